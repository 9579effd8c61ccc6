export * from './agents.ts';
export * from './agencies.ts';
