import { describe, expect, it } from 'vitest';
import type { ListTripsResponse, StatsResponse } from '@vozimo/contract';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

const setup = useAppWithCast({ now: () => new Date('2030-05-20T10:00:00Z') });

describe('a trip whose payout the platform raised while it was offered (ADR 0020)', () => {
  it('shows the driver the raised payout in the trips list and in the month’s statistics', async () => {
    const drive = { agentUserId: setup.cast.users.agent.id, companyId: setup.cast.company.id, driverId: setup.cast.drivers.plain.id, pickupDate: '2030-06-20' };
    // Base 100 €: the customer pays the driver 112.50 €; the platform added 15.10 €.
    const raised = await insertTrip(setup.db, { ...drive, status: 'completed', payoutRaiseCents: 1510 });
    await insertTrip(setup.db, { ...drive, status: 'completed' });
    expect(raised.driverGrossCents).toBe(11_250);

    const driver = await setup.signedIn('driver');
    const list = await driver.request('GET', '/api/trips/?month=2030-06');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<ListTripsResponse>().items;
    expect(rows.find((row) => row.trip_id === raised.id)?.driver_gross).toBe('127.60');
    expect(rows.filter((row) => row.trip_id !== raised.id).map((row) => row.driver_gross)).toEqual(['112.50']);

    const stats = await driver.request('GET', '/api/stats/?month=2030-06');
    expect(stats.json<StatsResponse>().driver_gross).toBe('240.10');
  });
});
