export * from './business-details.ts';
export * from './setup-checklist.ts';
