// The contract between server and web, one folder per area (docs/architecture.md) plus common/.
export * from './common/index.ts';
export * from './auth/index.ts';
export * from './trips/index.ts';
export * from './quotes/index.ts';
export * from './places/index.ts';
export * from './catalogue/index.ts';
export * from './pricing/index.ts';
export * from './round-trips/index.ts';
export * from './fleet/index.ts';
export * from './offers/index.ts';
export * from './partners/index.ts';
export * from './payments/index.ts';
export * from './bulk-payments/index.ts';
export * from './outbox/index.ts';
export * from './agents/index.ts';
export * from './accounts/index.ts';
export * from './audit/index.ts';
