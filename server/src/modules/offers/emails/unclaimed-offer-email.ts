import { formatCents } from '@vozimo/contract';
import { detailsTable, detailsText, emailDocument, tripLinkButton, tripSummaryRows, type EmailContent, type TripOnEmail } from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';

export interface UnclaimedOffer extends TripOnEmail {
  id: number;
  passengers: number;
  vehicleTypeName: string;
  driverGrossCents: number;
}

/** To staff when an offered trip is still unclaimed 48 and 24 hours before pickup (ADR 0020): time to find a driver. */
export function unclaimedOfferEmail(trip: UnclaimedOffer, hoursBefore: number, publicUrl: string): EmailContent {
  const subject = `Unclaimed: trip ${trip.reference} is ${hoursBefore} hours from pickup`;
  const rows: [string, string][] = [
    ...tripSummaryRows(trip),
    ['Passengers', String(trip.passengers)],
    ['Vehicle type', trip.vehicleTypeName],
    ['Payout offered', formatCents(trip.driverGrossCents)],
  ];
  const lead = `no driver company has claimed trip ${trip.reference} yet, and its pickup is less than ${hoursBefore} hours away. Assign a driver in the trip form, or raise the payout.`;
  const link = `${publicUrl}/app/edit-trip/${trip.id}`;
  const text = ['Hello,', '', lead, '', detailsText(rows), '', 'Open the trip:', link, '', 'Vozimo'].join('\n');
  const body = html`<p>Hello,</p>
<p>${lead}</p>
${detailsTable(rows)}
${tripLinkButton(link, 'Open the trip')}`;
  return { subject, text, html: emailDocument(subject, body) };
}

/** One message per trip, step and staff address: each sweep may find the trip again. */
export const unclaimedOfferDedupeKey = (tripId: number, hoursBefore: number, to: string) => `offer-unclaimed:${tripId}:${hoursBefore}:${to.toLowerCase()}`;
