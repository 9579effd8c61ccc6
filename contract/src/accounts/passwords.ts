import { z } from 'zod';

/**
 * What a new password must be (issue 14): long enough, and not one of the passwords attackers try
 * first. The server checks commonness with a maintained list (docs/decisions/0021-accounts.md); the
 * form checks the length only.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common; choose one that is harder to guess.',
  sameAsUsername: 'Password must not be your username or e-mail address.',
  mismatch: 'Passwords do not match.',
  currentWrong: 'Current password is not correct.',
} as const;

/** A new password as the form and the server take it (never trimmed: spaces count). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);
