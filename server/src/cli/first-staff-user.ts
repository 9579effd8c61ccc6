import type { Database } from '../platform/db/database.ts';
import { outboxOnlyDelivery } from '../platform/mail/mail-delivery.ts';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { createAccountsService } from '../modules/accounts/accounts.service.ts';
import type { NewStaffUser } from '../modules/accounts/first-user.service.ts';
import { createActorCache } from '../modules/auth/actor-cache.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';

/**
 * The command's work, on an open database (tested on both kinds): the accounts area as the server
 * builds it, minus e-mail — the link is printed, not sent.
 */
export async function createFirstStaffUser(db: Database, options: { publicUrl: string; now?: () => Date }, input: NewStaffUser) {
  const now = options.now ?? (() => new Date());
  const auth = createAuthService({ repo: createAuthRepository(db), now, actorCache: createActorCache(0) });
  const accounts = createAccountsService({ repo: createAccountsRepository(db), auth, now, mail: outboxOnlyDelivery, publicUrl: options.publicUrl });
  return accounts.createStaffUser(input);
}
