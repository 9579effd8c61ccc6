import type { Database } from '../../platform/db/database.ts';
import type { ServiceLog } from '../../platform/log.ts';
import type { CardProcessor } from '../../platform/payments/card-processor.ts';
import type { PayableIntent, PaymentsRepository } from './payments.repository.ts';

export interface CardPaymentWithdrawalDeps {
  repo: PaymentsRepository;
  processor: CardProcessor;
  log: ServiceLog;
  now: () => Date;
}

export type { PayableIntent };

/**
 * When another way of paying takes over a trip's deposit (a bank transfer), its card payments that
 * can still be paid are withdrawn, so the customer cannot pay the same deposit twice
 * (docs/decisions/0022-one-payment-path.md). The processor decides the race with the customer's
 * card: an intent it canceled can never be paid, one it could not cancel (paid, or with the bank)
 * stops the transfer. So the caller cancels at the processor first (outside any transaction) and
 * only then, under the trips' locks, marks them canceled and creates the transfer; a payable intent
 * it did not cancel means a card payment started meanwhile, and the transfer is refused.
 */
export function createCardPaymentWithdrawal({ repo, processor, log, now }: CardPaymentWithdrawalDeps) {
  return {
    /** The trips' card payments a customer could still pay (read under the caller's locks, `tx`). */
    async listPayable(tx: Database, tripIds: number[]): Promise<PayableIntent[]> {
      if (tripIds.length === 0) return [];
      return repo.joining(tx).listPayable(tripIds, processor.name);
    },

    /**
     * Cancels the intents at the processor, outside any transaction; answers those it could not
     * cancel: the customer paid or is paying them, or the processor failed (so nothing is assumed).
     */
    async cancelAtProcessor(intents: PayableIntent[]): Promise<PayableIntent[]> {
      const notCanceled: PayableIntent[] = [];
      for (const intent of intents) {
        try {
          const after = await processor.cancelIntent(intent.providerPaymentId);
          if (after.status === 'canceled') continue;
          log.warn({ intent: intent.providerPaymentId, status: after.status }, 'card payment could not be withdrawn for a bank transfer');
        } catch (error) {
          log.warn({ err: error, intent: intent.providerPaymentId }, 'card payment could not be withdrawn for a bank transfer');
        }
        notCanceled.push(intent);
      }
      return notCanceled;
    },

    /** Inside the caller's transaction (`tx`): marks the trips' payable card payments canceled; answers them. */
    async withdrawPayable(tx: Database, tripIds: number[], reason: string): Promise<PayableIntent[]> {
      if (tripIds.length === 0) return [];
      return repo.joining(tx).withdrawPayable(tripIds, processor.name, reason, now());
    },
  };
}

export type CardPaymentWithdrawal = ReturnType<typeof createCardPaymentWithdrawal>;
