export * from './round-trip.ts';
export * from './round-trips-admin.ts';
