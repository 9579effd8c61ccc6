export * from './card-processor.ts';
export * from './payment-intent.ts';
export * from './test-processor.ts';
