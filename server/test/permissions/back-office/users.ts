import { signedIn, staffOnly, type EndpointCase } from '../matrix-cases.ts';

/** The back office's users calls (/api/admin/…): staff only; every other role refused. */
export const usersCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/users/', expect: staffOnly() },
  { method: 'GET', route: '/api/admin/invitations/', expect: staffOnly() },
  // Writes: an invalid body or a missing account, so staff's case changes nothing later cases use.
  { method: 'POST', route: '/api/admin/users/', body: () => ({ username: '' }), expect: signedIn(403, { staff: 422 }) },
  {
    method: 'POST',
    route: '/api/admin/users/:userId/set_active/',
    path: () => '/api/admin/users/2147483000/set_active/',
    body: () => ({ is_active: false }),
    expect: signedIn(403, { staff: 404 }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:userId/set_admin/',
    path: () => '/api/admin/users/2147483000/set_admin/',
    body: () => ({ is_admin: true }),
    expect: signedIn(403, { staff: 404 }),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:userId/send_password_reset/',
    path: () => '/api/admin/users/2147483000/send_password_reset/',
    expect: signedIn(403, { staff: 404 }),
  },
];
