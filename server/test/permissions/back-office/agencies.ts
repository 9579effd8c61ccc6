import { signedIn, staffOnly, type EndpointCase } from '../matrix-cases.ts';

/** The back office's agencies calls (/api/admin/…): staff only; every other role refused. */
export const agenciesCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/agencies/', expect: staffOnly() },
  { method: 'GET', route: '/api/admin/agencies/:agencyId/', path: (f) => `/api/admin/agencies/${f.own.agency.id}/`, expect: staffOnly() },
  // Writes: an invalid body or a missing agency, so staff's case changes nothing later cases use.
  { method: 'POST', route: '/api/admin/agencies/', body: () => ({ name: '', commission_percent: 10 }), expect: signedIn(403, { staff: 422 }) },
  {
    method: 'POST',
    route: '/api/admin/agencies/:agencyId/',
    path: () => '/api/admin/agencies/2147483000/',
    body: () => ({ name: 'Nobody', commission_percent: 10 }),
    expect: signedIn(403, { staff: 404 }),
  },
  {
    method: 'POST',
    route: '/api/admin/agencies/:agencyId/set_active/',
    path: () => '/api/admin/agencies/2147483000/set_active/',
    body: () => ({ is_active: false }),
    expect: signedIn(403, { staff: 404 }),
  },
];
