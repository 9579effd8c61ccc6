import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import { driverAssignedAgentCopy, driverAssignedDedupeKey, driverAssignedEmail, type AssignedTrip } from './emails/driver-assigned-email.ts';
import type { OffersRepository } from './offers.repository.ts';

/** The customer hears of the driver about an hour after the claim (the FAQ), so a change within the hour sends only the final one. */
export const ANNOUNCEMENT_DELAY_MS = 60 * 60 * 1000;
/** A trip picked up this soon is announced at once: the hour's wait would tell the customer too late. */
export const ANNOUNCE_AT_ONCE_BEFORE_PICKUP_MS = 2 * 60 * 60 * 1000;
/** Trips handled per sweep; the rest wait for the next one. */
const SWEEP_LIMIT = 200;

/** How often main.ts runs the sweep: "about an hour" stays within five minutes. */
export const ANNOUNCEMENT_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface DriverAnnouncementsDeps {
  repo: OffersRepository;
  now: () => Date;
  mail: MailDelivery;
  publicUrl: string;
}

type DueRow = Awaited<ReturnType<OffersRepository['listDueAnnouncements']>>[number];

function toAssignedTrip(row: DueRow): AssignedTrip {
  return {
    ...row,
    driver: { name: row.driverName, phone: row.driverPhone, email: row.driverEmail, hasPhoto: row.driverPhoto !== null },
    vehicle: { make: row.vehicleMake, model: row.vehicleModel, color: row.vehicleColor, licensePlate: row.licensePlate },
  };
}

/**
 * The customer's driver e-mail (ADR 0020): a periodic sweep finds trips whose driver and vehicle
 * have held for an hour and that the customer was not told of, and queues the e-mail through the
 * outbox, the agent's copy beside it. The latest assignment decides, so a change within the hour
 * sends only the final pair, and a later change sends an update.
 */
export function createDriverAnnouncementsService({ repo, now, mail, publicUrl }: DriverAnnouncementsDeps) {
  return {
    /** One sweep: queues the due e-mails; answers how many trips were announced. */
    async announceDueAssignments(): Promise<number> {
      const at = now();
      const due = await repo.listDueAnnouncements({
        now: at,
        assignedBy: new Date(at.getTime() - ANNOUNCEMENT_DELAY_MS),
        pickupBy: new Date(at.getTime() + ANNOUNCE_AT_ONCE_BEFORE_PICKUP_MS),
        limit: SWEEP_LIMIT,
      });
      const queued: (number | null)[] = [];
      for (const row of due) {
        const trip = toAssignedTrip(row);
        const kind = row.announcedBefore ? 'update' : 'first';
        const assignment = { id: row.assignmentId, driverId: row.driverId, vehicleId: row.vehicleId };
        await repo.transaction(async (tx) => {
          if (row.customerEmail) {
            const email = driverAssignedEmail(trip, kind, publicUrl);
            queued.push(await tx.queueEmail({ to: row.customerEmail, ...email, dedupeKey: driverAssignedDedupeKey(trip, assignment, 'customer'), secrets: [trip.token] }));
          }
          if (row.sellerIsAgent && row.sellerEmail) {
            const copy = driverAssignedAgentCopy(trip, kind, publicUrl);
            queued.push(await tx.queueEmail({ to: row.sellerEmail, ...copy, dedupeKey: driverAssignedDedupeKey(trip, assignment, 'agent'), secrets: [trip.token] }));
          }
          await tx.recordAnnouncement({ tripId: row.id, assignmentId: row.assignmentId, driverId: row.driverId, vehicleId: row.vehicleId, at });
        });
      }
      for (const outboxId of queued) mail.dispatch(outboxId);
      return due.length;
    },
  };
}
