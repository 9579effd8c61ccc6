import type { CardProcessor } from '@vozimo/contract';

/** The card payments area's query keys: a trip's open payment, and a payment's status at the provider. */
export const paymentsKeys = {
  all: ['payments'] as const,
  intent: (tripId: number, token: string) => ['payments', 'intent', tripId, token] as const,
  intentStatus: (processor: CardProcessor, clientSecret: string) => ['payments', 'intent-status', processor, clientSecret] as const,
};
