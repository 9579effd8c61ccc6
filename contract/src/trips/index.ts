export * from './trip-rules.ts';
export * from './trip-fields.ts';
export * from './saved-trip-fields.ts';
export * from './list.ts';
export * from './stats.ts';
export * from './booking.ts';
export * from './editing.ts';
export * from './public-trip.ts';
