import { describe, expect, it } from 'vitest';
import { COMPANY_OPTIONS_MESSAGES, type CompanyMarketplaceRecord } from '@vozimo/contract';
import { tripAssignments } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertMarketplaceCompany, insertOfferedTrip } from '../../../test/marketplace-factories.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

const now = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => now });
const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

describe('GET /api/company_marketplace_record/', () => {
  it('lists the company’s claims, releases and late changes of the last 90 days, newest first, with their counts', async () => {
    const { company } = await insertMarketplaceCompany(setup.db);
    const other = await insertMarketplaceCompany(setup.db);
    const trip = await insertOfferedTrip(setup.db, { agentUserId: setup.cast.users.agent.id, pickupAt: hoursAfter(now, 10) });
    const pickup = trip.pickupAt;
    const row = (kind: 'claim' | 'change' | 'release', companyId: number, at: Date) => ({ tripId: trip.id, kind, companyId, createdAt: at });
    await setup.db.insert(tripAssignments).values([
      row('claim', company.id, hoursAfter(now, -24 * 100)), // older than 90 days
      row('claim', company.id, hoursAfter(pickup, -100)),
      row('change', company.id, hoursAfter(pickup, -60)), // in time: not late
      row('release', company.id, hoursAfter(pickup, -50)),
      row('claim', other.company.id, hoursAfter(pickup, -40)),
      row('claim', company.id, hoursAfter(pickup, -36)),
      row('change', company.id, hoursAfter(pickup, -30)), // within 48 hours of pickup
    ]);
    // Completed trips of the company with pickup in the 90 days count, however it got them; older ones, open ones and others' do not.
    const sold = { agentUserId: setup.cast.users.agent.id, status: 'completed' as const };
    await insertTrip(setup.db, { ...sold, companyId: company.id, pickupAt: hoursAfter(now, -24 * 10) });
    await insertTrip(setup.db, { ...sold, companyId: company.id, pickupAt: hoursAfter(now, -24 * 30) });
    await insertTrip(setup.db, { ...sold, companyId: company.id, pickupAt: hoursAfter(now, -24 * 100) });
    await insertTrip(setup.db, { ...sold, status: 'confirmed', companyId: company.id, pickupAt: hoursAfter(now, -24 * 5) });
    await insertTrip(setup.db, { ...sold, companyId: other.company.id, pickupAt: hoursAfter(now, -24 * 5) });

    const res = await (await setup.signedIn('staff')).request('GET', `/api/company_marketplace_record/?company=${company.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json<CompanyMarketplaceRecord>();
    expect(record).toMatchObject({ company_id: company.id, company_name: company.companyName, claims: 2, completions: 2, releases: 1, late_changes: 1 });
    expect(record.since).toBe(hoursAfter(now, -24 * 90).toISOString());
    expect(record.events.map((e) => [e.kind, e.at])).toEqual([
      ['late_change', hoursAfter(pickup, -30).toISOString()],
      ['claim', hoursAfter(pickup, -36).toISOString()],
      ['release', hoursAfter(pickup, -50).toISOString()],
      ['claim', hoursAfter(pickup, -100).toISOString()],
    ]);
    expect(record.events[0]).toMatchObject({ trip_id: trip.id, reference: trip.reference, pickup_at: pickup.toISOString() });
  });

  it('asks staff to choose a company when none or an unknown one is named', async () => {
    const staff = await setup.signedIn('staff');
    for (const url of ['/api/company_marketplace_record/', '/api/company_marketplace_record/?company=2147483647']) {
      const res = await staff.request('GET', url);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: [expect.objectContaining({ loc: ['query', 'company'], msg: COMPANY_OPTIONS_MESSAGES.companyRequired })] });
    }
  });
});
