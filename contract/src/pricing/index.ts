export * from './pricing-admin.ts';
