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
