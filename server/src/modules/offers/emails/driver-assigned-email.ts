import { detailsTable, detailsText, emailDocument, greetingFor, tripLinkButton, tripSummaryRows, type EmailContent } from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';
import { publicTripLink } from '../../../platform/mail/public-trip-link.ts';

/** What the driver e-mail tells about the trip and who drives it. */
export interface AssignedTrip {
  id: number;
  reference: string;
  token: string;
  startLocality: string;
  endLocality: string;
  pickupDate: string;
  pickupTime: string;
  customerFirstName: string;
  customerLastName: string;
  driver: { name: string; phone: string; email: string; hasPhoto: boolean };
  vehicle: { make: string; model: string; color: string; licensePlate: string };
}

/** Whether the customer hears of the driver for the first time or of a new one. */
export type AnnouncementKind = 'first' | 'update';

function assignmentRows(trip: AssignedTrip): [string, string][] {
  const { driver, vehicle } = trip;
  return [
    ...tripSummaryRows(trip),
    ['Driver', driver.name],
    ...(driver.phone ? [['Driver’s phone', driver.phone] as [string, string]] : []),
    ...(driver.email ? [['Driver’s e-mail', driver.email] as [string, string]] : []),
    ['Vehicle', `${vehicle.make} ${vehicle.model}, ${vehicle.color.toLowerCase()}`],
    ['Licence plate', vehicle.licensePlate],
  ];
}

function driverPhoto(trip: AssignedTrip, publicUrl: string) {
  if (!trip.driver.hasPhoto) return html``;
  const query = new URLSearchParams({ token: trip.token });
  const src = `${publicUrl}/api/public/trip/${encodeURIComponent(trip.reference)}/driver_photo?${query}`;
  return html`<p><img src="${src}" alt="${trip.driver.name}" width="120" style="border-radius:60px"></p>`;
}

/**
 * To the customer about an hour after a company took the trip (the FAQ's promise), or after its
 * driver or vehicle changed: who picks them up, how to call them, which car to look for.
 */
export function driverAssignedEmail(trip: AssignedTrip, kind: AnnouncementKind, publicUrl: string): EmailContent {
  const subject = kind === 'first' ? `Your driver for trip ${trip.reference}` : `New driver details for trip ${trip.reference}`;
  const lead =
    kind === 'first'
      ? `your driver for trip ${trip.reference} is ${trip.driver.name}.`
      : `the driver or vehicle of your trip ${trip.reference} has changed. Your driver is now ${trip.driver.name}.`;
  return customerOrAgentEmail(trip, subject, greetingFor(trip.customerFirstName), lead, publicUrl);
}

/** The agent's copy of the customer's driver e-mail, naming the customer. */
export function driverAssignedAgentCopy(trip: AssignedTrip, kind: AnnouncementKind, publicUrl: string): EmailContent {
  const customer = `${trip.customerFirstName} ${trip.customerLastName}`.trim() || 'your customer';
  const subject = `${kind === 'first' ? 'Driver assigned' : 'Driver changed'}: trip ${trip.reference} (copy)`;
  const lead = `this is a copy of what we sent ${customer}: the driver for trip ${trip.reference} is ${trip.driver.name}.`;
  return customerOrAgentEmail(trip, subject, 'Hello,', lead, publicUrl);
}

function customerOrAgentEmail(trip: AssignedTrip, subject: string, greeting: string, lead: string, publicUrl: string): EmailContent {
  const rows = assignmentRows(trip);
  const link = publicTripLink(publicUrl, trip);
  const text = [greeting, '', lead, '', detailsText(rows), '', 'See the trip here:', link, '', 'Vozimo'].join('\n');
  const body = html`<p>${greeting}</p>
<p>${lead}</p>
${driverPhoto(trip, publicUrl)}
${detailsTable(rows)}
${tripLinkButton(link, 'See your trip')}`;
  return { subject, text, html: emailDocument(subject, body) };
}

/**
 * One message per assignment and recipient: a sweep repeated by another process, or after a
 * restart, never mails twice, and a later change (a new assignment) gets its own.
 */
export const driverAssignedDedupeKey = (trip: { id: number }, assignment: { id: number; driverId: number; vehicleId: number }, to: 'customer' | 'agent') =>
  `trip-driver:${trip.id}:${assignment.id}:${assignment.driverId}:${assignment.vehicleId}:${to}`;
