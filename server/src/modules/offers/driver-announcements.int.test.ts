import { asc, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { outboxOnlyDelivery } from '../../platform/mail/mail-delivery.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertDriver } from '../../../test/factories.ts';
import { insertOfferedTrip } from '../../../test/marketplace-factories.ts';
import { insertVehicle } from '../../../test/trip-factories.ts';
import { createDriverAnnouncementsService } from './driver-announcements.service.ts';
import { createOffersRepository } from './offers.repository.ts';

let clock = new Date('2030-05-20T10:00:00Z');
const setup = useAppWithCast({ now: () => clock, publicUrl: 'https://vozimo.example' });
const minutesLater = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

let sweep: () => Promise<number>;
let sedan: { id: number };
let van: { id: number };
let spare: { id: number; driverName: string };
beforeAll(async () => {
  const announcements = createDriverAnnouncementsService({
    repo: createOffersRepository(setup.db),
    now: () => clock,
    mail: outboxOnlyDelivery,
    publicUrl: 'https://vozimo.example',
  });
  sweep = () => announcements.announceDueAssignments();
  const company = setup.cast.company.id;
  sedan = await insertVehicle(setup.db, company, { make: 'Škoda', model: 'Superb', color: 'Black', licensePlate: 'ST-100-AA' });
  van = await insertVehicle(setup.db, company, { vehicleTypeId: 3, make: 'Mercedes-Benz', model: 'Vito', color: 'Silver', licensePlate: 'ST-200-BB' });
  spare = await insertDriver(setup.db, company, { phone: '+385 98 222 333' });
});

let day = 0;
const offered = (values: Partial<Parameters<typeof insertOfferedTrip>[1]> = {}) =>
  insertOfferedTrip(setup.db, { agentUserId: setup.cast.users.agent.id, pickupDate: `2030-06-${String(++day).padStart(2, '0')}`, ...values });

async function post(url: string, body: unknown) {
  const res = await (await setup.signedIn('driverAdmin')).request('POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
}
const mailsOf = (tripId: number) =>
  setup.db.select().from(emailOutbox).where(like(emailOutbox.dedupeKey, `trip-driver:${tripId}:%`)).orderBy(asc(emailOutbox.id));

describe('the customer’s driver e-mail', () => {
  it('goes out an hour after the claim, with the driver and vehicle, and a copy to the agent; once', async () => {
    const trip = await offered();
    await post(`/api/claim_trip/${trip.id}/`, { driver_id: spare.id, vehicle_id: sedan.id });

    minutesLater(59);
    await sweep();
    expect(await mailsOf(trip.id)).toEqual([]);

    minutesLater(1);
    await sweep();
    const mails = await mailsOf(trip.id);
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['ana.horvat@example.com', `Your driver for trip ${trip.reference}`],
      [setup.cast.users.agent.email, `Driver assigned: trip ${trip.reference} (copy)`],
    ]);
    for (const text of [spare.driverName, '+385 98 222 333', 'Škoda Superb, black', 'ST-100-AA', `https://vozimo.example/trip/${trip.reference}`]) {
      expect(mails[0]!.textBody).toContain(text);
    }
    expect(mails[1]!.textBody).toContain('Ana Horvat');
    // Staff's outbox shows both without the trip's secret (issue 28).
    for (const mail of mails) {
      expect(mail.textBody).toContain(trip.token);
      expect(`${mail.maskedTextBody} ${mail.maskedHtmlBody}`).not.toContain(trip.token);
      expect(mail.maskedTextBody).toContain(`https://vozimo.example/trip/${trip.reference}?token=[hidden]`);
    }

    minutesLater(30);
    await sweep();
    expect(await mailsOf(trip.id)).toHaveLength(2);
  });

  it('sends only the final driver and vehicle when they change within the hour', async () => {
    const trip = await offered();
    await post(`/api/claim_trip/${trip.id}/`, { driver_id: setup.cast.drivers.plain.id, vehicle_id: sedan.id });
    minutesLater(30);
    await post(`/api/change_driver_vehicle/${trip.id}/`, { driver_id: spare.id, vehicle_id: van.id });

    minutesLater(31);
    await sweep();
    expect(await mailsOf(trip.id)).toEqual([]);

    minutesLater(30);
    await sweep();
    const mails = await mailsOf(trip.id);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.textBody).toContain('Mercedes-Benz Vito, silver');
    expect(mails.some((m) => m.textBody.includes(setup.cast.drivers.plain.driverName))).toBe(false);
  });

  it('sends an update when they change after the customer was told', async () => {
    const trip = await offered();
    await post(`/api/claim_trip/${trip.id}/`, { driver_id: setup.cast.drivers.plain.id, vehicle_id: sedan.id });
    minutesLater(60);
    await sweep();
    minutesLater(120);
    await post(`/api/change_driver_vehicle/${trip.id}/`, { driver_id: spare.id, vehicle_id: sedan.id });
    minutesLater(60);
    await sweep();
    const subjects = (await mailsOf(trip.id)).filter((m) => m.toAddress === 'ana.horvat@example.com').map((m) => m.subject);
    expect(subjects).toEqual([`Your driver for trip ${trip.reference}`, `New driver details for trip ${trip.reference}`]);
  });

  it('tells at once when the pickup is less than two hours away', async () => {
    const trip = await offered({ pickupDate: clock.toISOString().slice(0, 10), pickupAt: new Date(clock.getTime() + 90 * 60_000) });
    await post(`/api/claim_trip/${trip.id}/`, { driver_id: spare.id, vehicle_id: van.id });
    await sweep();
    expect(await mailsOf(trip.id)).toHaveLength(2);
  });
});
