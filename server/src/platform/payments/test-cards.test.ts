import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardOutcome, checkCard, passesLuhn, TEST_CARDS } from './test-cards.ts';

const today = new Date('2030-06-15T10:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** Appends the digit that makes `body` pass Luhn. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('passesLuhn', () => {
  it.each(Object.keys(TEST_CARDS))('accepts the documented test card %s', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(['4242424242424241', '4000000000000001', '1234567812345678', ''])('refuses %s', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), fc.nat(15), fc.integer({ min: 1, max: 9 }), (body, position, change) => {
        const number = withCheckDigit(body);
        const typo = number.slice(0, position) + ((Number(number[position]) + change) % 10) + number.slice(position + 1);
        expect(passesLuhn(typo)).toBe(false);
      }),
    );
  });
});

describe('checkCard (Stripe.js validation, with its messages)', () => {
  it('accepts a complete card, spaces in the number allowed', () => {
    expect(checkCard(valid, today)).toEqual({ ok: true, digits: '4242424242424242' });
  });

  it.each([
    [{ number: '' }, CARD_MESSAGES.numberIncomplete],
    [{ number: '4242 4242 4242' }, CARD_MESSAGES.numberIncomplete],
    [{ number: '4242 4242 4242 4241' }, CARD_MESSAGES.numberInvalid],
    [{ number: '4242-4242-4242-4242' }, CARD_MESSAGES.numberInvalid],
    [{ number: '42424242424242424242' }, CARD_MESSAGES.numberInvalid],
    [{ expiry: '' }, CARD_MESSAGES.expiryIncomplete],
    [{ expiry: '1/3' }, CARD_MESSAGES.expiryIncomplete],
    [{ expiry: '13/34' }, CARD_MESSAGES.expiryMonthInvalid],
    [{ expiry: '00/34' }, CARD_MESSAGES.expiryMonthInvalid],
    [{ expiry: '12/29' }, CARD_MESSAGES.expiryYearPast],
    [{ expiry: '05/30' }, CARD_MESSAGES.expiryDatePast],
    [{ expiry: '12/99' }, CARD_MESSAGES.expiryYearInvalid],
    [{ cvc: '' }, CARD_MESSAGES.cvcIncomplete],
    [{ cvc: '12' }, CARD_MESSAGES.cvcIncomplete],
    [{ cvc: '12a' }, CARD_MESSAGES.cvcIncomplete],
  ])('refuses %o with "%s"', (change, message) => {
    expect(checkCard({ ...valid, ...change }, today)).toEqual({ ok: false, type: 'validation_error', message });
  });

  it('accepts the current month (a card is valid through the end of it) and MMYY without a slash', () => {
    expect(checkCard({ ...valid, expiry: '06/30' }, today).ok).toBe(true);
    expect(checkCard({ ...valid, expiry: '0630' }, today).ok).toBe(true);
  });

  it('wants 15 digits and a 4-digit code for American Express', () => {
    expect(checkCard({ number: '3782 822463 10005', expiry: '12/34', cvc: '1234' }, today).ok).toBe(true);
    expect(checkCard({ number: '3782 822463 10005', expiry: '12/34', cvc: '123' }, today)).toMatchObject({ message: CARD_MESSAGES.cvcIncomplete });
  });

  it('reports the number first, as the form does', () => {
    expect(checkCard({ number: '4242', expiry: '', cvc: '' }, today)).toMatchObject({ message: CARD_MESSAGES.numberIncomplete });
  });
});

describe('cardOutcome (the test cards)', () => {
  it.each([
    ['4242424242424242', { kind: 'succeeds' }],
    ['4000000000000002', { kind: 'declined', message: 'Your card was declined.' }],
    ['4000000000009995', { kind: 'declined', message: 'Your card has insufficient funds.' }],
    ['4000000000000077', { kind: 'processing_then_succeeds' }],
    ['4000002760003184', { kind: 'authentication_fails', message: CARD_MESSAGES.authenticationFailed }],
    // Any other genuine-looking card: declined, never accepted.
    ['5555555555554444', { kind: 'declined', message: 'Your card was declined.' }],
  ])('%s', (digits, outcome) => {
    expect(cardOutcome(digits)).toEqual(outcome);
  });
});
