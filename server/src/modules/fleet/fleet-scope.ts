import { FLEET_COMPANY_MESSAGE } from '@vozimo/contract';
import { forbidden } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import type { FieldIssue } from '../../platform/http/field-issues.ts';
import type { FleetListFilter } from './fleet-records.repository.ts';
import type { FleetRepository } from './fleet.repository.ts';
import { COMPANY_FIELD } from './fleet-form.ts';

/** No row has this id: the filter of an actor who has no company or driver record. */
const NOBODY = -1;

/**
 * What a fleet list shows the actor (docs/decisions/0019-fleet-records.md): staff every company's,
 * or one with `?company=`; a driver admin its company's; a plain driver its own record on Drivers
 * and its company's vehicles. The caller has checked the role.
 */
export function fleetListFilter(actor: Actor, list: 'drivers' | 'vehicles', company: number | undefined): FleetListFilter {
  if (actor.isStaff) return company === undefined ? {} : { companyId: company };
  if (list === 'drivers' && !actor.isDriverAdmin) return { driverId: actor.driverId ?? NOBODY };
  return { companyId: actor.companyId ?? NOBODY };
}

/**
 * The company a new record is added to: staff name it in the form (any company, the staff-run
 * ad-hoc one included, as the lists offer it); a driver admin's is always its own, whatever the
 * form says.
 */
export async function companyOfNewRecord(
  tx: FleetRepository,
  actor: Actor,
  fields: Record<string, string>,
): Promise<{ companyId: number; problems: FieldIssue[] }> {
  if (!actor.isStaff) {
    if (actor.companyId === null) throw forbidden();
    return { companyId: actor.companyId, problems: [] };
  }
  const value = (fields[COMPANY_FIELD] ?? '').trim();
  const companyId = /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : NOBODY;
  const exists = companyId !== NOBODY && (await tx.companyExists(companyId));
  return { companyId, problems: exists ? [] : [{ field: COMPANY_FIELD, message: FLEET_COMPANY_MESSAGE }] };
}
