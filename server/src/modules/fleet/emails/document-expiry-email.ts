import { DOCUMENT_LABELS } from '@vozimo/contract';
import { detailsTable, detailsText, emailDocument, formatLongDate, greetingFor, tripLinkButton, type EmailContent } from '../../../platform/mail/email-layout.ts';
import { html } from '../../../platform/mail/html.ts';
import type { ExpiringDocument } from '../document-reminders.repository.ts';
import type { AssignedTrip } from '../fleet-records.repository.ts';
import type { ReminderStep } from '../rules/document-reminders.ts';

/**
 * To a company's driver admin, 30, 14 and 7 days before a document's last valid day: which
 * record, which document, until when, where to upload the new one, and the assigned trips picked
 * up after that day (ADR 0061).
 */
export function documentExpiryEmail(
  document: ExpiringDocument,
  daysLeft: number,
  firstName: string,
  publicUrl: string,
  tripsAfter: readonly Pick<AssignedTrip, 'tripId' | 'reference' | 'pickupDate'>[] = [],
): EmailContent {
  const label = DOCUMENT_LABELS[document.kind];
  const subject = `${label} of ${document.recordName} expires on ${formatLongDate(document.expiresOn)}`;
  const screen = document.record === 'driver' ? 'Drivers' : 'Vehicles';
  const link = `${publicUrl}/app/${document.record === 'driver' ? 'drivers' : 'vehicles'}`;
  const greeting = greetingFor(firstName);
  const when = daysLeft === 0 ? 'today is its last valid day' : `it is valid for ${daysLeft} more ${daysLeft === 1 ? 'day' : 'days'}`;
  const rows: [string, string][] = [
    [document.record === 'driver' ? 'Driver' : 'Vehicle', document.recordName],
    ['Document', label],
    ['Valid until', formatLongDate(document.expiresOn)],
  ];
  const consequence = `Once it has expired, the ${document.record} cannot be given trips until the renewed document is uploaded.`;
  const tripLines = tripsAfter.map((trip) => `${trip.reference ?? `Trip ${trip.tripId}`} on ${formatLongDate(trip.pickupDate)}`);
  const atRisk =
    tripLines.length === 0
      ? ''
      : `${tripLines.length === 1 ? 'This trip is' : 'These trips are'} assigned to ${document.recordName} after that day: upload the renewed document before then, or give ${tripLines.length === 1 ? 'it' : 'them'} another ${document.record}.`;
  const text = [
    greeting,
    '',
    `the ${label.toLowerCase()} of ${document.recordName} is about to expire: ${when}. ${consequence}`,
    '',
    detailsText(rows),
    '',
    ...(atRisk ? [atRisk, ...tripLines.map((line) => `- ${line}`), ''] : []),
    `Upload the renewed document on the ${screen} screen:`,
    link,
    '',
    'Vozimo',
  ].join('\n');
  const body = html`<p>${greeting}</p>
<p>the ${label.toLowerCase()} of <strong>${document.recordName}</strong> is about to expire: ${when}. ${consequence}</p>
${detailsTable(rows)}
${atRisk ? html`<p>${atRisk}</p><ul>${tripLines.map((line) => html`<li>${line}</li>`)}</ul>` : ''}
${tripLinkButton(link, `Open ${screen}`)}`;
  return { subject, text, html: emailDocument(subject, body) };
}

/**
 * One reminder per document, expiry date, step and recipient: a sweep repeated by several
 * processes sends it once, and a renewed document (a new date) gets reminders of its own.
 */
export function documentExpiryDedupeKey(document: ExpiringDocument, step: ReminderStep, recipient: { userId: number | null }): string {
  const to = recipient.userId === null ? `company:${document.companyId}` : `user:${recipient.userId}`;
  return `fleet-document-expiry:${document.record}:${document.recordId}:${document.kind}:${document.expiresOn}:${step}:${to}`;
}
