import type { users } from '../src/db/schema/index.ts';
import { actorForUser, type Actor } from '../src/platform/permissions/actor.ts';

/** The Actor a signed-in `user` becomes (no impersonation), for calling services directly. */
export function actorOf(user: typeof users.$inferSelect, companyId: number | null = null): Actor {
  return actorForUser(user, 0, companyId);
}
