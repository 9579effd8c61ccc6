import { signedIn, staffOnly, type EndpointCase } from '../matrix-cases.ts';

const UNKNOWN = 2147483647;

/** The back office's partners calls (/api/admin/…): staff only; every other role refused. */
export const partnersCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/partner_applications/', expect: staffOnly() },
  {
    name: 'an unknown application',
    method: 'GET',
    route: '/api/admin/partner_applications/:applicationId/',
    path: () => `/api/admin/partner_applications/${UNKNOWN}/`,
    expect: signedIn(403, { staff: 404 }),
  },
  {
    name: 'a document of an unknown application',
    method: 'GET',
    route: '/api/admin/partner_applications/:applicationId/files/:kind/',
    path: () => `/api/admin/partner_applications/${UNKNOWN}/files/business_license/`,
    expect: signedIn(403, { staff: 404 }),
  },
  {
    name: 'an unknown application',
    method: 'POST',
    route: '/api/admin/partner_applications/:applicationId/approve/',
    path: () => `/api/admin/partner_applications/${UNKNOWN}/approve/`,
    expect: signedIn(403, { staff: 404 }),
  },
  {
    name: 'without a reason',
    method: 'POST',
    route: '/api/admin/partner_applications/:applicationId/reject/',
    path: () => `/api/admin/partner_applications/${UNKNOWN}/reject/`,
    body: () => ({ reason: '' }),
    expect: signedIn(403, { staff: 422 }),
  },
];
