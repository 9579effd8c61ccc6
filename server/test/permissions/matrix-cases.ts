// The shape of a permission case and the expectations most cases use; the matrix and its
// back-office parts (back-office/*.ts) are built from these.
import type { insertRoleCast, RoleName } from '../factories.ts';
import type { CastTrips } from '../trip-factories.ts';
import type { CastBulkPayments } from '../bulk-payment-factories.ts';

export type Who = 'anonymous' | RoleName;
export const EVERYONE: Who[] = ['anonymous', 'staff', 'agencyAdmin', 'agent', 'driverAdmin', 'driver', 'noRole'];

/** The objects a case may point at: the cast's own, and a second cast's (foreign) ones. */
export interface MatrixFixture {
  own: Awaited<ReturnType<typeof insertRoleCast>>;
  foreign: Awaited<ReturnType<typeof insertRoleCast>>;
  /** Each cast's trips: its agent's draft, and a confirmed trip assigned to its plain driver. */
  trips: { own: CastTrips; foreign: CastTrips };
  /** Each cast's unpaid bank transfers: its agent's, its agency admin's, and one for staff to mark paid. */
  bulkPayments: { own: CastBulkPayments; foreign: CastBulkPayments };
}

export interface EndpointCase {
  /** What this case checks, when one endpoint has several (own vs foreign object). */
  name?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (with :params); `path` fills them in. */
  route: string;
  path?: (f: MatrixFixture) => string;
  body?: (f: MatrixFixture, who: Who) => unknown;
  expect: Record<Who, number>;
}

export const all = (status: number): Record<Who, number> =>
  Object.fromEntries(EVERYONE.map((who) => [who, status])) as Record<Who, number>;
export const signedIn = (status: number, others: Partial<Record<Who, number>> = {}): Record<Who, number> => ({
  ...all(status),
  anonymous: 401,
  ...others,
});
export const staffOnly = () => signedIn(403, { staff: 200 });

