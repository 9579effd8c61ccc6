import { z } from 'zod';

/**
 * Bank account fields as staff type them: an IBAN checked by its check digits (ISO 13616, mod 97),
 * so a mistyped digit is caught before Vozimo pays money to a stranger, and a SWIFT/BIC checked by
 * its shape (ISO 9362: bank, country, location, optional branch). Spaces are dropped and letters
 * upper-cased, as banks print them in groups of four.
 */

export const BANK_ACCOUNT_MESSAGES = {
  iban: 'Enter a valid IBAN: two letters, two check digits and the account number, with matching check digits.',
  swift: 'Enter a valid SWIFT/BIC: 8 or 11 letters and digits (e.g. ZABAHR2X).',
} as const;

/** "hr12 1001 …" → "HR121001…". */
export const compactBankCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether a compacted IBAN has a valid shape and check digits (mod 97 of the rearranged number is 1). */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Letters count as two digits (A = 10 … Z = 35); the remainder is folded as we go so it stays small.
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Whether a compacted SWIFT/BIC has the shape of one: 4 letters (bank), 2 (country), 2 letters or digits, and optionally 3 more. */
export function isValidSwift(swift: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift);
}

/** An IBAN field: empty, or a valid IBAN (compacted). */
export const optionalIbanSchema = z
  .string()
  .max(50, BANK_ACCOUNT_MESSAGES.iban)
  .transform(compactBankCode)
  .refine((value) => value === '' || isValidIban(value), BANK_ACCOUNT_MESSAGES.iban)
  .optional()
  .default('');

/** A SWIFT/BIC field: empty, or a valid one (compacted). */
export const optionalSwiftSchema = z
  .string()
  .max(20, BANK_ACCOUNT_MESSAGES.swift)
  .transform(compactBankCode)
  .refine((value) => value === '' || isValidSwift(value), BANK_ACCOUNT_MESSAGES.swift)
  .optional()
  .default('');
