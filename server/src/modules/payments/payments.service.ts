import type { CardProcessor } from '../../platform/payments/card-processor.ts';
import type { Database } from '../../platform/db/database.ts';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import { createDepositIntentService, type PaymentsLog } from './deposit-intent.service.ts';
import type { TripDepositPorts } from './payment-ports.ts';
import { createPaymentEventsService } from './payment-events.service.ts';
import { createPaymentsRepository } from './payments.repository.ts';

export interface PaymentsServiceDeps {
  db: Database;
  processor: CardProcessor;
  /** From the trips area: lock a trip and record its paid deposit inside the payment's transaction. */
  trips: TripDepositPorts;
  publicUrl: string;
  mail: MailDelivery;
  log: PaymentsLog;
  now: () => Date;
}

/** The card deposit: creating the intent for the public trip page, and applying the processor's events. */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const repo = createPaymentsRepository(deps.db);
  return {
    ...createDepositIntentService({ ...deps, repo }),
    ...createPaymentEventsService({ ...deps, repo }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
