import type { Database } from '../../platform/db/database.ts';
import type { ServiceLog } from '../../platform/log.ts';
import type { CardProcessor } from '../../platform/payments/card-processor.ts';
import type { PaymentsRepository } from './payments.repository.ts';

export interface CardPaymentWithdrawalDeps {
  repo: PaymentsRepository;
  processor: CardProcessor;
  log: ServiceLog;
  now: () => Date;
}

/**
 * When another way of paying takes over a trip's deposit (a bank transfer), its card payments that
 * can still be paid are withdrawn, so the customer cannot pay the same deposit twice: marked
 * canceled inside the caller's transaction, then canceled at the processor after it commits.
 * If the customer paid in the moment between, the processor's success still arrives through the
 * webhook, is recorded, and is logged as a refund case (payment-events.service.ts).
 */
export function createCardPaymentWithdrawal({ repo, processor, log, now }: CardPaymentWithdrawalDeps) {
  return {
    /** Inside the caller's transaction (`tx`): the intents to cancel at the processor once it commits. */
    async withdrawPayable(tx: Database, tripIds: number[], reason: string): Promise<string[]> {
      if (tripIds.length === 0) return [];
      return repo.joining(tx).withdrawPayable(tripIds, processor.name, reason, now());
    },

    /** After the commit; a failure is logged, not thrown: the bank transfer stands either way. */
    async cancelAtProcessor(providerPaymentIds: string[]): Promise<void> {
      for (const id of providerPaymentIds) {
        try {
          const after = await processor.cancelIntent(id);
          if (after.status !== 'canceled') {
            log.warn({ intent: id, status: after.status }, 'card payment withdrawn for a bank transfer could not be canceled at the processor');
          }
        } catch (error) {
          log.warn({ err: error, intent: id }, 'card payment withdrawn for a bank transfer could not be canceled at the processor');
        }
      }
    },
  };
}

export type CardPaymentWithdrawal = ReturnType<typeof createCardPaymentWithdrawal>;
