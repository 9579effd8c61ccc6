export * from './offer-trip.ts';
