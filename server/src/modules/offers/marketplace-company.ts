import { CLAIM_REFUSALS, COMPANY_OPTIONS_MESSAGES } from '@vozimo/contract';
import { forbidden, FieldValidationError } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import type { CompanyFleetService } from '../fleet/ports.ts';

type Standing = Pick<CompanyFleetService, 'companyStanding'>;

/**
 * The company a driver admin acts for on the marketplace: its own, once staff approved it (spec:
 * only approved companies see offered trips) and while staff have not deactivated it (back office). Staff act for none (null) unless they name one.
 */
export async function actingCompanyId(fleet: Standing, actor: Actor): Promise<number | null> {
  if (actor.isStaff) return null;
  const companyId = actor.companyId;
  const standing = companyId === null ? 'unknown' : await fleet.companyStanding(companyId);
  // A deactivated company is told so: waiting for approval would send its admins the wrong way.
  if (standing === 'inactive') throw forbidden(CLAIM_REFUSALS.companyInactive);
  if (companyId === null || standing !== 'approved') throw forbidden(CLAIM_REFUSALS.companyNotApproved);
  return companyId;
}

/** The company whose drivers and vehicles are listed: the driver admin's, or the one staff name in `?company=`. */
export async function optionsCompanyId(fleet: Standing, actor: Actor, requested: number | undefined): Promise<number> {
  const own = await actingCompanyId(fleet, actor);
  if (own !== null) return own;
  if (requested === undefined || (await fleet.companyStanding(requested)) === 'unknown') {
    throw new FieldValidationError([{ loc: ['query', 'company'], msg: COMPANY_OPTIONS_MESSAGES.companyRequired }]);
  }
  return requested;
}
