import type { OutboxListResponse } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { OutboxRepository } from './outbox.repository.ts';

export interface OutboxServiceDeps {
  repo: OutboxRepository;
  /** Whether messages leave through SMTP, or only wait here (no SMTP_URL). */
  smtpConfigured: boolean;
}

/**
 * The outbox screen (staff): every e-mail the platform wrote, to whom, and whether it went out; never
 * the secret links it carries (issue 28: a staff user took over a colleague's account through them).
 */
export function createOutboxService({ repo, smtpConfigured }: OutboxServiceDeps) {
  return {
    async listOutbox(actor: Actor, page: { limit: number; offset: number }): Promise<OutboxListResponse> {
      authorize(actor, 'staff.outbox');
      const { rows, count } = await repo.listNewestFirst(page.limit, page.offset);
      return {
        items: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          // Masked when queued: a set-password, invitation or trip link shows as …?token=[hidden].
          text_body: row.maskedTextBody,
          html_body: row.maskedHtmlBody,
          status: row.status,
          attempts: row.attempts,
          last_error: row.lastError,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
        })),
        count,
        smtp_configured: smtpConfigured,
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
