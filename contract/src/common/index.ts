export * from './errors.ts';
export * from './ids.ts';
export * from './money.ts';
export * from './pagination.ts';
export * from './text-fields.ts';
export * from './trip-status.ts';
export * from './zagreb-time.ts';
export * from './company.ts';
