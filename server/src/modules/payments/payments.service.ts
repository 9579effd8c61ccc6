import { createDepositIntentService } from './deposit-intent.service.ts';
import { createPaymentEventsService } from './payment-events.service.ts';
import type { PaymentsDeps } from './payments-deps.ts';

/** The card deposit: creating the intent for the public trip page, and applying the processor's events. */
export function createPaymentsService(deps: PaymentsDeps) {
  return {
    ...createDepositIntentService(deps),
    ...createPaymentEventsService(deps),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
