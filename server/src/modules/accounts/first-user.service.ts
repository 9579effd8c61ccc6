import { accountEmailSchema, INVITATION_MESSAGES, usernameSchema } from '@vozimo/contract';
import { z } from 'zod';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { newSecretToken } from '../../platform/sessions/session-token.ts';
import type { AccountsServiceDeps } from './accounts.service.ts';
import type { createPasswordResetService } from './password-reset.service.ts';

/** How long the printed set-password link works: a day, time enough to hand it over. */
export const FIRST_USER_LINK_VALID_MS = 24 * 60 * 60 * 1000;

export const newStaffUserSchema = z.object({
  username: usernameSchema,
  email: accountEmailSchema(INVITATION_MESSAGES.email),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
});
export type NewStaffUser = z.input<typeof newStaffUserSchema>;

export class AccountExistsError extends Error {
  override name = 'AccountExistsError';
}

/**
 * The first staff user of a fresh production database (npm run create-user, README): the account
 * with a password nobody knows (the argon2id hash of a random secret, so sign-in costs the same),
 * and a single-use link to choose one.
 */
export function createFirstUserService(deps: AccountsServiceDeps, resets: Pick<ReturnType<typeof createPasswordResetService>, 'issueSetPasswordLink'>) {
  const { repo, now } = deps;
  return {
    async createStaffUser(input: NewStaffUser): Promise<{ userId: number; link: string; expiresAt: Date }> {
      const values = newStaffUserSchema.parse(input);
      if (await repo.usernameTaken(values.username)) throw new AccountExistsError(`The username ${values.username} is taken.`);
      let userId: number;
      try {
        const user = await repo.insertUser({
          username: values.username,
          passwordHash: await hashPassword(newSecretToken()),
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          isStaff: true,
          createdAt: now(),
        });
        userId = user.id;
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_lower_key')) throw new AccountExistsError(`The username ${values.username} is taken.`);
        throw error;
      }
      return { userId, ...(await resets.issueSetPasswordLink(userId, FIRST_USER_LINK_VALID_MS)) };
    },
  };
}
