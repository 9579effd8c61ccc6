import { businessDetailsComplete, type BusinessDetails, type businessDetailsRequestSchema } from '@vozimo/contract';
import type { z } from 'zod';
import { changedFields } from '../../platform/db/audit-log.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { BusinessDetailsRepository } from './business-details.repository.ts';

type BusinessDetailsChange = z.output<typeof businessDetailsRequestSchema>;

/**
 * Admin → Business details (ADR 0055): the operator's legal name, postal address, VAT number and
 * support e-mail. Every e-mail queued after a save is signed with them (platform/mail), and every
 * bank transfer names them as its account holder (bulk-payments).
 */
export function createBusinessDetailsService({ repo }: { repo: BusinessDetailsRepository }) {
  return {
    /** GET /api/admin/business_details/ */
    async get(actor: Actor): Promise<BusinessDetails> {
      authorize(actor, 'businessDetails.manage');
      return repo.findBusinessDetails();
    },

    /** POST /api/admin/business_details/: checked by the contract; one audit line with what changed. */
    async update(actor: Actor, change: BusinessDetailsChange): Promise<BusinessDetails> {
      authorize(actor, 'businessDetails.manage');
      return repo.transaction(async (tx) => {
        const before = await tx.findBusinessDetails(true);
        const after: BusinessDetails = { ...change };
        const changed = changedFields(before, after);
        if (Object.keys(changed.after).length > 0) {
          await tx.saveBusinessDetails(after);
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'business_details.update',
            subject: { type: 'setting', id: null, label: 'Business details' },
            ...changed,
          });
        }
        return after;
      });
    },

    /** For the setup checklist: whether all of it is set. */
    async isComplete(): Promise<boolean> {
      return businessDetailsComplete(await repo.findBusinessDetails());
    },
  };
}

export type BusinessDetailsService = ReturnType<typeof createBusinessDetailsService>;
