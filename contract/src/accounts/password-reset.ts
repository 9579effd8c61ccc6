import { z } from 'zod';
import { accountEmailSchema } from './account-email.ts';
import { newPasswordSchema } from './passwords.ts';

/**
 * Forgot password (issue 14): POST /api/password_reset/ {email} always answers the same, whether an
 * account uses the address or not; the e-mail carries a single-use link (/reset-password?token=…)
 * valid for PASSWORD_RESET_VALID_MINUTES. GET /api/public/password_reset/?token= says whether the
 * link still works; POST /api/public/password_reset/confirm/ sets the password, signs out every
 * other session of the account and signs the user in.
 */

export const PASSWORD_RESET_VALID_MINUTES = 60;

export const PASSWORD_RESET_MESSAGES = {
  email: 'Invalid email format.',
  sent: 'If an account uses this address, we have e-mailed it a link to set a new password. The link works for one hour.',
  linkInvalid: 'This link is not valid any more. Ask for a new one.',
  done: 'Your password is set.',
} as const;

export const passwordResetRequestSchema = z.object({
  email: accountEmailSchema(PASSWORD_RESET_MESSAGES.email),
});

/** GET /api/public/password_reset/?token=: the link works; the page names the account it is for. */
export const passwordResetPreviewSchema = z.object({ username: z.string() });
export type PasswordResetPreview = z.infer<typeof passwordResetPreviewSchema>;

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;
