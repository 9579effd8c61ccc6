export * from './vehicle-types.ts';
export * from './poi-categories.ts';
