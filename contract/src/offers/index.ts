export * from './offer-trip.ts';
export * from './claims.ts';
