export * from './agents.ts';
