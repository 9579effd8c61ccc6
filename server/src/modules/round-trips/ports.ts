// What the round-trips area offers other areas (server/src/modules/README.md): its service, a
// round trip as pricing reads it, and the place it starts and ends at.
export type { RoundTripsService } from './round-trips.service.ts';
export type { RoundTripRecord } from './round-trips.repository.ts';
export { startLocationOf } from './round-trips.service.ts';
export type { RoundTripsAdminService } from './round-trips-admin.service.ts';
