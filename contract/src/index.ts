export * from './errors.ts';
export * from './money.ts';
export * from './auth.ts';
export * from './trip-status.ts';
export * from './trips.ts';
