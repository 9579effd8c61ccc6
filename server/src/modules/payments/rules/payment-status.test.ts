import { paymentIntentStatusSchema } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { canMovePayment, statusOfEvent } from './payment-status.ts';

const statuses = paymentIntentStatusSchema.options;

describe('canMovePayment', () => {
  it.each(statuses)('nothing leaves succeeded (→ %s)', (to) => {
    expect(canMovePayment('succeeded', to)).toBe(false);
  });

  it.each(statuses)("a canceled payment only takes the processor's success (money taken before the cancel landed) (→ %s)", (to) => {
    expect(canMovePayment('canceled', to)).toBe(to === 'succeeded');
  });

  it.each([
    ['requires_payment_method', 'processing', true],
    ['requires_payment_method', 'succeeded', true],
    ['processing', 'succeeded', true],
    ['processing', 'requires_payment_method', true],
    // A late "processing" must not reopen anything, nor a repeat count as a move.
    ['processing', 'processing', false],
    ['processing', 'requires_action', false],
    ['requires_payment_method', 'requires_payment_method', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMovePayment(from, to)).toBe(allowed);
  });
});

describe('statusOfEvent', () => {
  it.each([
    ['payment_intent.succeeded', 'succeeded'],
    ['payment_intent.processing', 'processing'],
    ['payment_intent.payment_failed', 'requires_payment_method'],
    ['payment_intent.canceled', 'canceled'],
    ['payment_intent.created', null],
    ['charge.refunded', null],
  ])('%s → %s', (type, status) => {
    expect(statusOfEvent(type)).toBe(status);
  });
});
