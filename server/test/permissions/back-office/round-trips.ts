import { signedIn, staffOnly, type EndpointCase } from '../matrix-cases.ts';

/**
 * The back office's round trips (/api/admin/round_trips/…): staff only. Writes point at a missing
 * id (404) or send JSON to a multipart form (415), so no case changes a round trip agents list.
 */
export const roundTripsCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/round_trips/', expect: staffOnly() },
  { method: 'GET', route: '/api/admin/round_trips/:id/', path: () => '/api/admin/round_trips/999999/', expect: signedIn(403, { staff: 404 }) },
  { method: 'POST', route: '/api/admin/round_trips/', body: () => ({}), expect: signedIn(403, { staff: 415 }) },
  { method: 'POST', route: '/api/admin/round_trips/:id/', path: () => '/api/admin/round_trips/999999/', body: () => ({}), expect: signedIn(403, { staff: 415 }) },
  { method: 'POST', route: '/api/admin/round_trips/:id/set_active/', path: () => '/api/admin/round_trips/999999/set_active/', body: () => ({ is_active: false }), expect: signedIn(403, { staff: 404 }) },
];
