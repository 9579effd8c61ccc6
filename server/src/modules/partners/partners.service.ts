import { PARTNER_FILE_FIELDS, partnerApplicationFieldsSchema, type PartnerFileField } from '@vozimo/contract';
import { AppError, bodyFieldErrors } from '../../platform/http/app-error.ts';
import type { MultipartForm } from '../../platform/uploads/multipart-form.ts';
import { createPartnerReviewService, type PartnerReviewServiceDeps } from './partner-review.service.ts';
import type { PartnersRepository } from './partners.repository.ts';
import { decideSubmission, rateLimitMessage, SUBMISSION_RATE_LIMIT } from './rules/submission-rate-limit.ts';

export interface PartnersServiceDeps extends PartnerReviewServiceDeps {
  repo: PartnersRepository;
  now: () => Date;
  /** Attempts per window and address (default SUBMISSION_RATE_LIMIT). */
  submissionLimit?: { maxAttempts: number; windowMs: number };
}

const isPartnerFileField = (field: string): field is PartnerFileField => (PARTNER_FILE_FIELDS as readonly string[]).includes(field);

/**
 * Partner applications (spec sections 2 and 5). Applying is open to every visitor, so there is no
 * permission check here; the rate limit per address stands in for it. Reviewing applications is
 * staff-only (`partners.review`).
 */
export function createPartnersService(deps: PartnersServiceDeps) {
  const { repo, now, submissionLimit = SUBMISSION_RATE_LIMIT } = deps;
  return {
    ...createPartnerReviewService(deps),

    /**
     * Counts one application attempt from this address, or refuses it (429) before anything is
     * read. The count is in the database, so the limit holds across every server process.
     */
    async admitSubmission(ipAddress: string): Promise<void> {
      const at = now();
      const decision = await repo.admitApplicationAttempt(ipAddress, at, submissionLimit.windowMs, (admitted) =>
        decideSubmission(admitted, at, submissionLimit),
      );
      if (!decision.allowed) {
        throw new AppError(429, rateLimitMessage(decision.retryAfterSeconds), {
          'retry-after': String(decision.retryAfterSeconds),
        });
      }
    },

    /**
     * Stores a complete, valid application with its files in one transaction. Any problem with a
     * field or a file refuses the whole form (422, every problem at its field) and deletes the files.
     */
    async submitApplication(form: MultipartForm): Promise<void> {
      const parsed = partnerApplicationFieldsSchema.safeParse(form.fields);
      const fieldIssues = parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.map(String), message: i.message }));
      const issues = [...fieldIssues, ...form.issues];
      if (!parsed.success || issues.length > 0) {
        await form.discard();
        throw bodyFieldErrors(issues);
      }

      const files = form.files.flatMap((file) =>
        isPartnerFileField(file.field)
          ? [{ kind: file.field, storedName: file.storedName, originalName: file.originalName, contentType: file.contentType, sizeBytes: file.sizeBytes }]
          : [],
      );
      try {
        await repo.insertApplicationWithFiles(parsed.data, files, now());
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
