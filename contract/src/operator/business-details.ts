import { z } from 'zod';
import { compactBankCode } from '../common/bank-account.ts';
import { requiredText } from '../common/text-fields.ts';

/**
 * The operator's own legal identity (settings.business_details): who runs this installation of
 * Vozimo, as e-mail footers and the bank-transfer documents name it (ADR 0055). Staff keep it on
 * Admin → Business details; a fresh install starts with every field empty.
 *
 * GET /api/admin/business_details/ · POST /api/admin/business_details/
 */

export const BUSINESS_DETAILS_MESSAGES = {
  legalName: 'Enter the legal name of your business.',
  streetAddress: 'Enter the street address.',
  postalCode: 'Enter the postal code.',
  city: 'Enter the town or city.',
  country: 'Enter the country.',
  vatNumber: 'Enter the VAT number with its country prefix (e.g. HR12345678901).',
  supportEmail: 'Invalid email format.',
} as const;

/**
 * An EU VAT number as VIES writes it: the country's two letters, then 2 to 13 letters and digits.
 * The check digits differ by country, so only the shape is checked: it catches a missing prefix
 * or a pasted sentence, not a wrong digit.
 */
export const isVatNumberShape = (vat: string) => /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat);

/** POST /api/admin/business_details/: every field required; the VAT number is stored compact, in capitals. */
export const businessDetailsRequestSchema = z.object({
  legal_name: requiredText(BUSINESS_DETAILS_MESSAGES.legalName, 120),
  street_address: requiredText(BUSINESS_DETAILS_MESSAGES.streetAddress, 120),
  postal_code: requiredText(BUSINESS_DETAILS_MESSAGES.postalCode, 20),
  city: requiredText(BUSINESS_DETAILS_MESSAGES.city, 80),
  country: requiredText(BUSINESS_DETAILS_MESSAGES.country, 80),
  vat_number: z
    .string({ error: BUSINESS_DETAILS_MESSAGES.vatNumber })
    .max(30, BUSINESS_DETAILS_MESSAGES.vatNumber)
    .transform(compactBankCode)
    .refine(isVatNumberShape, BUSINESS_DETAILS_MESSAGES.vatNumber),
  support_email: z
    .string({ error: BUSINESS_DETAILS_MESSAGES.supportEmail })
    .trim()
    .max(254, BUSINESS_DETAILS_MESSAGES.supportEmail)
    .pipe(z.email({ error: BUSINESS_DETAILS_MESSAGES.supportEmail })),
});
export type BusinessDetailsRequest = z.input<typeof businessDetailsRequestSchema>;

/** GET /api/admin/business_details/: what is stored, '' for a field never set. */
export const businessDetailsSchema = z.object({
  legal_name: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  vat_number: z.string(),
  support_email: z.string(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

export const BUSINESS_DETAILS_FIELDS = ['legal_name', 'street_address', 'postal_code', 'city', 'country', 'vat_number', 'support_email'] as const;

/** A fresh install's: nothing set. */
export const EMPTY_BUSINESS_DETAILS: BusinessDetails = Object.fromEntries(BUSINESS_DETAILS_FIELDS.map((field) => [field, ''])) as BusinessDetails;

/** Whether every field is set: what the setup checklist asks for, and what e-mails and transfers need. */
export const businessDetailsComplete = (details: BusinessDetails) => BUSINESS_DETAILS_FIELDS.every((field) => details[field].trim() !== '');

/** The postal address one line each, the legal name first, as a letter is addressed; lines not set are left out. */
export function businessAddressLines(details: BusinessDetails): string[] {
  const town = `${details.postal_code} ${details.city}`.trim();
  return [details.legal_name, details.street_address, town, details.country].map((line) => line.trim()).filter((line) => line !== '');
}

/**
 * The same on one line: what a bank transfer names as its account holder and an e-mail's footer
 * signs with. Empty until the legal name is set, as an address without a name holds no account.
 */
export function businessPostalAddress(details: BusinessDetails): string {
  return details.legal_name.trim() === '' ? '' : businessAddressLines(details).join(', ');
}

/**
 * "Vozimo d.o.o., Put Supavla 1, 21000 Split, Croatia · VAT HR69435151530 · support@vozimo.com":
 * how every e-mail signs off; the parts not set are left out.
 */
export function businessFooterLine(details: BusinessDetails): string {
  const vat = details.vat_number.trim();
  return [businessPostalAddress(details), vat ? `VAT ${vat}` : '', details.support_email.trim()].filter((part) => part !== '').join(' · ');
}
