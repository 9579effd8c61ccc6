/**
 * Who is acting on a request, after staff impersonation is applied. Services receive it and
 * pass it to `can()`; they never read role flags from anywhere else.
 */
export interface Actor {
  /** The user whose rights apply (the impersonated agent or driver user while an override is on). */
  userId: number;
  /** The user who signed in; differs from userId only under a staff override. */
  realUserId: number;
  /** Staff right of the signed-in user, kept under an override so staff can end it. */
  realIsStaff: boolean;
  sessionId: number;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isAgent: boolean;
  isAgencyAdmin: boolean;
  isDriver: boolean;
  isDriverAdmin: boolean;
  agencyId: number | null;
  driverId: number | null;
  companyId: number | null;
}

/**
 * Every role off, with the ids roles come with: an actor without rights. A staff override starts
 * from it and takes on only the impersonated user's roles.
 */
export const NO_ROLES = {
  isStaff: false,
  isAgent: false,
  isAgencyAdmin: false,
  isDriver: false,
  isDriverAdmin: false,
  agencyId: null,
  driverId: null,
  companyId: null,
} as const satisfies Partial<Actor>;

/** The role fields of a user row that an actor is made of. */
export type ActorUserFields = { id: number } & Pick<
  Actor,
  'firstName' | 'lastName' | 'isStaff' | 'isAgent' | 'isAgencyAdmin' | 'isDriver' | 'isDriverAdmin' | 'agencyId' | 'driverId'
>;

/** The actor a signed-in user is, without impersonation. */
export function actorForUser(user: ActorUserFields, sessionId: number, companyId: number | null): Actor {
  return {
    userId: user.id,
    realUserId: user.id,
    realIsStaff: user.isStaff,
    sessionId,
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
