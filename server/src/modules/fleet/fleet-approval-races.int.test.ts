import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DriverReview, VehicleReview } from '@vozimo/contract';
import { drivers, vehicles } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { DRIVER_PAPERS, insertDriver, insertUser, uniqueName, VEHICLE_PAPERS } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { DRIVER_FIELDS, postForm, textParts, uniquePlate } from '../../../test/fleet-forms.ts';
import { insertVehicle } from '../../../test/trip-factories.ts';

// Two staff deciding one driver or vehicle at the same moment (docs/decisions/0041-staff-decisions-name-the-state-they-saw.md):
// each decision names the version it was taken on, so exactly one wins and the other is told who
// decided first. 10:00 UTC is 12:00 in Zagreb, the time the message shows.
const clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock });

/** Rounds per race: enough to hit the window on both databases, few enough for a shared machine. */
const ROUNDS = 10;

let ana: HttpSession;
let stella: HttpSession;
beforeAll(async () => {
  const user = await insertUser(setup.db, { isStaff: true, firstName: 'Ana', lastName: 'Horvat' });
  ana = new HttpSession(setup.app, { ip: '10.41.0.1' });
  await ana.signIn(user.username);
  stella = await setup.signedIn('staff');
});

const KINDS = {
  driver: {
    path: 'drivers',
    review: 'driver_approvals',
    waiting: async () => (await insertDriver(setup.db, setup.cast.company.id, { ...DRIVER_PAPERS, driverName: uniqueName('Race'), isApproved: false })).id,
  },
  vehicle: {
    path: 'vehicles',
    review: 'vehicle_approvals',
    waiting: async () => (await insertVehicle(setup.db, setup.cast.company.id, { ...VEHICLE_PAPERS, licensePlate: uniquePlate(), isApproved: false })).id,
  },
} as const;

describe.each(Object.entries(KINDS))('two staff deciding one %s at the same moment', (noun, kind) => {
  it('exactly one decision wins; the other is refused (409), naming who decided first and what', async () => {
    const outcomes = { approved: 0, rejected: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const id = await kind.waiting();
      const seen = (await stella.request('GET', `/api/admin/${kind.review}/${id}/`)).json<DriverReview | VehicleReview>();
      // Who approves and who rejects changes every round.
      const [approver, rejecter] = round % 2 === 0 ? [ana, stella] : [stella, ana];
      const [approval, rejection] = await Promise.all([
        approver.request('POST', `/api/admin/${kind.path}/${id}/approve/`, { version: seen.version }),
        rejecter.request('POST', `/api/admin/${kind.path}/${id}/reject/`, { reason: 'The photo is blurred.', version: seen.version }),
      ]);
      const answers = `round ${round}: ${approval.statusCode} ${approval.body} / ${rejection.statusCode} ${rejection.body}`;
      expect([approval.statusCode, rejection.statusCode].sort(), answers).toEqual([200, 409]);
      const approvedFirst = approval.statusCode === 200;
      const winner = (approvedFirst ? approver : rejecter) === ana ? 'Ana Horvat' : 'Stella Staff';
      const loser = approvedFirst ? rejection : approval;
      expect(loser.json(), answers).toEqual({ detail: `${winner} already ${approvedFirst ? 'approved' : 'rejected'} this ${noun} at 12:00.` });
      // The record holds the winner's decision, once.
      const table = noun === 'driver' ? drivers : vehicles;
      const [row] = await setup.db.select({ isApproved: table.isApproved, version: table.version }).from(table).where(eq(table.id, id));
      expect(row, answers).toEqual({ isApproved: approvedFirst, version: seen.version + 1 });
      outcomes[approvedFirst ? 'approved' : 'rejected']++;
    }
    expect(outcomes.approved + outcomes.rejected).toBe(ROUNDS);
  });
});

describe('a decision on a version staff no longer see', () => {
  it('is refused (409) after another decision, naming it, even when it would change the record back', async () => {
    const id = await KINDS.vehicle.waiting();
    const seen = (await ana.request('GET', `/api/admin/vehicle_approvals/${id}/`)).json<VehicleReview>();
    expect((await stella.request('POST', `/api/admin/vehicles/${id}/approve/`, { version: seen.version })).statusCode).toBe(200);
    // Ana's page still shows the vehicle waiting: her rejection would silently withdraw Stella's approval.
    const stale = await ana.request('POST', `/api/admin/vehicles/${id}/reject/`, { reason: 'Insurance is missing.', version: seen.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: 'Stella Staff already approved this vehicle at 12:00.' });
    // Taken on the version that shows the approval, the withdrawal is Ana's to make.
    const current = (await ana.request('GET', `/api/admin/vehicle_approvals/${id}/`)).json<VehicleReview>();
    expect(current).toMatchObject({ is_approved: true, version: seen.version + 1 });
    const withdrawn = await ana.request('POST', `/api/admin/vehicles/${id}/reject/`, { reason: 'Insurance is missing.', version: current.version });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<VehicleReview>()).toMatchObject({ is_approved: false, rejection_reason: 'Insurance is missing.', version: seen.version + 2 });
  });

  it("is refused (409) after the company changed the record since staff opened it", async () => {
    const admin = await setup.signedIn('driverAdmin');
    const created = await postForm(admin, '/api/create_driver/', textParts({ ...DRIVER_FIELDS, driver_name: uniqueName('Changed') }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<DriverReview>().driver_id;
    const seen = (await stella.request('GET', `/api/admin/driver_approvals/${id}/`)).json<DriverReview>();
    const edited = await postForm(admin, `/api/update_driver/${id}/`, textParts({ ...DRIVER_FIELDS, driver_name: uniqueName('Renamed') }));
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await stella.request('POST', `/api/admin/drivers/${id}/approve/`, { version: seen.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: 'This driver was changed at 12:00, after you opened it. Look at it again before deciding.' });
    const [row] = await setup.db.select({ isApproved: drivers.isApproved }).from(drivers).where(eq(drivers.id, id));
    expect(row!.isApproved).toBe(false);
  });

  it('needs the version it was taken on (422 at the field)', async () => {
    const id = await KINDS.driver.waiting();
    for (const [path, body] of [
      ['approve', undefined],
      ['approve', {}],
      ['reject', { reason: 'The photo is blurred.' }],
      ['reject', { reason: 'The photo is blurred.', version: 'latest' }],
    ] as const) {
      const res = await stella.request('POST', `/api/admin/drivers/${id}/${path}/`, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', ...(body === undefined ? [] : ['version'])] }));
    }
  });
});
