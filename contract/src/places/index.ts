export * from './place-search.ts';
