import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLAIM_REFUSALS } from '@vozimo/contract';
import { tripAssignments, tripOffers, trips } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertMarketplaceCompany, insertOfferedTrip } from '../../../test/marketplace-factories.ts';

const setup = useAppWithCast({ now: () => new Date('2030-05-20T10:00:00Z') });

const CLAIMS = 50;

describe('50 companies’ claims of one trip at the same moment', () => {
  it('give it to exactly one; the others get 409 and the trip is the winner’s alone', { timeout: 60_000 }, async () => {
    const companies = [await insertMarketplaceCompany(setup.db), await insertMarketplaceCompany(setup.db), await insertMarketplaceCompany(setup.db)];
    // Two driver admins for their companies, and staff for the third.
    const claimers = await Promise.all(
      companies.map(async (company, index) => {
        const browser = new HttpSession(setup.app, { ip: `10.77.0.${index}` });
        await browser.signIn(index === 2 ? setup.cast.users.staff.username : company.admin.username);
        return { browser, company };
      }),
    );
    const trip = await insertOfferedTrip(setup.db, { agentUserId: setup.cast.users.agent.id });

    const responses = await Promise.all(
      Array.from({ length: CLAIMS }, (_, i) => {
        const { browser, company } = claimers[i % claimers.length]!;
        return browser.request('POST', `/api/claim_trip/${trip.id}/`, { driver_id: company.driver.id, vehicle_id: company.vehicle.id });
      }),
    );

    const won = responses.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = responses.filter((r) => r.statusCode !== 200);
    expect(new Set(lost.map((r) => `${r.statusCode} ${r.body}`))).toEqual(new Set([`409 ${JSON.stringify({ detail: CLAIM_REFUSALS.alreadyClaimed })}`]));

    const winnerIndex = responses.indexOf(won[0]!) % claimers.length;
    const winner = claimers[winnerIndex]!.company;
    const [after] = await setup.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after).toMatchObject({ companyId: winner.company.id, driverId: winner.driver.id, vehicleId: winner.vehicle.id });
    // The decision was taken on the offers row: it holds the one claim.
    const [offer] = await setup.db.select().from(tripOffers).where(eq(tripOffers.tripId, trip.id));
    expect(offer?.claimedAt).toEqual(new Date('2030-05-20T10:00:00Z'));
    const history = await setup.db.select().from(tripAssignments).where(eq(tripAssignments.tripId, trip.id));
    expect(history).toEqual([expect.objectContaining({ kind: 'claim', companyId: winner.company.id, toDriverId: winner.driver.id })]);
  });
});

describe('one driver claimed for two overlapping trips at the same moment', () => {
  it('gets one of them; the other claim is refused as busy', async () => {
    const company = await insertMarketplaceCompany(setup.db);
    const browsers = await Promise.all(
      [0, 1].map(async (index) => {
        const browser = new HttpSession(setup.app, { ip: `10.78.0.${index}` });
        await browser.signIn(company.admin.username);
        return browser;
      }),
    );
    const morning = { agentUserId: setup.cast.users.agent.id, pickupDate: '2030-06-20' };
    const first = await insertOfferedTrip(setup.db, { ...morning, pickupTime: '09:00' });
    const second = await insertOfferedTrip(setup.db, { ...morning, pickupTime: '10:00' });
    const pair = { driver_id: company.driver.id, vehicle_id: company.vehicle.id };

    const responses = await Promise.all([
      browsers[0]!.request('POST', `/api/claim_trip/${first.id}/`, pair),
      browsers[1]!.request('POST', `/api/claim_trip/${second.id}/`, pair),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const rows = await setup.db.select().from(trips).where(eq(trips.driverId, company.driver.id));
    expect(rows).toHaveLength(1);
  });
});
