export * from './outbox-messages.ts';
