import { z } from 'zod';
import { pageFields, pageQueryFields } from '../common/pagination.ts';

/** The e-mail outbox (staff, /app/outbox): every message the product sends, and whether it went. */

/**
 * What the outbox shows in place of a link's secret token (…/reset-password?token=[hidden]): staff
 * see that a set-password, invitation or trip link was sent, never the link itself (ADR 0042).
 */
export const HIDDEN_SECRET = '[hidden]';

export const outboxStatusSchema = z.enum(['queued', 'sent', 'failed']);

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** The bodies with every secret link's token replaced by HIDDEN_SECRET. */
  text_body: z.string(),
  html_body: z.string().nullable(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/outbox/?limit&offset (staff): newest first. */
export const outboxListQuerySchema = z.object(pageQueryFields(20));
export const outboxListResponseSchema = z.object({
  ...pageFields(outboxMessageSchema),
  /** False when no SMTP_URL is set: messages are kept here and never sent. */
  smtp_configured: z.boolean(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
