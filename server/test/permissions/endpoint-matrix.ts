import type { insertRoleCast, RoleName } from '../factories.ts';

export type Who = 'anonymous' | RoleName;
export const EVERYONE: Who[] = ['anonymous', 'staff', 'agencyAdmin', 'agent', 'driverAdmin', 'driver', 'noRole'];

/** The objects a case may point at: the cast's own, and a second cast's (foreign) ones. */
export interface MatrixFixture {
  own: Awaited<ReturnType<typeof insertRoleCast>>;
  foreign: Awaited<ReturnType<typeof insertRoleCast>>;
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

const all = (status: number): Record<Who, number> =>
  Object.fromEntries(EVERYONE.map((who) => [who, status])) as Record<Who, number>;
const signedIn = (status: number, others: Partial<Record<Who, number>> = {}): Record<Who, number> => ({
  ...all(status),
  anonymous: 401,
  ...others,
});
const staffOnly = () => signedIn(403, { staff: 200 });

/**
 * For every API endpoint, each role's expected status. A new endpoint without an entry here
 * fails the permission test: deciding who may call it is part of adding it.
 */
export const ENDPOINT_MATRIX: EndpointCase[] = [
  { method: 'GET', route: '/api/health/', expect: all(200) },
  { method: 'GET', route: '/api/auth/', expect: signedIn(200) },
  {
    name: 'wrong password is the same answer for everyone',
    method: 'POST',
    route: '/api/auth/',
    body: (_f, who) => ({ username: `nobody-${who}`, password: 'wrong' }),
    expect: all(400),
  },
  { method: 'DELETE', route: '/api/auth/', expect: all(200) },
  {
    method: 'POST',
    route: '/api/auth_override/',
    body: (f) => ({ agent_id: f.own.users.agent.id }),
    expect: staffOnly(),
  },
  { method: 'DELETE', route: '/api/auth_override/', expect: staffOnly() },
];
