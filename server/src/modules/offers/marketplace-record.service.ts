import { COMPANY_OPTIONS_MESSAGES, LATE_CHANGE_HOURS, MARKETPLACE_RECORD_DAYS, type CompanyMarketplaceRecord } from '@vozimo/contract';
import { FieldValidationError } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { MarketplaceRecordRepository } from './marketplace-record.repository.ts';

export interface MarketplaceRecordDeps {
  records: MarketplaceRecordRepository;
  now: () => Date;
}

/**
 * Beyond the spec (ADR 0020): how a driver company has used the marketplace lately, for staff
 * deciding whom to trust with trips: its claims, its completed trips, its releases, and its late
 * changes of driver or vehicle (within 48 hours of pickup, when the customer may already have been told).
 */
export function createMarketplaceRecordService({ records, now }: MarketplaceRecordDeps) {
  return {
    /** GET /api/company_marketplace_record/?company=ID: the last 90 days, newest first. */
    async companyMarketplaceRecord(actor: Actor, companyId: number | undefined): Promise<CompanyMarketplaceRecord> {
      authorize(actor, 'offers.companyRecord');
      const companyName = companyId === undefined ? undefined : await records.findCompanyName(companyId);
      if (companyId === undefined || companyName === undefined) {
        throw new FieldValidationError([{ loc: ['query', 'company'], msg: COMPANY_OPTIONS_MESSAGES.companyRequired }]);
      }
      const at = now();
      const since = new Date(at.getTime() - MARKETPLACE_RECORD_DAYS * 86_400_000);
      const [events, counts, completions] = await Promise.all([
        records.listEvents(companyId, since, LATE_CHANGE_HOURS),
        records.countEvents(companyId, since, LATE_CHANGE_HOURS),
        records.countCompletions(companyId, since, at),
      ]);
      return {
        company_id: companyId,
        company_name: companyName,
        since: since.toISOString(),
        claims: counts.claims,
        completions,
        releases: counts.releases,
        late_changes: counts.lateChanges,
        events: events.map((event) => ({
          trip_id: event.tripId,
          reference: event.reference,
          kind: event.kind === 'change' ? 'late_change' : event.kind === 'release' ? 'release' : 'claim',
          at: event.at.toISOString(),
          pickup_at: event.pickupAt.toISOString(),
        })),
      };
    },
  };
}
