import { signedIn, staffOnly, type EndpointCase } from '../matrix-cases.ts';

/** The back office's companies calls (/api/admin/…): staff only; every other role refused. */
export const companiesCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/companies/', expect: staffOnly() },
  { method: 'GET', route: '/api/admin/companies/:companyId/', path: (f) => `/api/admin/companies/${f.own.company.id}/`, expect: staffOnly() },
  // Writes: an invalid body or a missing company, so staff's case changes nothing later cases use.
  { method: 'POST', route: '/api/admin/companies/', body: () => ({ company_name: '' }), expect: signedIn(403, { staff: 422 }) },
  {
    method: 'POST',
    route: '/api/admin/companies/:companyId/',
    path: () => '/api/admin/companies/2147483000/',
    body: () => ({ company_name: 'Nobody' }),
    expect: signedIn(403, { staff: 404 }),
  },
  {
    method: 'POST',
    route: '/api/admin/companies/:companyId/set_active/',
    path: () => '/api/admin/companies/2147483000/set_active/',
    body: () => ({ is_active: false }),
    expect: signedIn(403, { staff: 404 }),
  },
  {
    method: 'POST',
    route: '/api/admin/companies/:companyId/invite_admin/',
    path: () => '/api/admin/companies/2147483000/invite_admin/',
    body: () => ({ email: 'nobody@example.com', first_name: 'No', last_name: 'Body' }),
    expect: signedIn(403, { staff: 404 }),
  },
];
