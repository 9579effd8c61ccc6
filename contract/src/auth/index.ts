export * from './session.ts';
