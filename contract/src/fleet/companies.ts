import { z } from 'zod';
import { optionalIbanSchema, optionalSwiftSchema } from '../common/bank-account.ts';
import { rowIdParamSchema } from '../common/ids.ts';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { isEmailOrEmpty, optionalText, requiredText, trimmedText } from '../common/text-fields.ts';

/**
 * The back office's Companies (issue 15, docs/decisions/0023-back-office.md): driver companies
 * with their details and payout bank account, created, edited and (de)activated by staff.
 *
 * GET /api/admin/companies/?search&limit&offset · GET /api/admin/companies/{companyId}/ ·
 * POST /api/admin/companies/ · POST /api/admin/companies/{companyId}/ ·
 * POST /api/admin/companies/{companyId}/set_active/
 */

export const COMPANY_FORM_MESSAGES = {
  companyName: 'Company name is required.',
  email: 'Invalid email format.',
  accountHolder: 'Account holder is required for a payout account.',
  ibanRequired: 'IBAN is required for a payout account.',
  adHocInactive: 'The ad-hoc drivers company cannot be deactivated: staff assign its drivers from the trip form.',
  notFound: 'Company not found.',
  inviteInactive: 'The company is deactivated: reactivate it before inviting its admin.',
} as const;

export const COMPANIES_SCREEN_TEXT = {
  title: 'Companies',
  loadFailed: 'There was an error with loading companies.',
  empty: 'No companies match.',
  created: 'The company is created.',
  saved: 'The company is saved.',
  deactivated: 'The company is deactivated: its admins see no offers and its drivers and vehicles cannot be assigned.',
  activated: 'The company is active again.',
  invited: (email: string) => `Invitation sent to ${email}. The company's admin opens their account from the e-mail.`,
} as const;

const optionalEmail = trimmedText(254)
  .optional()
  .default('')
  .refine((value) => isEmailOrEmpty(value), COMPANY_FORM_MESSAGES.email);

/** POST /api/admin/companies/ and …/{companyId}/: the company's details and its payout account. */
export const companyFormSchema = z
  .object({
    company_name: requiredText(COMPANY_FORM_MESSAGES.companyName, 200),
    address: optionalText(300),
    vat: optionalText(50),
    legal_representative: optionalText(200),
    email: optionalEmail,
    phone_number: optionalText(30),
    whatsapp: optionalText(30),
    country: optionalText(100),
    hometown: optionalText(100),
    payout_account_holder: optionalText(200),
    payout_iban: optionalIbanSchema,
    payout_swift: optionalSwiftSchema,
  })
  // A payout account is all or nothing but the SWIFT (domestic SEPA payments need none).
  .superRefine((value, ctx) => {
    const started = value.payout_account_holder !== '' || value.payout_iban !== '' || value.payout_swift !== '';
    if (!started) return;
    if (value.payout_account_holder === '') ctx.addIssue({ code: 'custom', path: ['payout_account_holder'], message: COMPANY_FORM_MESSAGES.accountHolder });
    if (value.payout_iban === '') ctx.addIssue({ code: 'custom', path: ['payout_iban'], message: COMPANY_FORM_MESSAGES.ibanRequired });
  });
export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyFormParsed = z.output<typeof companyFormSchema>;

export const companyAdminSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  address: z.string(),
  vat: z.string(),
  legal_representative: z.string(),
  email: z.string(),
  phone_number: z.string(),
  whatsapp: z.string(),
  country: z.string(),
  hometown: z.string(),
  payout_account_holder: z.string(),
  payout_iban: z.string(),
  payout_swift: z.string(),
  /** Holder and IBAN are on file: Vozimo can pay the company. */
  payout_account_filled: z.boolean(),
  is_approved: z.boolean(),
  /** A deactivated company sees no offers, cannot claim, and its drivers and vehicles cannot be assigned. */
  is_active: z.boolean(),
  /** The staff-run company of ad-hoc drivers: never deactivated. */
  is_ad_hoc: z.boolean(),
  /** Its active driver admins: a company without one cannot claim trips itself (issue 30). */
  admins_count: z.number().int(),
  drivers_count: z.number().int(),
  vehicles_count: z.number().int(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type CompanyAdmin = z.infer<typeof companyAdminSchema>;

export const companyListQuerySchema = z.object(searchPageQueryFields(20));
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;
export const companyListSchema = z.object(pageFields(companyAdminSchema));
export type CompanyList = z.infer<typeof companyListSchema>;

export const companyIdParamsSchema = z.object({ companyId: rowIdParamSchema });
export const setCompanyActiveRequestSchema = z.object({ is_active: z.boolean() });

/** The form's values for a company on file (or empty for a new one). */
export function companyFormValues(company: CompanyAdmin | null): CompanyFormValues {
  return {
    company_name: company?.company_name ?? '',
    address: company?.address ?? '',
    vat: company?.vat ?? '',
    legal_representative: company?.legal_representative ?? '',
    email: company?.email ?? '',
    phone_number: company?.phone_number ?? '',
    whatsapp: company?.whatsapp ?? '',
    country: company?.country ?? '',
    hometown: company?.hometown ?? '',
    payout_account_holder: company?.payout_account_holder ?? '',
    payout_iban: company?.payout_iban ?? '',
    payout_swift: company?.payout_swift ?? '',
  };
}
