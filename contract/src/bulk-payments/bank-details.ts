import { z } from 'zod';
import { BANK_ACCOUNT_MESSAGES, compactBankCode, isValidIban, isValidSwift } from '../common/bank-account.ts';
import { requiredText } from '../common/text-fields.ts';

/**
 * The platform's bank account (settings.bank_info), shown in every bank-transfer modal and e-mail;
 * staff keep it on the Money screen. The holder is the company (COMPANY, ADR 0018), never typed here.
 */

export const BANK_DETAILS_MESSAGES = {
  bankName: 'Enter the bank name.',
  iban: BANK_ACCOUNT_MESSAGES.iban,
  swift: BANK_ACCOUNT_MESSAGES.swift,
} as const;

/** "HR1210010051863000160" → "HR12 1001 0051 8630 0016 0": how banks print it and people read it back. */
export const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** POST /api/admin/bank_details/: each field required and checked; the IBAN is stored grouped in fours. */
export const bankDetailsRequestSchema = z.object({
  bank_name: requiredText(BANK_DETAILS_MESSAGES.bankName, 120),
  iban: z
    .string({ error: BANK_DETAILS_MESSAGES.iban })
    .max(50, BANK_DETAILS_MESSAGES.iban)
    .transform(compactBankCode)
    .refine(isValidIban, BANK_DETAILS_MESSAGES.iban)
    .transform(groupIban),
  swift: z
    .string({ error: BANK_DETAILS_MESSAGES.swift })
    .max(20, BANK_DETAILS_MESSAGES.swift)
    .transform(compactBankCode)
    .refine(isValidSwift, BANK_DETAILS_MESSAGES.swift),
});
export type BankDetailsRequest = z.input<typeof bankDetailsRequestSchema>;

/** GET /api/admin/bank_details/: what transfers show, the holder included. */
export const bankDetailsSchema = z.object({
  bank_name: z.string(),
  iban: z.string(),
  swift: z.string(),
  /** COMPANY.postalAddress: shown, not edited here. */
  account_holder: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;
