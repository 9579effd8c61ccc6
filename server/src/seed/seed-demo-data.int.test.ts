import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { documentStatus, missingCustomerContact, zagrebToday } from '@vozimo/contract';
import { createUploadStorage } from '../platform/uploads/upload-storage.ts';
import type { Database, DatabaseHandle } from '../platform/db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { verifyPassword } from '../platform/passwords.ts';
import {
  agencies,
  bulkPayments,
  driverCompanies,
  drivers,
  pointsOfInterest,
  roundTripPrices,
  roundTrips,
  settings,
  tripOffers,
  trips,
  tripStatus,
  tripStatusHistory,
  users,
  vehicles,
  vehicleTypes,
} from '../db/schema/index.ts';
import { DEMO_VEHICLE_TYPES } from './demo-vehicle-types.ts';
import { planDemoTrips } from './plan-demo-trips.ts';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.ts';

// A fixed moment keeps the test reproducible; the plan tests below try other dates.
const NOW = new Date('2026-05-14T09:30:00Z');

const EXPECTED_USERS = [
  { username: 'staff', roles: ['staff'], agency: null, company: null },
  { username: 'agency-admin', roles: ['agent', 'agency admin'], agency: 'Adriatic Travel', company: null },
  { username: 'agent', roles: ['agent'], agency: 'Adriatic Travel', company: null },
  { username: 'agent-b', roles: ['agent', 'agency admin'], agency: 'Alpine Tours', company: null },
  { username: 'driver-admin', roles: ['driver', 'driver admin'], agency: null, company: 'Split Riviera Transfers' },
  { username: 'driver', roles: ['driver'], agency: null, company: 'Split Riviera Transfers' },
  { username: 'driver-b', roles: ['driver', 'driver admin'], agency: null, company: 'Ljubljana Drive' },
];

describe('demo data', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let uploadsDir: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-seed-uploads-'));
    expect(await isDatabaseEmpty(db)).toBe(true);
    expect(await seedDemoData(db, NOW, createUploadStorage(uploadsDir))).toBe(true);
  });

  afterAll(async () => {
    await handle?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('marks the database as no longer empty, and a second seed leaves it as it is', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    const before = await readdir(uploadsDir, { recursive: true });
    expect(await seedDemoData(db, NOW, createUploadStorage(uploadsDir))).toBe(false);
    expect(await db.$count(users)).toBe(EXPECTED_USERS.length);
    expect(await readdir(uploadsDir, { recursive: true })).toEqual(before);
  });

  it('has the seven demo accounts with their roles, agencies and companies', async () => {
    const rows = await db
      .select({
        username: users.username,
        passwordHash: users.passwordHash,
        isStaff: users.isStaff,
        isAgent: users.isAgent,
        isAgencyAdmin: users.isAgencyAdmin,
        isDriver: users.isDriver,
        isDriverAdmin: users.isDriverAdmin,
        agency: agencies.name,
        company: driverCompanies.companyName,
        firstName: users.firstName,
        email: users.email,
      })
      .from(users)
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .leftJoin(drivers, eq(drivers.id, users.driverId))
      .leftJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId));

    const actual = rows
      .map((row) => ({
        username: row.username,
        roles: [
          row.isStaff && 'staff',
          row.isAgent && 'agent',
          row.isAgencyAdmin && 'agency admin',
          row.isDriver && 'driver',
          row.isDriverAdmin && 'driver admin',
        ].filter(Boolean),
        agency: row.agency,
        company: row.company,
      }))
      .sort((a, b) => a.username.localeCompare(b.username));
    expect(actual).toEqual([...EXPECTED_USERS].sort((a, b) => a.username.localeCompare(b.username)));

    for (const row of rows) {
      expect(row.firstName).not.toBe('');
      expect(row.email).toMatch(/@[a-z.-]*example\.com$/);
    }
    const agent = rows.find((row) => row.username === 'agent');
    expect(await verifyPassword(agent?.passwordHash ?? '', 'demo12345')).toBe(true);
  });

  it('has approved partner companies with drivers and vehicles, some awaiting approval', async () => {
    const companies = await db.select().from(driverCompanies);
    expect(companies.every((c) => c.isApproved)).toBe(true);
    const allDrivers = await db.select().from(drivers);
    const allVehicles = await db.select().from(vehicles);
    for (const company of companies) {
      expect(allDrivers.filter((d) => d.companyId === company.id && d.isApproved).length).toBeGreaterThanOrEqual(3);
      expect(allVehicles.filter((v) => v.companyId === company.id && v.isApproved).length).toBeGreaterThanOrEqual(3);
    }
    expect(allDrivers.some((d) => !d.isApproved)).toBe(true);
    expect(allVehicles.some((v) => !v.isApproved)).toBe(true);
  });

  it('gives the fleet stored photos and documents, one expiring within 30 days and one expired on a driver with no trips', async () => {
    const allDrivers = await db.select().from(drivers);
    const allVehicles = await db.select().from(vehicles);
    const stored = new Set(await readdir(uploadsDir));
    const files = [
      ...allDrivers.flatMap((d) => [d.photo, d.licenceDocument, d.idDocument]),
      ...allVehicles.flatMap((v) => [v.photo1, v.photo2, v.vehicleRegistrationPhoto, v.vehicleInsurancePhoto]),
    ].filter((name): name is string => name !== null);
    expect(files.every((name) => stored.has(name))).toBe(true);
    expect(new Set(files).size).toBe(files.length);
    expect(allDrivers.filter((d) => d.photo !== null).length).toBeGreaterThanOrEqual(allDrivers.length - 1);
    expect(allVehicles.every((v) => v.photo1 !== null && v.photo2 !== null)).toBe(true);
    const photo = await sharp(path.join(uploadsDir, allVehicles[0]!.photo1!)).metadata();
    expect(photo.format).toBe('jpeg');

    const today = zagrebToday(NOW);
    const statuses = [
      ...allDrivers.flatMap((d) => [d.licenceExpiresOn, d.idExpiresOn].map((date) => ({ date, driverId: d.id }))),
      ...allVehicles.flatMap((v) => [v.registrationExpiresOn, v.insuranceExpiresOn].map((date) => ({ date, driverId: null }))),
    ].map(({ date, driverId }) => ({ status: documentStatus(date, today), driverId }));
    expect(statuses.some((s) => s.status === 'expiring')).toBe(true);
    const expired = statuses.filter((s) => s.status === 'expired');
    expect(expired).toHaveLength(1);
    expect(await db.select({ id: trips.id }).from(trips).where(eq(trips.driverId, expired[0]!.driverId!))).toEqual([]);
  });

  it('has the vehicle types the spec names, as the planner priced them', async () => {
    const types = await db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id));
    expect(types.find((t) => t.id === 1)?.name).toBe('Sedan');
    expect(types.find((t) => t.id === 3)?.name).toBe('Van');
    // The migration inserts them; the planner's copy must not drift from it.
    expect(types).toEqual(DEMO_VEHICLE_TYPES.map((t) => expect.objectContaining({ ...t })));
    // The sequence was moved past the explicit ids: a new type gets a fresh id.
    const [added] = await db
      .insert(vehicleTypes)
      .values({ name: 'Test type', maxPassengers: 4, pricePerKmCents: 100, minimumFareCents: 1000 })
      .returning({ id: vehicleTypes.id });
    expect(added?.id).toBeGreaterThan(types.length);
    await db.delete(vehicleTypes).where(eq(vehicleTypes.id, added?.id ?? -1));
  });

  it('has points of interest and round trips with prices', async () => {
    const pois = await db.select().from(pointsOfInterest);
    expect(pois.length).toBeGreaterThanOrEqual(30);
    expect(pois.every((p) => p.lat > 42 && p.lat < 47 && p.lng > 13 && p.lng < 19.5)).toBe(true);
    const tours = await db.select().from(roundTrips);
    expect(tours.length).toBeGreaterThanOrEqual(4);
    expect(tours.some((t) => t.stopPoiId !== null)).toBe(true);
    const prices = await db.select().from(roundTripPrices);
    for (const tour of tours) expect(prices.filter((p) => p.roundTripId === tour.id).length).toBeGreaterThanOrEqual(3);
  });

  it('has the platform settings', async () => {
    const values = Object.fromEntries((await db.select().from(settings)).map((s) => [s.key, s.value]));
    expect(values).toMatchObject({
      agency_percent_bp: 1000,
      service_fee_percent_bp: 1000,
      vat_percent_bp: 2500,
      deposit_percent_bp: 2500,
      payment_processing_percent_bp: 300,
    });
    expect(values.bank_info).toMatchObject({ iban: expect.stringMatching(/^HR\d{2}/), swift: expect.any(String) });
  });

  it('has about 200 trips in every status, completed ones only in the past', async () => {
    const all = await db.select().from(trips);
    expect(all.length).toBeGreaterThanOrEqual(180);
    expect(all.length).toBeLessThanOrEqual(220);
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(tripStatus.enumValues));
    for (const trip of all.filter((t) => t.status === 'completed')) expect(trip.pickupAt.getTime()).toBeLessThan(NOW.getTime());
    expect(new Set(all.map((t) => t.reference)).size).toBe(all.length);
    for (const trip of all) {
      expect(trip.reference).toMatch(/^VZ-[2-9A-HJKMNP-Z]{6}$/);
      expect(trip.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('gives every booked trip a customer, as booking requires (ADR 0017)', async () => {
    const booked = (await db.select().from(trips)).filter((t) => t.status !== 'draft');
    for (const trip of booked) {
      const contact = { customer_first_name: trip.customerFirstName, customer_last_name: trip.customerLastName, customer_email: trip.customerEmail, customer_phone: trip.customerPhone };
      expect(missingCustomerContact(contact), trip.reference).toEqual([]);
    }
  });

  it('gives every trip a price snapshot that adds up to the cent', async () => {
    for (const t of await db.select().from(trips)) {
      const amounts = [
        t.basePriceCents, t.agencyFeeCents, t.serviceFeeCents, t.priceVatCents, t.priceNetCents, t.priceGrossCents,
        t.depositNetCents, t.depositVatCents, t.depositGrossCents, t.driverGrossCents, t.platformFeeNetCents,
        t.platformFeeVatCents, t.platformFeeGrossCents, t.paymentProcessingFeeCents,
      ];
      expect(amounts.every((a) => Number.isInteger(a) && a >= 0), t.reference).toBe(true);
      expect(t.priceGrossCents).toBe(t.priceNetCents + t.priceVatCents);
      expect(t.depositGrossCents).toBe(t.depositNetCents + t.depositVatCents);
      expect(t.depositGrossCents).toBe(Math.round(t.priceGrossCents * 0.25));
      expect(t.driverGrossCents + t.depositGrossCents).toBe(t.priceGrossCents);
      expect(t.depositGrossCents).toBe(t.agencyFeeCents + t.platformFeeGrossCents + t.paymentProcessingFeeCents);
      expect(t.platformFeeGrossCents).toBe(t.platformFeeNetCents + t.platformFeeVatCents);
    }
  });

  it('assigns drivers the way the product works', async () => {
    const all = await db.select().from(trips);
    for (const trip of all.filter((t) => t.status === 'completed' || t.status === 'no_show')) {
      expect(trip.driverId, trip.reference).not.toBeNull();
      expect(trip.vehicleId, trip.reference).not.toBeNull();
      expect(trip.depositPaid).toBe(true);
    }
    const offered = new Set((await db.select({ tripId: tripOffers.tripId }).from(tripOffers)).map((o) => o.tripId));
    expect(all.some((t) => offered.has(t.id) && t.driverId === null && t.companyId === null && t.status === 'confirmed')).toBe(true);
    expect(all.some((t) => t.depositPaid && t.depositPaidAt !== null)).toBe(true);

    const driverUsers = await db
      .select({ username: users.username, driverId: users.driverId })
      .from(users)
      .where(eq(users.isDriver, true));
    for (const username of ['driver', 'driver-b']) {
      const driverId = driverUsers.find((u) => u.username === username)?.driverId;
      expect(all.filter((t) => t.driverId === driverId).length, username).toBeGreaterThanOrEqual(5);
    }
  });

  it('puts some pending trips in bulk payments', async () => {
    const bulks = await db.select().from(bulkPayments);
    expect(bulks.some((b) => !b.isPaid)).toBe(true);
    const all = await db.select().from(trips);
    for (const bulk of bulks) {
      const included = all.filter((t) => t.bulkPaymentId === bulk.id);
      expect(included.length).toBeGreaterThan(0);
      expect(bulk.totalCents).toBe(included.reduce((sum, t) => sum + t.depositGrossCents, 0));
      expect(included.every((t) => t.agentUserId === bulk.agentUserId)).toBe(true);
      if (!bulk.isPaid) expect(included.every((t) => t.status === 'pending_payment')).toBe(true);
    }
  });

  it('records a status history that ends in each trip’s status', async () => {
    const history = await db.select().from(tripStatusHistory).orderBy(asc(tripStatusHistory.createdAt), asc(tripStatusHistory.id));
    for (const trip of await db.select().from(trips)) {
      const changes = history.filter((h) => h.tripId === trip.id);
      expect(changes.length, trip.reference).toBeGreaterThanOrEqual(1);
      expect(changes[0]?.fromStatus).toBeNull();
      expect(changes.at(-1)?.toStatus).toBe(trip.status);
      expect(changes.every((h) => h.createdAt.getTime() <= NOW.getTime())).toBe(true);
    }
  });
});

describe('planDemoTrips', () => {
  it('is deterministic for a given moment', () => {
    expect(planDemoTrips(NOW)).toEqual(planDemoTrips(NOW));
  });

  // Month ends, a leap day and both daylight-saving switches in Zagreb.
  it.each(['2027-01-31T23:30:00Z', '2028-02-29T12:00:00Z', '2027-03-28T01:30:00Z', '2027-10-31T00:30:00Z', '2027-12-31T22:59:00Z'])(
    'plans a coherent demo around %s',
    (iso) => {
      const now = new Date(iso);
      const { trips: planned } = planDemoTrips(now);
      expect(new Set(planned.map((t) => t.status))).toEqual(new Set(tripStatus.enumValues));
      for (const trip of planned) {
        if (trip.status === 'completed' || trip.status === 'no_show') expect(trip.pickupAt < now).toBe(true);
        expect(trip.createdAt <= now && trip.updatedAt <= now).toBe(true);
        expect(trip.createdAt < trip.pickupAt).toBe(true);
        if (trip.depositPaidAt) expect(trip.depositPaidAt >= trip.createdAt && trip.depositPaidAt <= now).toBe(true);
      }
    },
  );
});
