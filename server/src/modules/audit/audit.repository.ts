import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

export interface AuditLineFilter {
  actorUserId: number | null;
  /** The first word of the action. */
  kind: string | null;
  subjectType: string | null;
  subjectId: number | null;
  /** [from, until) instants. */
  from: Date | null;
  until: Date | null;
  limit: number;
  offset: number;
}

/** The kind of a line: its action's first word, as the log filters and lists it. */
const kindOf = sql<string>`split_part(${auditEvents.action}, '.', 1)`;

/** Escapes a literal for a `like` prefix: a %, _ or backslash in a kind matches itself. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;

function filterCondition(filter: Omit<AuditLineFilter, 'limit' | 'offset'>): SQL | undefined {
  return and(
    filter.actorUserId !== null ? eq(auditEvents.actorUserId, filter.actorUserId) : undefined,
    // `action = kind or action like 'kind.%'`: the action index answers a prefix, split_part would not.
    filter.kind !== null
      ? sql`(${auditEvents.action} = ${filter.kind} or ${auditEvents.action} like ${likePrefix(filter.kind)})`
      : undefined,
    filter.subjectType !== null ? eq(auditEvents.subjectType, filter.subjectType) : undefined,
    filter.subjectId !== null ? eq(auditEvents.subjectId, filter.subjectId) : undefined,
    filter.from ? gte(auditEvents.createdAt, filter.from) : undefined,
    filter.until ? lt(auditEvents.createdAt, filter.until) : undefined,
  );
}

/**
 * SQL of the audit log: reads only. The table is append-only; every area writes its lines with
 * recordAuditEvent in its own transaction (platform/db/audit-log.ts), and nothing changes or
 * deletes them. The users join is read-only, to name the person.
 */
export function createAuditRepository(db: Database) {
  const lineColumns = {
    id: auditEvents.id,
    action: auditEvents.action,
    details: auditEvents.details,
    subjectType: auditEvents.subjectType,
    subjectId: auditEvents.subjectId,
    subjectLabel: auditEvents.subjectLabel,
    before: auditEvents.before,
    after: auditEvents.after,
    createdAt: auditEvents.createdAt,
    actorUserId: auditEvents.actorUserId,
    actorUsername: users.username,
    actorFirstName: users.firstName,
    actorLastName: users.lastName,
  };

  return {
    async listLines(filter: AuditLineFilter) {
      const where = filterCondition(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(lineColumns)
          .from(auditEvents)
          .leftJoin(users, eq(users.id, auditEvents.actorUserId))
          .where(where)
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(auditEvents).where(where),
      ]);
      return { rows, count: counted?.count ?? 0 };
    },

    async listKinds(): Promise<string[]> {
      const rows = await db.selectDistinct({ kind: kindOf }).from(auditEvents).orderBy(kindOf);
      return rows.map((r) => r.kind);
    },

    /** The people who have lines, by name. */
    async listActors() {
      return db
        .selectDistinct({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
        .from(auditEvents)
        .innerJoin(users, eq(users.id, auditEvents.actorUserId))
        .orderBy(users.firstName, users.lastName, users.username, users.id);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditLineRow = Awaited<ReturnType<AuditRepository['listLines']>>['rows'][number];
