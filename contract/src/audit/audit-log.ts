import { z } from 'zod';
import { rowIdParamSchema } from '../common/ids.ts';
import { pageFields, pageQueryFields } from '../common/pagination.ts';
import { isCalendarDate } from '../common/zagreb-time.ts';

/** A day of the log's date filter: a Zagreb calendar day, 'YYYY-MM-DD'. */
const zagrebDaySchema = z.string().max(10, 'Date must look like 2026-11-26.').refine(isCalendarDate, 'Date must look like 2026-11-26.');

/** The first word of an action ('trip' of 'trip.status.change'): what the log filters by. */
export const auditKindSchema = z
  .string()
  .trim()
  .max(40, 'Kind must be one word of an action, e.g. trip.')
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Kind must be one word of an action, e.g. trip.');

/**
 * GET /api/admin/audit/ query: a page of lines, newest first, by person, kind, subject and
 * Zagreb days (from and to both included).
 */
export const auditLogQuerySchema = z
  .object({
    ...pageQueryFields(50),
    actor: rowIdParamSchema.optional(),
    kind: auditKindSchema.optional(),
    subject_type: auditKindSchema.optional(),
    subject_id: rowIdParamSchema.optional(),
    from: zagrebDaySchema.optional(),
    to: zagrebDaySchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The first day must not be after the last.', path: ['to'] });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/** A person as the log names them. */
export const auditPersonSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** One line of the audit log. */
export const auditLineSchema = z.object({
  id: z.number().int(),
  /** ISO instant; shown on Zagreb's clock. */
  at: z.string(),
  /** Null: the system did it (a card payment confirming a trip). */
  actor: auditPersonSchema.nullable(),
  /** As recorded: 'area.thing.verb'. */
  action: z.string(),
  kind: z.string(),
  /** The action in words ("Changed the trip's status"); the raw action stays beside it. */
  summary: z.string(),
  subject: z
    .object({
      type: z.string(),
      id: z.number().int().nullable(),
      /** The name recorded with the line, else "trip #12". */
      label: z.string(),
    })
    .nullable(),
  /** The changed fields as they were and as they became (null: the action changed no record). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLine = z.infer<typeof auditLineSchema>;

export const auditLogResponseSchema = z.object(pageFields(auditLineSchema));
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** GET /api/admin/audit/kinds/: the kinds that have lines, for the kind filter. */
export const auditKindsResponseSchema = z.object({ items: z.array(z.string()) });
export type AuditKindsResponse = z.infer<typeof auditKindsResponseSchema>;

/** GET /api/admin/audit/actors/: the people who have lines, for the person filter. */
export const auditActorsResponseSchema = z.object({ items: z.array(auditPersonSchema) });
export type AuditActorsResponse = z.infer<typeof auditActorsResponseSchema>;
