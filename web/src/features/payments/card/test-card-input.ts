// Keyboard-friendly input for the TEST MODE card form: digits only, grouped as printed on a card.

const CARD_NUMBER_MAX_DIGITS = 19;

/** "4242424242424242" → "4242 4242 4242 4242"; anything but digits is dropped. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12/34": the slash comes by itself after the month, and goes with a backspace. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** The offline test processor's cards and what each does (its outcomes match Stripe's test cards). */
export const TEST_CARDS: ReadonlyArray<{ number: string; outcome: string }> = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
  { number: '4000 0000 0000 0077', outcome: 'Processing, then succeeds' },
  { number: '4000 0027 6000 3184', outcome: 'Authentication fails' },
];

/** The card form's boxes, named as the request names them: what browsers autofill into each, and how typing is shaped. */
export const CARD_INPUTS = {
  card_number: { label: 'Card number', name: 'cardnumber', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', format: formatCardNumber },
  expiry: { label: 'Expiry (MM/YY)', name: 'exp-date', autoComplete: 'cc-exp', placeholder: 'MM/YY', format: formatExpiry },
  cvc: { label: 'CVC', name: 'cvc', autoComplete: 'cc-csc', placeholder: 'CVC', format: formatCvc },
} as const;

export type CardInput = keyof typeof CARD_INPUTS;
