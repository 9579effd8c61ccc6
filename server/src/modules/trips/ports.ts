// What the trips area offers other areas (server/src/modules/README.md): its service (other
// areas pick the functions they use, e.g. `Pick<TripsService, 'recordDepositPaid'>`; those that
// join the caller's transaction take its `tx` first), the stored trip, and a trip as lists show it.
export type { TripsService } from './trips.service.ts';
export type { DepositOutcome } from './trip-status.service.ts';
export type { TripRow } from './trips.repository.ts';
export { toTripSummary, tripSummaryColumns, type TripSummary, type TripSummaryRow } from './trip-summary.ts';
// What permission checks need from a stored trip, and the one answer for a trip one may not see.
export { tripAccessOf, TRIP_NOT_FOUND } from './trip-access.ts';
// What a viewer sees of a trip beyond the trip itself (the sale, the customer): ADR 0046.
export { tripViewerOf, type TripViewer } from './trip-viewer.ts';
