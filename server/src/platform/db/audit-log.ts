import { auditEvents } from '../../db/schema/index.ts';
import type { Database } from './database.ts';

/** The record an audit line is about: its kind ('driver', 'trip', 'setting' …), id and a name people read. */
export interface AuditSubject {
  type: string;
  id: number | null;
  /** "Split Riviera Transfers", "VZ-4K7P": what staff recognise, kept as it was at the time. */
  label?: string;
}

/** One line of the audit log: who (the signed-in user, also under an override) did what. */
export interface AuditEvent {
  actorUserId: number | null;
  /** 'area.thing.verb', e.g. 'fleet.driver.approve'; the first word is the kind the log filters by. */
  action: string;
  details?: Record<string, unknown>;
  subject?: AuditSubject;
  /** For a change: the fields it changed, as they were and as they are now (changedFields makes both). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Default: the database's now(). */
  at?: Date;
}

/**
 * Appends to the audit log, inside the caller's transaction: kept exactly when the change it
 * records is (docs/decisions/0023-back-office.md).
 */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: event.actorUserId,
    action: event.action,
    details: event.details ?? {},
    subjectType: event.subject?.type ?? null,
    subjectId: event.subject?.id ?? null,
    subjectLabel: event.subject?.label ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

/**
 * The fields of `after` whose value differs from `before`, as two objects for an audit line, so a
 * line says exactly what a change changed. Values compare as JSON (dates as ISO strings).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = value ?? null;
  }
  return { before: was, after: now };
}
