export * from './partner-application.ts';
