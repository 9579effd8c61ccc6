import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_VALID_MINUTES, type PasswordResetPreview } from '@vozimo/contract';
import { bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import { queueEmail } from '../../platform/mail/queue-email.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { tooManyAttempts } from '../../platform/rate-limits/too-many-attempts.ts';
import { hashToken } from '../../platform/sessions/session-token.ts';
import type { AccountsServiceDeps } from './accounts.service.ts';
import { newLinkToken, passwordResetLink } from './account-tokens.ts';
import { passwordResetEmail } from './emails/password-reset-email.ts';
import { passwordProblem } from './rules/password-policy.ts';
import { resetRequestLimits, TOO_MANY_RESET_REQUESTS } from './rules/reset-throttle.ts';

const RESET_VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60 * 1000;

const linkInvalid = () => notFound(PASSWORD_RESET_MESSAGES.linkInvalid);

export function createPasswordResetService({ repo, auth, now, mail, publicUrl }: AccountsServiceDeps) {
  return {
    /**
     * POST /api/password_reset/: e-mails each active account of the address a link, and answers the
     * same either way. The request is admitted and counted first (known address or not) in one
     * atomic step, so a burst gets no more e-mails through than the limit; an unknown address still
     * draws a token and its hash, so both answers take about the same work.
     */
    async requestPasswordReset(email: string, ipAddress: string): Promise<{ detail: string }> {
      const at = now();
      const admission = await repo.admitAttempt(at, resetRequestLimits(email, ipAddress));
      if (!admission.allowed) throw tooManyAttempts(TOO_MANY_RESET_REQUESTS, admission.retryAfterSeconds);

      const emailIds = await repo.transaction(async (tx, txDb) => {
        const accounts = await tx.listActiveUsersByEmail(email);
        if (accounts.length === 0) newLinkToken();
        const queued: (number | null)[] = [];
        for (const user of accounts) {
          const { token, tokenHash } = newLinkToken();
          await tx.insertPasswordReset({ tokenHash, userId: user.id, createdAt: at, expiresAt: new Date(at.getTime() + RESET_VALID_MS) });
          const content = passwordResetEmail(user, passwordResetLink(publicUrl, token));
          queued.push(await queueEmail(txDb, { to: user.email, ...content, dedupeKey: `password-reset:${tokenHash.slice(0, 24)}`, secrets: [token] }));
        }
        return queued;
      });
      emailIds.forEach((id) => mail.dispatch(id));
      return { detail: PASSWORD_RESET_MESSAGES.sent };
    },

    /** GET /api/public/password_reset/?token=: whether the link still works, and for which account. */
    async previewPasswordReset(token: string): Promise<PasswordResetPreview> {
      const found = await repo.findLiveReset(hashToken(token), now());
      if (!found || !found.user.isActive) throw linkInvalid();
      return { username: found.user.username };
    },

    /**
     * POST /api/public/password_reset/confirm/: the new password (argon2id), the link and any other
     * reset link of the account used up, every session of the account ended, and a new one opened.
     */
    async confirmPasswordReset(token: string, password: string) {
      const at = now();
      const found = await repo.findLiveReset(hashToken(token), at);
      if (!found || !found.user.isActive) throw linkInvalid();
      const { reset, user } = found;
      const problem = passwordProblem(password, { username: user.username, email: user.email });
      if (problem) throw bodyFieldErrors([{ field: 'password', message: problem }]);
      const passwordHash = await hashPassword(password);
      await repo.transaction(async (tx) => {
        if (!(await tx.useReset(reset.id, at))) throw linkInvalid();
        await tx.useAllResetsOf(user.id, at);
        await tx.setPasswordHash(user.id, passwordHash);
      });
      await auth.endSessionsOf(user.id);
      return auth.openSession(user.id);
    },

    /**
     * A set-password link without an e-mail (the first staff user's command): valid `validMs`,
     * single use, the same page as "Forgot password".
     */
    async issueSetPasswordLink(userId: number, validMs: number): Promise<{ link: string; expiresAt: Date }> {
      const at = now();
      const { token, tokenHash } = newLinkToken();
      const expiresAt = new Date(at.getTime() + validMs);
      await repo.insertPasswordReset({ tokenHash, userId, createdAt: at, expiresAt });
      return { link: passwordResetLink(publicUrl, token), expiresAt };
    },
  };
}
