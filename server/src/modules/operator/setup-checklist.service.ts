import { SETUP_STEPS, type SetupChecklist, type SetupStep } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { AgenciesService } from '../agents/ports.ts';
import type { BankDetailsService } from '../bulk-payments/ports.ts';
import type { CompaniesService } from '../fleet/ports.ts';
import type { BusinessDetailsService } from './business-details.service.ts';

export interface SetupChecklistServiceDeps {
  bankDetails: Pick<BankDetailsService, 'isBankAccountSet'>;
  businessDetails: Pick<BusinessDetailsService, 'isComplete'>;
  agencies: Pick<AgenciesService, 'hasActiveAgency'>;
  companies: Pick<CompaniesService, 'hasClaimingCompany'>;
}

/**
 * The back office's setup checklist (ADR 0055): what a business needs before agents can book and
 * pay and companies can drive. Each area answers for its own data; nothing is stored, so a step is
 * done the moment its screen saves it and undone if it is taken away (an agency deactivated).
 */
export function createSetupChecklistService({ bankDetails, businessDetails, agencies, companies }: SetupChecklistServiceDeps) {
  const checks: Record<SetupStep, () => Promise<boolean>> = {
    bank_details: () => bankDetails.isBankAccountSet(),
    business_details: () => businessDetails.isComplete(),
    agency: () => agencies.hasActiveAgency(),
    driver_company: () => companies.hasClaimingCompany(),
  };

  return {
    /** GET /api/admin/setup_checklist/ */
    async get(actor: Actor): Promise<SetupChecklist> {
      authorize(actor, 'setup.read');
      const done = await Promise.all(SETUP_STEPS.map((step) => checks[step]()));
      const steps = SETUP_STEPS.map((step, i) => ({ step, done: done[i]! }));
      return { steps, complete: steps.every((s) => s.done) };
    },
  };
}

export type SetupChecklistService = ReturnType<typeof createSetupChecklistService>;
