import type { users } from '../src/db/schema/index.ts';
import type { Actor } from '../src/platform/permissions/actor.ts';

/** The Actor a signed-in `user` becomes (no impersonation), for calling services directly. */
export function actorOf(user: typeof users.$inferSelect, companyId: number | null = null): Actor {
  return {
    userId: user.id,
    realUserId: user.id,
    realIsStaff: user.isStaff,
    sessionId: 0,
    firstName: user.firstName,
    lastName: user.lastName,
    isStaff: user.isStaff,
    isAgent: user.isAgent,
    isAgencyAdmin: user.isAgencyAdmin,
    isDriver: user.isDriver,
    isDriverAdmin: user.isDriverAdmin,
    agencyId: user.agencyId,
    driverId: user.driverId,
    companyId,
  };
}
