export * from './offer-trip.ts';
export * from './claims.ts';
export * from './payout-steps.ts';
