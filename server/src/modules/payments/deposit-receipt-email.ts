import { formatCents } from '@vozimo/contract';
import { detailsTable, detailsText, emailDocument, greetingFor, tripLinkButton, tripSummaryRows } from '../../platform/mail/email-layout.ts';
import { html } from '../../platform/mail/html.ts';
import { publicTripLink } from '../../platform/mail/public-trip-link.ts';
import type { OutgoingEmail } from '../../platform/mail/queue-email.ts';
import type { DepositTrip } from './deposit-trip.ts';

/**
 * The receipt sent when a card deposit is received: what was paid, what is left for the driver,
 * and the trip link. `confirmed` says whether the payment confirmed the trip (it does unless the
 * trip was canceled meanwhile). Every value from the trip is escaped in the HTML (html``).
 */
export function depositReceiptEmail(trip: DepositTrip, paidCents: number, publicUrl: string, confirmed: boolean): OutgoingEmail {
  const subject = `Deposit received for your trip ${trip.reference}`;
  const link = publicTripLink(publicUrl, trip);
  const greeting = greetingFor(trip.customerFirstName);
  const news = `we have received your deposit for trip ${trip.reference}.${confirmed ? ' Your trip is confirmed.' : ''}`;
  const summary: [string, string][] = [
    ...tripSummaryRows(trip),
    ['Trip price', formatCents(trip.priceGrossCents)],
    ['Deposit paid by card', formatCents(paidCents)],
    ['To pay the driver', formatCents(trip.priceGrossCents - paidCents)],
    [`Included VAT (${trip.vatPercentBp / 100} %)`, formatCents(trip.priceVatCents)],
  ];
  const text = [greeting, '', news, '', detailsText(summary), '', 'See your trip here:', link, '', 'Vozimo'].join('\n');
  const body = html`<p>${greeting}</p>
<p>${news}</p>
${detailsTable(summary)}
${tripLinkButton(link, 'See your trip')}`;
  return { to: trip.customerEmail, subject, text, html: emailDocument(subject, body), dedupeKey: `deposit-paid:${trip.id}`, secrets: [trip.token] };
}
