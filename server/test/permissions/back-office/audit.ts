import { staffOnly, type EndpointCase } from '../matrix-cases.ts';

/** The back office's audit calls (/api/admin/…): staff only; every other role refused. */
export const auditCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/audit/', expect: staffOnly() },
  {
    name: 'one trip’s lines',
    method: 'GET',
    route: '/api/admin/audit/',
    path: (f) => `/api/admin/audit/?subject_type=trip&subject_id=${f.trips.own.assigned.trip.id}`,
    expect: staffOnly(),
  },
  { method: 'GET', route: '/api/admin/audit/kinds/', expect: staffOnly() },
  { method: 'GET', route: '/api/admin/audit/actors/', expect: staffOnly() },
];
