import { detailsTable, detailsText, emailDocument, formatEuros, formatLongDate, type EmailContent } from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';
import { publicTripLink } from '../../../platform/mail/public-trip-link.ts';

export interface BookedTrip {
  id: number;
  reference: string;
  token: string;
  startLocality: string;
  endLocality: string;
  /** YYYY-MM-DD and HH:MM(:SS), local to Europe/Zagreb. */
  pickupDate: string;
  pickupTime: string;
  passengers: number;
  customerFirstName: string;
  customerEmail: string;
  depositGrossCents: number;
}

/** To the customer when a trip is booked (pending payment): the summary, the deposit and the link to pay it. */
export function tripBookedEmail(trip: BookedTrip, publicUrl: string): EmailContent {
  const subject = `Your trip ${trip.reference} is booked`;
  const link = publicTripLink(publicUrl, trip);
  const greeting = trip.customerFirstName.trim() ? `Hello ${trip.customerFirstName.trim()},` : 'Hello,';
  const summary: [string, string][] = [
    ['Reference', trip.reference],
    ['From', trip.startLocality],
    ['To', trip.endLocality],
    ['Date and time', `${formatLongDate(trip.pickupDate)} at ${trip.pickupTime.slice(0, 5)}`],
    ['Passengers', String(trip.passengers)],
    ['Deposit to pay', formatEuros(trip.depositGrossCents)],
  ];
  const text = [
    greeting,
    '',
    `your trip ${trip.reference} is booked. It is confirmed once the deposit is paid; the rest of the price is paid to the driver.`,
    '',
    detailsText(summary),
    '',
    'See your trip and pay the deposit here:',
    link,
    '',
    'Vozimo',
  ].join('\n');
  const body = html`<p>${greeting}</p>
<p>your trip <strong>${trip.reference}</strong> is booked. It is confirmed once the deposit is paid; the rest of the price is paid to the driver.</p>
${detailsTable(summary)}
<p><a href="${link}" style="display:inline-block;margin-top:16px;padding:10px 18px;background:#1971c2;color:#ffffff;text-decoration:none;border-radius:4px">See your trip and pay the deposit</a></p>
<p style="font-size:13px;color:#495057">Or open this link: ${link}</p>`;
  return { subject, text, html: emailDocument(subject, body) };
}

/** Once per trip: booking again (a retried request) does not mail twice. */
export const tripBookedDedupeKey = (tripId: number) => `trip-booked:${tripId}`;
