import { PARTNER_FILE_FIELDS, type PartnerApplicationFields, type PartnerFileField } from '@vozimo/contract';
import { bodyFieldErrors } from '../../platform/http/app-error.ts';
import { tooManyAttempts } from '../../platform/rate-limits/too-many-attempts.ts';
import type { FormBody } from '../../platform/uploads/form-body.ts';
import { createPartnerReviewService, type PartnerReviewServiceDeps } from './partner-review.service.ts';
import type { PartnersRepository } from './partners.repository.ts';
import { SUBMISSION_RATE_LIMIT, submissionLimits, TOO_MANY_APPLICATIONS } from './rules/submission-rate-limit.ts';

export interface PartnersServiceDeps extends PartnerReviewServiceDeps {
  repo: PartnersRepository;
  now: () => Date;
  /** Attempts per window and network (default SUBMISSION_RATE_LIMIT). */
  submissionLimit?: { maxAttempts: number; windowMs: number };
}

const isPartnerFileField = (field: string): field is PartnerFileField => (PARTNER_FILE_FIELDS as readonly string[]).includes(field);

/**
 * Partner applications (spec sections 2 and 5). Applying is open to every visitor, so there is no
 * permission check here; the rate limit per network stands in for it. Reviewing applications is
 * staff-only (`partners.review`).
 */
export function createPartnersService(deps: PartnersServiceDeps) {
  const { repo, now, submissionLimit = SUBMISSION_RATE_LIMIT } = deps;
  return {
    ...createPartnerReviewService(deps),

    /**
     * Counts one application attempt from this address's network, or refuses it (429) before
     * anything is read. Judged and counted in one step in the database (platform/db/rate-limits.ts),
     * so neither a burst nor several server processes get past the limit.
     */
    async admitSubmission(ipAddress: string): Promise<void> {
      const admission = await repo.admitApplicationAttempt(now(), submissionLimits(ipAddress, submissionLimit));
      if (!admission.allowed) throw tooManyAttempts(TOO_MANY_APPLICATIONS, admission.retryAfterSeconds);
    },

    /**
     * Stores a complete, valid application with its files in one transaction. Any problem with a
     * field or a file refuses the whole form (422, every problem at its field) and deletes the files.
     */
    async submitApplication(form: FormBody<PartnerApplicationFields>): Promise<void> {
      const fields = form.fields;
      if (fields === null || form.issues.length > 0) {
        await form.discard();
        throw bodyFieldErrors(form.issues);
      }

      const files = form.files.flatMap((file) =>
        isPartnerFileField(file.field)
          ? [{ kind: file.field, storedName: file.storedName, originalName: file.originalName, contentType: file.contentType, sizeBytes: file.sizeBytes }]
          : [],
      );
      try {
        await repo.insertApplicationWithFiles(fields, files, now());
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
