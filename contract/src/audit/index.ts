export * from './audit-log.ts';
