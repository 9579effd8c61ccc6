import { z } from 'zod';
import { rowIdParamSchema } from '../common/ids.ts';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { isEmailOrEmpty, optionalText, requiredText, trimmedText } from '../common/text-fields.ts';

/**
 * The back office's Agencies (issue 15, docs/decisions/0023-back-office.md): travel agencies with
 * their commission and contact details, created, edited and (de)activated by staff. The commission
 * is a percentage on the screen and in calls, basis points in the database (1250 = 12.50 %).
 *
 * GET /api/admin/agencies/?search&limit&offset · GET /api/admin/agencies/{agencyId}/ ·
 * POST /api/admin/agencies/ · POST /api/admin/agencies/{agencyId}/ ·
 * POST /api/admin/agencies/{agencyId}/set_active/
 */

export const AGENCY_FORM_MESSAGES = {
  name: 'Agency name is required.',
  commission: 'Commission must be a percentage from 0 to 100 with at most two decimals.',
  email: 'Invalid email format.',
  notFound: 'Agency not found.',
} as const;

export const AGENCIES_SCREEN_TEXT = {
  title: 'Agencies',
  loadFailed: 'There was an error with loading agencies.',
  empty: 'No agencies match.',
  created: 'The agency is created.',
  saved: 'The agency is saved. A new commission applies to quotes made from now on.',
  deactivated: 'The agency is deactivated: its agents cannot sign in.',
  activated: 'The agency is active again.',
} as const;

/** 12.5 → 1250: the percentage in basis points, as the database keeps it. */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number) => bp / 100;

const commissionPercent = z
  .number({ error: AGENCY_FORM_MESSAGES.commission })
  .min(0, AGENCY_FORM_MESSAGES.commission)
  .max(100, AGENCY_FORM_MESSAGES.commission)
  // Two decimals at most: basis points are whole numbers (the tolerance absorbs 0.1 + 0.2 floats).
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, AGENCY_FORM_MESSAGES.commission);

/** POST /api/admin/agencies/ and …/{agencyId}/. */
export const agencyFormSchema = z.object({
  name: requiredText(AGENCY_FORM_MESSAGES.name, 200),
  commission_percent: commissionPercent,
  email: trimmedText(254)
    .optional()
    .default('')
    .refine((value) => isEmailOrEmpty(value), AGENCY_FORM_MESSAGES.email),
  phone: optionalText(30),
  address: optionalText(300),
  vat: optionalText(50),
});
export type AgencyFormValues = z.input<typeof agencyFormSchema>;
export type AgencyFormParsed = z.output<typeof agencyFormSchema>;

/**
 * POST /api/agency/ (Settings, issue 30): an agency admin's own agency, its details without the
 * commission, which stays staff's to set (it is part of every price the agency sells).
 */
export const ownAgencyFormSchema = agencyFormSchema.omit({ commission_percent: true });
export type OwnAgencyFormValues = z.input<typeof ownAgencyFormSchema>;
export type OwnAgencyFormParsed = z.output<typeof ownAgencyFormSchema>;

export const agencyAdminSchema = z.object({
  agency_id: z.number().int(),
  name: z.string(),
  /** 12.5 means 12.50 %. */
  commission_percent: z.number(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  vat: z.string(),
  /** A deactivated agency's agents cannot sign in; its trips and history stay. */
  is_active: z.boolean(),
  agents_count: z.number().int(),
  /** Its active agency admins: an agency without one cannot manage its own agents (issue 30). */
  admins_count: z.number().int(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AgencyAdmin = z.infer<typeof agencyAdminSchema>;

export const agencyListQuerySchema = z.object(searchPageQueryFields(20));
export type AgencyListQuery = z.input<typeof agencyListQuerySchema>;
export const agencyListSchema = z.object(pageFields(agencyAdminSchema));
export type AgencyList = z.infer<typeof agencyListSchema>;

export const agencyIdParamsSchema = z.object({ agencyId: rowIdParamSchema });
export const setAgencyActiveRequestSchema = z.object({ is_active: z.boolean() });

export function agencyFormValues(agency: AgencyAdmin | null): AgencyFormValues {
  return {
    name: agency?.name ?? '',
    commission_percent: agency?.commission_percent ?? 10,
    email: agency?.email ?? '',
    phone: agency?.phone ?? '',
    address: agency?.address ?? '',
    vat: agency?.vat ?? '',
  };
}
