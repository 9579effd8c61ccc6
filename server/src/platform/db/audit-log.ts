import { auditEvents } from '../../db/schema/index.ts';
import type { Database } from './database.ts';

/** One line of the audit log: who (the signed-in user, also under an override) did what. */
export interface AuditEvent {
  actorUserId: number | null;
  /** 'area.thing.verb', e.g. 'trip.offer_to_drivers'. */
  action: string;
  details: Record<string, unknown>;
  /** Default: the database's now(). */
  at?: Date;
}

/** Appends to the audit log, inside the caller's transaction: kept exactly when the change it records is. */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: event.actorUserId,
    action: event.action,
    details: event.details,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}
