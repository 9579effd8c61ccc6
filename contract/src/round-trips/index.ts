export * from './round-trip.ts';
