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

/**
 * An amount as every price a person reads is written, on pages and in e-mails: euros, always two
 * decimals, comma thousands ('€1,234.50', '-€20.00'). Exactly what `Intl.NumberFormat('en-IE',
 * { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 })`
 * writes (money.test.ts compares the two over the whole range of numbers), without Intl: the first
 * Intl formatter a page makes loads the browser's locale data, a long task of the trip page's first
 * render on a phone (docs/performance.md, "Lighthouse"). Like Intl, it rounds half away from zero the
 * shortest decimal that names the number (1.005 → 1.01), with BigInt for amounts past 2^53.
 */
function formatEuroAmount(amount: number): string {
  const negative = amount < 0 || Object.is(amount, -0);
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  // The decimal digits and where the point falls among them (String() writes 1e21 and 1e-7 with an exponent).
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point + 3, '0');
  const cents = BigInt(digits.slice(0, point + 2)) + (digits[point + 2]! >= '5' ? 1n : 0n);
  const text = cents.toString().padStart(3, '0');
  const euros = text.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}€${euros}.${text.slice(-2)}`;
}

/** A euro amount as the API sends it ("1234.5", or a number) → '€1,234.50'; '' when it is not a number. */
export function formatEuros(value: string | number): string {
  if (typeof value === 'string' && value.trim() === '') return '';
  const amount = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(amount) ? formatEuroAmount(amount) : '';
}

/** Integer cents → '€1,234.50'. */
export function formatCents(cents: number): string {
  return formatEuros(centsToEuroNumber(cents));
}
