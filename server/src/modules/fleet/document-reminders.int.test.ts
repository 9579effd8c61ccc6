import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { driverCompanies, drivers, emailOutbox, users, vehicles } from '../../db/schema/index.ts';
import { outboxOnlyDelivery } from '../../platform/mail/mail-delivery.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertCompany, insertDriver, insertUser } from '../../../test/factories.ts';
import { insertTrip, insertVehicle } from '../../../test/trip-factories.ts';
import { createDocumentRemindersService } from './document-reminders.service.ts';
import { createFleetRepository } from './fleet.repository.ts';

let clock = new Date('2030-05-01T08:00:00Z');
const setup = useAppWithCast({ now: () => clock });
const reminders = () =>
  createDocumentRemindersService({ repo: createFleetRepository(setup.db), mail: outboxOnlyDelivery, publicUrl: 'https://vozimo.example', now: () => clock });

/** Morning in Zagreb on a calendar date. */
const on = (date: string) => new Date(`${date}T07:00:00Z`);
const PDF = `${'d'.repeat(32)}.pdf`;

const remindersSent = () =>
  setup.db
    .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, key: emailOutbox.dedupeKey, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, 'fleet-document-expiry:%'))
    .orderBy(emailOutbox.id);

beforeEach(async () => {
  await setup.db.delete(emailOutbox);
});

describe('document expiry reminders', () => {
  it('mails the driver admins 30, 14 and 7 days before, each once however often it sweeps', async () => {
    const { company } = setup.cast;
    await setup.db.update(users).set({ email: 'marko@split.example' }).where(eq(users.id, setup.cast.users.driverAdmin.id));
    const driver = await insertDriver(setup.db, company.id, { driverName: 'Ivo Ivić', licenceDocument: PDF, licenceExpiresOn: '2030-07-01' });

    const sweepOn = async (date: string) => {
      clock = on(date);
      await reminders().sendDocumentReminders();
      await reminders().sendDocumentReminders();
      return (await remindersSent()).length;
    };
    expect(await sweepOn('2030-05-31')).toBe(0);
    expect(await sweepOn('2030-06-01')).toBe(1);
    expect(await sweepOn('2030-06-10')).toBe(1);
    expect(await sweepOn('2030-06-17')).toBe(2);
    expect(await sweepOn('2030-06-24')).toBe(3);
    expect(await sweepOn('2030-06-30')).toBe(3);

    const [first] = await remindersSent();
    expect(first).toMatchObject({
      to: 'marko@split.example',
      subject: "Driver's licence of Ivo Ivić expires on Monday, 1 July 2030",
      key: `fleet-document-expiry:driver:${driver.id}:licence:2030-07-01:30:user:${setup.cast.users.driverAdmin.id}`,
    });
    expect(first!.text).toContain('it is valid for 30 more days');
    expect(first!.text).toContain('https://vozimo.example/app/drivers');
  });

  it('names the assigned trips picked up after the document ends, and only those (ADR 0061)', async () => {
    const { company, users: cast } = setup.cast;
    await setup.db.update(users).set({ email: 'marko@split.example' }).where(eq(users.id, cast.driverAdmin.id));
    const driver = await insertDriver(setup.db, company.id, { driverName: 'Ante Babić', licenceDocument: PDF, licenceExpiresOn: '2030-10-20' });
    const assigned = { agentUserId: cast.agent.id, status: 'confirmed' as const, companyId: company.id, driverId: driver.id };
    const before = await insertTrip(setup.db, { ...assigned, pickupDate: '2030-10-20' });
    const after = await insertTrip(setup.db, { ...assigned, pickupDate: '2030-10-25' });
    await insertTrip(setup.db, { ...assigned, pickupDate: '2030-10-26', status: 'canceled' });

    clock = on('2030-10-01');
    await reminders().sendDocumentReminders();
    const [mail] = (await remindersSent()).filter((m) => m.subject.includes('Ante Babić'));
    expect(mail!.text).toContain('This trip is assigned to Ante Babić after that day: upload the renewed document before then, or give it another driver.');
    expect(mail!.text).toContain(`- ${after.reference} on Friday, 25 October 2030`);
    expect(mail!.text).not.toContain(before.reference!);
  });

  it('sends nothing more for the old date once a document is renewed', async () => {
    const driver = await insertDriver(setup.db, setup.cast.company.id, { idDocument: PDF, idExpiresOn: '2030-08-01' });
    clock = on('2030-07-20');
    expect(await reminders().sendDocumentReminders()).toBeGreaterThan(0);
    const before = (await remindersSent()).length;
    await setup.db.update(drivers).set({ idExpiresOn: '2040-08-01' }).where(eq(drivers.id, driver.id));
    clock = on('2030-07-26');
    expect(await reminders().sendDocumentReminders()).toBe(0);
    expect(await remindersSent()).toHaveLength(before);
    await setup.db.update(drivers).set({ idExpiresOn: null, idDocument: null }).where(eq(drivers.id, driver.id));
  });

  it("writes to the company's address when no driver admin has one, and skips inactive records", async () => {
    const company = await insertCompany(setup.db, { email: 'office@kvarner.example' });
    const vehicle = await insertVehicle(setup.db, company.id, {
      make: 'Ford',
      model: 'Transit',
      licensePlate: 'RI 300-TT',
      vehicleInsurancePhoto: PDF,
      insuranceExpiresOn: '2030-09-10',
    });
    await insertVehicle(setup.db, company.id, { isActive: false, vehicleInsurancePhoto: PDF, insuranceExpiresOn: '2030-09-10' });
    const adminDriver = await insertDriver(setup.db, company.id);
    await insertUser(setup.db, { isDriver: true, isDriverAdmin: true, driverId: adminDriver.id, email: '' });

    clock = on('2030-09-01');
    expect(await reminders().sendDocumentReminders()).toBe(1);
    expect(await remindersSent()).toEqual([
      expect.objectContaining({
        to: 'office@kvarner.example',
        subject: 'Insurance of Ford Transit (RI 300-TT) expires on Tuesday, 10 September 2030',
        key: `fleet-document-expiry:vehicle:${vehicle.id}:insurance:2030-09-10:14:company:${company.id}`,
      }),
    ]);
    await setup.db.update(vehicles).set({ isActive: false }).where(eq(vehicles.companyId, company.id));
    await setup.db.update(driverCompanies).set({ email: '' }).where(eq(driverCompanies.id, company.id));
  });
});
