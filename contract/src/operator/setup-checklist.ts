import { z } from 'zod';

/**
 * What a business needs before its first day (ADR 0055): the back office opens on these while any
 * is missing. The server says which are done; the web names each and links to where it is fixed.
 *
 * GET /api/admin/setup_checklist/
 */
export const SETUP_STEPS = ['bank_details', 'business_details', 'agency', 'driver_company'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupChecklistSchema = z.object({
  /** Every step, in SETUP_STEPS order. */
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** Every step done: the checklist is not shown. */
  complete: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
