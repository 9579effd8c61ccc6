import { detailsTable, detailsText, emailDocument, formatEuros, formatLongDate } from '../../platform/mail/email-layout.ts';
import { html } from '../../platform/mail/html.ts';
import { publicTripLink } from '../../platform/mail/public-trip-link.ts';
import type { OutgoingEmail } from '../../platform/mail/queue-email.ts';
import type { DepositTrip } from './payment-ports.ts';

/**
 * The receipt sent when a card deposit is received: what was paid, what is left for the driver,
 * and the trip link. `confirmed` says whether the payment confirmed the trip (it does unless the
 * trip was canceled meanwhile). Every value from the trip is escaped in the HTML (html``).
 */
export function depositReceiptEmail(trip: DepositTrip, paidCents: number, publicUrl: string, confirmed: boolean): OutgoingEmail {
  const subject = `Deposit received for your trip ${trip.reference}`;
  const link = publicTripLink(publicUrl, trip);
  const greeting = trip.customerFirstName.trim() ? `Hello ${trip.customerFirstName.trim()},` : 'Hello,';
  const news = `we have received your deposit for trip ${trip.reference}.${confirmed ? ' Your trip is confirmed.' : ''}`;
  const summary: [string, string][] = [
    ['Reference', trip.reference],
    ['From', trip.startLocality],
    ['To', trip.endLocality],
    ['Date and time', `${formatLongDate(trip.pickupDate)} at ${trip.pickupTime.slice(0, 5)}`],
    ['Trip price', formatEuros(trip.priceGrossCents)],
    ['Deposit paid by card', formatEuros(paidCents)],
    ['To pay the driver', formatEuros(trip.priceGrossCents - paidCents)],
    [`Included VAT (${trip.vatPercentBp / 100} %)`, formatEuros(trip.priceVatCents)],
  ];
  const text = [greeting, '', news, '', detailsText(summary), '', 'See your trip here:', link, '', 'Vozimo'].join('\n');
  const body = html`<p>${greeting}</p>
<p>${news}</p>
${detailsTable(summary)}
<p><a href="${link}" style="display:inline-block;margin-top:16px;padding:10px 18px;background:#1971c2;color:#ffffff;text-decoration:none;border-radius:4px">See your trip</a></p>
<p style="font-size:13px;color:#495057">Or open this link: ${link}</p>`;
  return { to: trip.customerEmail, subject, text, html: emailDocument(subject, body), dedupeKey: `deposit-paid:${trip.id}` };
}
