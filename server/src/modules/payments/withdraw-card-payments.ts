import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import type { CardProcessor } from '../../platform/payments/card-processor.ts';
import type { PaymentsLog } from './deposit-intent.service.ts';
import { PAYABLE_STATUSES } from './rules/payment-status.ts';

/**
 * When another way of paying takes over a trip's deposit (a bank transfer), its card payments that
 * can still be paid are withdrawn, so the customer cannot pay the same deposit twice: marked
 * canceled inside the caller's transaction, then canceled at the processor after it commits.
 * If the customer paid in the moment between, the processor's success still arrives through the
 * webhook, is recorded, and is logged as a refund case (payment-events.service.ts).
 */
export function createCardPaymentWithdrawal({ processor, log, now }: { processor: CardProcessor; log: PaymentsLog; now: () => Date }) {
  return {
    /** Inside the caller's transaction: the intents to cancel at the processor once it commits. */
    async withdrawPayable(db: Database, tripIds: number[], reason: string): Promise<string[]> {
      if (tripIds.length === 0) return [];
      const rows = await db
        .update(payments)
        .set({ status: 'canceled', lastError: reason, updatedAt: now() })
        .where(and(inArray(payments.tripId, tripIds), eq(payments.provider, processor.name), inArray(payments.status, [...PAYABLE_STATUSES])))
        .returning({ providerPaymentId: payments.providerPaymentId });
      return rows.map((row) => row.providerPaymentId);
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
