import { z } from 'zod';

/**
 * POST …/reject/ of every back-office approval (partner applications, drivers, vehicles): the
 * reason is shown or e-mailed to the company, so it must say something (docs/decisions/0023-back-office.md).
 */
export const REJECTION_REASON_MESSAGE = 'Write the reason in 5 to 1000 characters.';
export const rejectionRequestSchema = z.object({
  reason: z.string({ error: REJECTION_REASON_MESSAGE }).trim().min(5, REJECTION_REASON_MESSAGE).max(1000, REJECTION_REASON_MESSAGE),
});
export type RejectionRequest = z.infer<typeof rejectionRequestSchema>;
export type RejectionRequestInput = z.input<typeof rejectionRequestSchema>;
