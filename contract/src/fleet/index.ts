export * from './trip-form-options.ts';
export * from './ad-hoc-driver.ts';
export * from './fleet-documents.ts';
export * from './fleet-records.ts';
export * from './driver-form.ts';
export * from './vehicle-form.ts';
export * from './companies.ts';
export * from './fleet-approvals.ts';
