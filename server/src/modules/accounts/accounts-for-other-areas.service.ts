import type { Database } from '../../platform/db/database.ts';
import type { AccountsRepository } from './accounts.repository.ts';

export interface AccountsForOtherAreasDeps {
  repo: AccountsRepository;
}

/**
 * What other areas do with accounts inside their own transaction (`tx`, first argument): the
 * accounts area alone writes `users` (ADR 0048), so an area that decides about one of its people
 * (an agency admin about an agent) asks it here, and the change commits with the caller's.
 */
export function createAccountsForOtherAreas({ repo }: AccountsForOtherAreasDeps) {
  return {
    /** The user may sign in (or may not); the caller decided it under its own lock of the user. */
    async setUserActiveFor(tx: Database, userId: number, isActive: boolean): Promise<void> {
      await repo.joining(tx).setUserActive(userId, isActive);
    },
  };
}
