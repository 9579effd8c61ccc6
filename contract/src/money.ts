import { z } from 'zod';

/** Money in API responses where the spec lists strings: euros with two decimals, e.g. "123.45". */
export const moneyStringSchema = z.string().regex(/^-?\d+\.\d{2}$/, 'Money must look like 123.45');

/** Integer cents → "123.45". The one conversion at the edge; cents everywhere inside. */
export function centsToEuroString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer cents → euros as a number (for the price breakdown, which the spec lists as numbers). */
export function centsToEuroNumber(cents: number): number {
  return Math.round(cents) / 100;
}
