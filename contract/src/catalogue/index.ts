export * from './vehicle-types.ts';
export * from './poi-categories.ts';
export * from './vehicle-types-admin.ts';
export * from './poi-categories-admin.ts';
export * from './points-of-interest-admin.ts';
