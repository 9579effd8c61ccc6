/**
 * The offline test processor's card rules: the checks a card form and a card network make, with
 * Stripe's messages, and what each of Stripe's documented test cards does (docs/payments.md).
 * Pure: the date is passed in.
 */

export interface CardDetails {
  /** Digits, spaces allowed. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/** Stripe.js's validation errors (before any request) and card errors (from the network). */
export type CardCheck =
  | { ok: true; digits: string }
  | { ok: false; type: 'validation_error'; message: string };

/** What the processor does with a valid card. */
export type CardOutcome =
  | { kind: 'succeeds' }
  /** Declined at once; the form shows the message and the intent stays payable. */
  | { kind: 'declined'; message: string }
  /** The bank takes a while: processing now, succeeded a few seconds later. */
  | { kind: 'processing_then_succeeds' }
  /** 3-D Secure is required and the customer fails it after the redirect. */
  | { kind: 'authentication_fails'; message: string };

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** Stripe's test cards (https://docs.stripe.com/testing) that the test processor imitates. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000000000000002': { kind: 'declined', message: CARD_MESSAGES.declined },
  '4000000000009995': { kind: 'declined', message: CARD_MESSAGES.insufficientFunds },
  '4000000000000077': { kind: 'processing_then_succeeds' },
  '4000002760003184': { kind: 'authentication_fails', message: CARD_MESSAGES.authenticationFailed },
};

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

function checkNumber(number: string): string | null {
  const digits = number.replace(/\s+/g, '');
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  const expectedLength = isAmex(digits) ? 15 : 16;
  if (digits.length < expectedLength) return CARD_MESSAGES.numberIncomplete;
  if (digits.length > 19 || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return null;
}

function checkExpiry(expiry: string, today: { year: number; month: number }): string | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return CARD_MESSAGES.expiryIncomplete;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  if (year < today.year) return CARD_MESSAGES.expiryYearPast;
  if (year === today.year && month < today.month) return CARD_MESSAGES.expiryDatePast;
  // Cards are not issued for more than about 20 years; Stripe.js refuses 50 years ahead.
  if (year > today.year + 50) return CARD_MESSAGES.expiryYearInvalid;
  return null;
}

function checkCvc(cvc: string, digits: string): string | null {
  const expected = isAmex(digits) ? 4 : 3;
  return new RegExp(`^\\d{${expected}}$`).test(cvc.trim()) ? null : CARD_MESSAGES.cvcIncomplete;
}

/**
 * The form's checks, in Stripe.js's order (number, expiry, security code). `now` decides which
 * expiry dates are past, by the calendar month in UTC (a card is valid through its month's end).
 */
export function checkCard(card: CardDetails, now: Date): CardCheck {
  const numberProblem = checkNumber(card.number);
  if (numberProblem) return { ok: false, type: 'validation_error', message: numberProblem };
  const digits = card.number.replace(/\s+/g, '');
  const expiryProblem = checkExpiry(card.expiry, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
  if (expiryProblem) return { ok: false, type: 'validation_error', message: expiryProblem };
  const cvcProblem = checkCvc(card.cvc, digits);
  if (cvcProblem) return { ok: false, type: 'validation_error', message: cvcProblem };
  return { ok: true, digits };
}

/** What a valid card does: a documented test card's behaviour, any other card is declined. */
export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? { kind: 'declined', message: CARD_MESSAGES.declined };
}
