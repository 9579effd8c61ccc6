export * from './partner-application.ts';
export * from './partner-review.ts';
