export * from './trip-form-options.ts';
export * from './ad-hoc-driver.ts';
