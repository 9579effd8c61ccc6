import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createCardProcessor, describeCardProcessor } from './create-card-processor.ts';

// Neither processor touches the database or the network when it is created.
const db = {} as Database;
const stripe = { processor: 'stripe' as const, secretKey: 'sk_live_51Secret', publishableKey: 'pk_live_51Public', webhookSecret: 'whsec_x' };

describe('createCardProcessor', () => {
  it('is the offline test processor without Stripe keys, Stripe with them', () => {
    expect(createCardProcessor({ cardPayments: { processor: 'test' } }, { db })).toMatchObject({ name: 'test', publishableKey: null });
    expect(createCardProcessor({ cardPayments: stripe }, { db })).toMatchObject({ name: 'stripe', publishableKey: 'pk_live_51Public' });
  });

  it('names the processor in the start-up line, never a key', () => {
    expect(describeCardProcessor({ cardPayments: { processor: 'test' } })).toBe('the offline TEST card processor (no real money; TEST MODE on the payment page)');
    const line = describeCardProcessor({ cardPayments: stripe });
    expect(line).toBe('Stripe (live mode)');
    expect(describeCardProcessor({ cardPayments: { ...stripe, secretKey: 'sk_test_51Secret' } })).toBe('Stripe (test mode)');
  });
});
