import { z } from 'zod';

/** Money in API responses where the spec lists strings: euros with two decimals, e.g. "123.45". */
export const moneyStringSchema = z.string().regex(/^-?\d+\.\d{2}$/, 'Money must look like 123.45');

/** Integer cents → "123.45". The one conversion at the edge; cents everywhere inside. */
export function centsToEuroString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "123.45" (a money string from the API) → 12345 cents, exactly: no floating-point sums of euros. */
export function euroStringToCents(amount: string): number {
  const [euros = '0', cents = '0'] = amount.replace('-', '').split('.');
  const value = Number(euros) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
}

/** Integer cents → euros as a number (for the price breakdown, which the spec lists as numbers). */
export function centsToEuroNumber(cents: number): number {
  return Math.round(cents) / 100;
}

// One formatter for every price a person reads, on pages and in e-mails: euros, always two
// decimals, comma thousands ('€1,234.50').
const euroFormat = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A euro amount as the API sends it ("1234.5", or a number) → '€1,234.50'; '' when it is not a number. */
export function formatEuros(value: string | number): string {
  if (typeof value === 'string' && value.trim() === '') return '';
  const amount = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(amount) ? euroFormat.format(amount) : '';
}

/** Integer cents → '€1,234.50'. */
export function formatCents(cents: number): string {
  return formatEuros(centsToEuroNumber(cents));
}
