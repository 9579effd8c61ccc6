import { formatCents } from '@vozimo/contract';
import {
  detailsTable,
  detailsText,
  emailDocument,
  greetingFor,
  tripLinkButton,
  tripSummaryRows,
  type EmailContent,
} from '../../../platform/mail/email-layout.ts';
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
  const greeting = greetingFor(trip.customerFirstName);
  const summary: [string, string][] = [
    ...tripSummaryRows(trip),
    ['Passengers', String(trip.passengers)],
    ['Deposit to pay', formatCents(trip.depositGrossCents)],
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
${tripLinkButton(link, 'See your trip and pay the deposit')}`;
  return { subject, text, html: emailDocument(subject, body) };
}

/** Once per trip: booking again (a retried request) does not mail twice. */
export const tripBookedDedupeKey = (tripId: number) => `trip-booked:${tripId}`;
