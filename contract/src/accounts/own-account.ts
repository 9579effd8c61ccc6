import { z } from 'zod';
import { accountEmailSchema } from './account-email.ts';
import { requiredText } from '../common/text-fields.ts';
import { newPasswordSchema } from './passwords.ts';

/**
 * Settings (/app/settings, issue 14): the signed-in user's own name, e-mail and password.
 * GET /api/account/ · POST /api/account/ · POST /api/account/password/ (signs out the other sessions).
 */

export const OWN_ACCOUNT_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Invalid email format.',
  emailTaken: 'Another account uses this e-mail address.',
  saved: 'Your details are saved.',
  passwordChanged: 'Your password is changed. Other devices were signed out.',
} as const;

export const ownAccountSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type OwnAccount = z.infer<typeof ownAccountSchema>;

export const updateOwnAccountRequestSchema = z.object({
  first_name: requiredText(OWN_ACCOUNT_MESSAGES.firstName, 100),
  last_name: requiredText(OWN_ACCOUNT_MESSAGES.lastName, 100),
  email: accountEmailSchema(OWN_ACCOUNT_MESSAGES.email),
});
export type UpdateOwnAccountRequest = z.input<typeof updateOwnAccountRequestSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Current password is required.').max(200),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
