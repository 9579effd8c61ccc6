import {
  OWN_ACCOUNT_MESSAGES,
  PASSWORD_MESSAGES,
  type OwnAccount,
  type updateOwnAccountRequestSchema,
} from '@vozimo/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { AccountUser } from './accounts.repository.ts';
import type { AccountsServiceDeps } from './accounts.service.ts';
import { passwordProblem } from './rules/password-policy.ts';

const toOwnAccount = (user: AccountUser): OwnAccount => ({
  username: user.username,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
});

/**
 * Settings: the person signed in — under a staff override still the staff member (realUserId),
 * never the agent or driver whose view they borrow.
 */
export function createOwnAccountService({ repo, auth }: AccountsServiceDeps) {
  async function ownUser(actor: Actor): Promise<AccountUser> {
    authorize(actor, 'account.manageOwn');
    const user = await repo.findUserById(actor.realUserId);
    if (!user) throw notFound('User not found.');
    return user;
  }

  return {
    /** GET /api/account/. */
    async getOwnAccount(actor: Actor): Promise<OwnAccount> {
      return toOwnAccount(await ownUser(actor));
    },

    /** POST /api/account/: name and e-mail; an e-mail another account uses is refused (it is how a reset finds the account). */
    async updateOwnAccount(actor: Actor, input: z.output<typeof updateOwnAccountRequestSchema>): Promise<OwnAccount> {
      const user = await ownUser(actor);
      if (await repo.emailUsedByAnother(input.email, user.id)) throw bodyFieldErrors([{ field: 'email', message: OWN_ACCOUNT_MESSAGES.emailTaken }]);
      const updated = await repo.updateProfile(user.id, { firstName: input.first_name, lastName: input.last_name, email: input.email });
      return toOwnAccount(updated!);
    },

    /** POST /api/account/password/: the current password first; then every other session of the account ends. */
    async changeOwnPassword(actor: Actor, currentPassword: string, newPassword: string): Promise<{ detail: string }> {
      const user = await ownUser(actor);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw bodyFieldErrors([{ field: 'current_password', message: PASSWORD_MESSAGES.currentWrong }]);
      }
      const problem = passwordProblem(newPassword, { username: user.username, email: user.email });
      if (problem) throw bodyFieldErrors([{ field: 'new_password', message: problem }]);
      await repo.setPasswordHash(user.id, await hashPassword(newPassword));
      await auth.endSessionsOf(user.id, actor.sessionId);
      return { detail: OWN_ACCOUNT_MESSAGES.passwordChanged };
    },
  };
}
