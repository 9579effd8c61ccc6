import { z } from 'zod';
import { rowIdParamSchema } from '../common/ids.ts';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { PARTNER_FILE_FIELDS } from './partner-application.ts';

/**
 * The back office's partner applications (docs/decisions/0023-back-office.md): staff list them,
 * read one with its documents, and approve it into a driver company or reject it with a reason.
 */

export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

/** What staff read on each upload slot. */
export const PARTNER_FILE_LABELS: Record<(typeof PARTNER_FILE_FIELDS)[number], string> = {
  legal_representative_id: "Legal representative's ID (front)",
  legal_representative_id_other: "Legal representative's ID (back)",
  business_license: 'Business licence',
  cooperation_agreement: 'Cooperation agreement',
};

/** GET /api/admin/partner_applications/?status&search&limit&offset; pending first by default, oldest first. */
export const partnerApplicationListQuerySchema = z.object({
  status: z.enum(PARTNER_APPLICATION_STATUSES).default('pending'),
  ...searchPageQueryFields(20),
});
export type PartnerApplicationListQuery = z.infer<typeof partnerApplicationListQuerySchema>;

export const partnerApplicationSummarySchema = z.object({
  application_id: z.number().int(),
  company_name: z.string(),
  legal_representative: z.string(),
  email: z.string(),
  country: z.string(),
  hometown: z.string(),
  status: z.enum(PARTNER_APPLICATION_STATUSES),
  /** How many documents came with it (0 to 4). */
  file_count: z.number().int(),
  created_at: z.string(),
});
export type PartnerApplicationSummary = z.infer<typeof partnerApplicationSummarySchema>;
export const partnerApplicationListSchema = z.object(pageFields(partnerApplicationSummarySchema));
export type PartnerApplicationList = z.infer<typeof partnerApplicationListSchema>;

/** One uploaded document, served to staff only by `url` (an attachment). */
export const partnerApplicationFileSchema = z.object({
  kind: z.enum(PARTNER_FILE_FIELDS),
  label: z.string(),
  original_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
});
export type PartnerApplicationFile = z.infer<typeof partnerApplicationFileSchema>;

/** GET /api/admin/partner_applications/{id}/ and the answer of approve and reject. */
export const partnerApplicationDetailSchema = z.object({
  application_id: z.number().int(),
  company_name: z.string(),
  address: z.string(),
  vat: z.string(),
  legal_representative: z.string(),
  email: z.string(),
  phone_number: z.string(),
  whatsapp: z.string(),
  country: z.string(),
  hometown: z.string(),
  status: z.enum(PARTNER_APPLICATION_STATUSES),
  /** The driver company made when it was approved. */
  company_id: z.number().int().nullable(),
  rejection_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The name of the staff member who decided, '' when unknown or not decided. */
  reviewed_by: z.string(),
  created_at: z.string(),
  files: z.array(partnerApplicationFileSchema),
});
export type PartnerApplicationDetail = z.infer<typeof partnerApplicationDetailSchema>;

export const partnerApplicationIdParamsSchema = z.object({ applicationId: rowIdParamSchema });
export const partnerApplicationFileParamsSchema = z.object({ applicationId: rowIdParamSchema, kind: z.enum(PARTNER_FILE_FIELDS) });
