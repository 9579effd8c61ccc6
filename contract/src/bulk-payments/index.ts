export * from './pending-trips.ts';
export * from './bulk-payment.ts';
export * from './mark-paid.ts';
export * from './bank-details.ts';
