import { staffOnly, type EndpointCase } from '../matrix-cases.ts';

/** The back office's trips calls (/api/admin/…): staff only; every other role refused. */
export const tripsCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/trips/', expect: staffOnly() },
  {
    name: 'another cast’s trip',
    method: 'GET',
    route: '/api/admin/trips/:tripId/',
    path: (f) => `/api/admin/trips/${f.trips.foreign.assigned.trip.id}/`,
    expect: staffOnly(),
  },
  {
    name: 'a missing trip',
    method: 'GET',
    route: '/api/admin/trips/:tripId/',
    path: () => '/api/admin/trips/2147483647/',
    expect: { ...staffOnly(), staff: 404 },
  },
];
