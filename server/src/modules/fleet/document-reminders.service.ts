import { addDays, daysBetween, DOCUMENT_EXPIRY_WARNING_DAYS, zagrebToday } from '@vozimo/contract';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import { queueEmail } from '../../platform/mail/queue-email.ts';
import { documentExpiryDedupeKey, documentExpiryEmail } from './emails/document-expiry-email.ts';
import type { ExpiringDocument } from './document-reminders.repository.ts';
import type { FleetRepository } from './fleet.repository.ts';
import { reminderStepDue } from './rules/document-reminders.ts';

export interface DocumentRemindersDeps {
  repo: FleetRepository;
  mail: MailDelivery;
  /** PUBLIC_URL, for the link to the Drivers and Vehicles screens. */
  publicUrl: string;
  now: () => Date;
}

/** How often the sweep looks for reminders due (docs/decisions/0019-fleet-records.md). */
export const DOCUMENT_REMINDER_SWEEP_MS = 60 * 60 * 1000;

/**
 * Document expiry reminders: the periodic sweep (app.ts starts it) queues, through the outbox,
 * the reminder due for each document of an active driver or vehicle expiring within 30 days.
 */
export function createDocumentRemindersService({ repo, mail, publicUrl, now }: DocumentRemindersDeps) {
  return {
    /** Queues every reminder due now and not queued before; answers how many were new. */
    async sendDocumentReminders(): Promise<number> {
      const today = zagrebToday(now());
      const documents = await repo.listDocumentsExpiringBetween(today, addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS));
      if (documents.length === 0) return 0;
      const recipients = await repo.listReminderRecipients([...new Set(documents.map((d) => d.companyId))]);
      const idsOf = (record: 'driver' | 'vehicle') => documents.filter((d) => d.record === record).map((d) => d.recordId);
      const upcoming = await repo.listUpcomingAssignedTrips({ driverIds: idsOf('driver'), vehicleIds: idsOf('vehicle') }, today);
      // The trips a document ends before: the company renews it in time or gives them someone else (ADR 0061).
      const tripsAfter = (document: ExpiringDocument) =>
        upcoming.filter((trip) => (document.record === 'driver' ? trip.driverId : trip.vehicleId) === document.recordId && trip.pickupDate > document.expiresOn);

      const queued = await repo.transaction(async (_tx, txDb) => {
        const ids: number[] = [];
        for (const document of documents) {
          const step = reminderStepDue(document.expiresOn, today);
          if (step === null) continue;
          for (const recipient of recipients.get(document.companyId) ?? []) {
            const content = documentExpiryEmail(document, daysBetween(today, document.expiresOn), recipient.firstName, publicUrl, tripsAfter(document));
            const id = await queueEmail(txDb, { to: recipient.email, ...content, dedupeKey: documentExpiryDedupeKey(document, step, recipient), secrets: [] });
            if (id !== null) ids.push(id);
          }
        }
        return ids;
      });
      for (const id of queued) mail.dispatch(id);
      return queued.length;
    },
  };
}
