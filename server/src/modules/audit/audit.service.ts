import {
  addDays,
  zagrebLocalToInstant,
  type AuditActorsResponse,
  type AuditKindsResponse,
  type AuditLine,
  type AuditLogResponse,
} from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { AuditLineRow, AuditRepository } from './audit.repository.ts';
import { describeAction, kindOfAction } from './rules/action-sentences.ts';

export interface AuditServiceDeps {
  repo: AuditRepository;
}

export interface AuditLogFilter {
  limit: number;
  offset: number;
  actor?: number | undefined;
  kind?: string | undefined;
  subject_type?: string | undefined;
  subject_id?: number | undefined;
  /** Zagreb days, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

const personName = (first: string, last: string, username: string) => `${first} ${last}`.trim() || username;

function toAuditLine(row: AuditLineRow): AuditLine {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor:
      row.actorUserId !== null && row.actorUsername !== null
        ? {
            user_id: row.actorUserId,
            name: personName(row.actorFirstName ?? '', row.actorLastName ?? '', row.actorUsername),
            username: row.actorUsername,
          }
        : null,
    action: row.action,
    kind: kindOfAction(row.action),
    summary: describeAction(row.action),
    subject: row.subjectType
      ? {
          type: row.subjectType,
          id: row.subjectId,
          label: row.subjectLabel || (row.subjectId !== null ? `${row.subjectType.replace(/_/g, ' ')} #${row.subjectId}` : row.subjectType),
        }
      : null,
    before: row.before ?? null,
    after: row.after ?? null,
    details: row.details,
  };
}

/** The audit log (ADR 0023): staff read it; nothing here writes, changes or deletes a line. */
export function createAuditService({ repo }: AuditServiceDeps) {
  return {
    async listAuditLog(actor: Actor, filter: AuditLogFilter): Promise<AuditLogResponse> {
      authorize(actor, 'audit.read');
      const { rows, count } = await repo.listLines({
        actorUserId: filter.actor ?? null,
        kind: filter.kind ?? null,
        subjectType: filter.subject_type ?? null,
        subjectId: filter.subject_id ?? null,
        // The days are Zagreb's: from its midnight to the midnight after `to`, whatever the server's zone.
        from: filter.from ? zagrebLocalToInstant(filter.from, '00:00') : null,
        until: filter.to ? zagrebLocalToInstant(addDays(filter.to, 1), '00:00') : null,
        limit: filter.limit,
        offset: filter.offset,
      });
      return { items: rows.map(toAuditLine), count };
    },

    async listAuditKinds(actor: Actor): Promise<AuditKindsResponse> {
      authorize(actor, 'audit.read');
      return { items: await repo.listKinds() };
    },

    async listAuditActors(actor: Actor): Promise<AuditActorsResponse> {
      authorize(actor, 'audit.read');
      const rows = await repo.listActors();
      return { items: rows.map((r) => ({ user_id: r.id, name: personName(r.firstName, r.lastName, r.username), username: r.username })) };
    },

    /** The lines about one record, newest first (at most `limit`): the history section of its screen. */
    async auditLinesOf(actor: Actor, subject: { type: string; id: number }, limit = 100): Promise<AuditLine[]> {
      authorize(actor, 'audit.read');
      const { rows } = await repo.listLines({
        actorUserId: null,
        kind: null,
        subjectType: subject.type,
        subjectId: subject.id,
        from: null,
        until: null,
        limit,
        offset: 0,
      });
      return rows.map(toAuditLine);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
