export * from './quote-requests.ts';
export * from './quote-responses.ts';
export * from './stop-time.ts';
