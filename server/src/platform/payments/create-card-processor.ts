import type { CardPaymentSettings } from '../../config.ts';
import type { Database } from '../db/database.ts';
import type { CardProcessor } from './card-processor.ts';
import { createStripeCardProcessor } from './stripe-card-processor.ts';
import { createTestCardProcessor } from './test-card-processor.ts';

/** The card processor configuration asks for: Stripe with its keys, else the offline test processor. */
export function createCardProcessor(settings: { cardPayments: CardPaymentSettings }, deps: { db: Database }): CardProcessor {
  const payments = settings.cardPayments;
  return payments.processor === 'stripe' ? createStripeCardProcessor(payments) : createTestCardProcessor({ db: deps.db });
}

/** A line for the start-up log: which card processor takes payments (never a key). */
export function describeCardProcessor(settings: { cardPayments: CardPaymentSettings }): string {
  const payments = settings.cardPayments;
  if (payments.processor === 'test') return 'the offline TEST card processor (no real money; TEST MODE on the payment page)';
  const mode = payments.secretKey.includes('_live_') ? 'live' : 'test';
  return `Stripe (${mode} mode)`;
}
