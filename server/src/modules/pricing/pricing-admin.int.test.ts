import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import type { AdminPricing, PricingExample, PricingHistory, PricingSettingsForm, TripForEditing, UpdateTripResponse } from '@vozimo/contract';
import { auditEvents, trips } from '../../db/schema/index.ts';
import { bookSplitToDubrovnik } from '../../../test/booking-helpers.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { DUBROVNIK, SPLIT } from '../../../test/quote-places.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let staff: HttpSession;

const DEFAULTS: PricingSettingsForm = {
  agency_percent: 10,
  service_fee_percent: 10,
  vat_percent: 25,
  deposit_percent: 25,
  payment_processing_percent: 3,
};

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
  staff = new HttpSession(ctx.app);
  await staff.signIn(cast.users.staff.username);
});
afterAll(() => ctx.close());

async function signedIn(username: string) {
  const session = new HttpSession(ctx.app);
  await session.signIn(username);
  return session;
}

async function lastAuditLine(action: string) {
  const [row] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1);
  return row;
}

async function saveSettings(settings: PricingSettingsForm) {
  const res = await staff.request('POST', '/api/admin/pricing/', settings);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminPricing>();
}

describe('GET /api/admin/pricing/', () => {
  it('answers the percentages, every type’s tariff and the platform fee of a €100 trip as a result', async () => {
    const res = await staff.request('GET', '/api/admin/pricing/');
    expect(res.statusCode, res.body).toBe(200);
    const pricing = res.json<AdminPricing>();
    expect(pricing.settings).toEqual(DEFAULTS);
    expect(pricing.tariffs.find((t) => t.vehicle_type_id === 1)).toEqual({
      vehicle_type_id: 1,
      vehicle_type_name: 'Sedan',
      is_active: true,
      price_per_km: 0.85,
      minimum_fare: 35,
    });
    // €100 + 10 % + 10 % = 120 net, 150 gross; deposit 37.50 − commission 10 − card 1.13 = 26.37 kept.
    expect(pricing.example.breakdown).toMatchObject({
      base_price: 100,
      price_gross: 150,
      deposit_gross: 37.5,
      agency_fee: 10,
      payment_processing_fee: 1.13,
      platform_fee_gross: 26.37,
      platform_fee_percent: 17.58,
    });
    // 100 km in a Sedan: max(35, 100 × 0.85) = 85 base, 127.50 gross.
    expect(pricing.example.trips.find((t) => t.vehicle_type_id === 1)).toMatchObject({ base_price: 85, price_gross: 127.5 });
  });
});

describe('POST /api/admin/pricing/', () => {
  it('saves the percentages with one audit line of what changed, before and after', async () => {
    const saved = await saveSettings({ ...DEFAULTS, service_fee_percent: 12.5 });
    expect(saved.settings.service_fee_percent).toBe(12.5);
    const line = await lastAuditLine('pricing.settings.update');
    expect(line).toMatchObject({
      actorUserId: cast.users.staff.id,
      subjectType: 'setting',
      subjectLabel: 'Platform percentages',
      before: { service_fee_percent: 10 },
      after: { service_fee_percent: 12.5 },
    });
    await saveSettings(DEFAULTS);
  });

  it('writes no line when nothing changed', async () => {
    const before = (await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'pricing.settings.update'))).length;
    await saveSettings(DEFAULTS);
    expect((await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'pricing.settings.update'))).length).toBe(before);
  });

  it('refuses a deposit too small to pay the commission and the card fee, at the deposit, and keeps the old figures', async () => {
    const res = await staff.request('POST', '/api/admin/pricing/', { ...DEFAULTS, deposit_percent: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: [{ loc: ['body', 'deposit_percent'], msg: expect.stringMatching(/deposit would not cover/), type: 'value_error' }] });
    expect((await staff.request('GET', '/api/admin/pricing/')).json<AdminPricing>().settings.deposit_percent).toBe(25);
  });

  it('refuses percentages out of range or with more than two decimals, at each field', async () => {
    const res = await staff.request('POST', '/api/admin/pricing/', { ...DEFAULTS, vat_percent: 101, service_fee_percent: 10.125 });
    expect(res.statusCode).toBe(422);
    const locs = res.json<{ detail: { loc: string[]; msg: string }[] }>().detail.map((d) => [d.loc.join('.'), d.msg]);
    expect(locs).toEqual(
      expect.arrayContaining([
        ['body.vat_percent', 'Enter a percentage from 0 to 100, with at most two decimals.'],
        ['body.service_fee_percent', 'Enter a percentage from 0 to 100, with at most two decimals.'],
      ]),
    );
  });

  it('is refused to every role but staff', async () => {
    const agent = await signedIn(cast.users.agencyAdmin.username);
    expect((await agent.request('POST', '/api/admin/pricing/', DEFAULTS)).statusCode).toBe(403);
    expect((await agent.request('GET', '/api/admin/pricing/')).statusCode).toBe(403);
  });
});

describe('POST /api/admin/pricing/preview/', () => {
  it('prices the example with proposed figures and saves nothing', async () => {
    const res = await staff.request('POST', '/api/admin/pricing/preview/', {
      settings: { ...DEFAULTS, service_fee_percent: 20 },
      tariffs: [{ vehicle_type_id: 1, price_per_km: 1, minimum_fare: 35 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const example = res.json<PricingExample>();
    expect(example.breakdown).toMatchObject({ base_price: 100, service_fee: 20, price_gross: 162.5 });
    expect(example.trips.find((t) => t.vehicle_type_id === 1)).toMatchObject({ base_price: 100, price_gross: 162.5 });
    expect((await staff.request('GET', '/api/admin/pricing/')).json<AdminPricing>().settings.service_fee_percent).toBe(10);
  });

  it('answers the same refusals as saving, at the proposed field', async () => {
    const res = await staff.request('POST', '/api/admin/pricing/preview/', { settings: { ...DEFAULTS, deposit_percent: 5 } });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: { loc: string[] }[] }>().detail[0]!.loc).toEqual(['body', 'settings', 'deposit_percent']);
  });
});

describe('POST /api/admin/vehicle_types/{id}/tariff/', () => {
  it('changes the price per km with a pricing line about the type', async () => {
    const res = await staff.request('POST', '/api/admin/vehicle_types/3/tariff/', { price_per_km: 1.4, minimum_fare: 60 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vehicle_type_id: 3, price_per_km: 1.4, minimum_fare: 60 });
    expect(await lastAuditLine('pricing.tariff.update')).toMatchObject({
      subjectType: 'vehicle_type',
      subjectId: 3,
      subjectLabel: 'Van',
      before: { price_per_km: 1.1 },
      after: { price_per_km: 1.4 },
    });
  });

  it('refuses a negative or over-precise amount at its field, and an unknown type with 404', async () => {
    const bad = await staff.request('POST', '/api/admin/vehicle_types/3/tariff/', { price_per_km: -1, minimum_fare: 1.234 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc.join('.')).sort()).toEqual(['body.minimum_fare', 'body.price_per_km']);
    const missing = await staff.request('POST', '/api/admin/vehicle_types/999999/tariff/', { price_per_km: 1, minimum_fare: 1 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/admin/pricing/history/', () => {
  it('lists the pricing lines newest first, with who made them', async () => {
    await saveSettings({ ...DEFAULTS, vat_percent: 22 });
    await saveSettings(DEFAULTS);
    const res = await staff.request('GET', '/api/admin/pricing/history/?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json<PricingHistory>();
    expect(history.items).toHaveLength(2);
    expect(history.count).toBeGreaterThanOrEqual(3);
    expect(history.items[0]).toMatchObject({ action: 'pricing.settings.update', before: { vat_percent: 22 }, after: { vat_percent: 25 }, actor: expect.any(String) });
    expect(history.items[1]).toMatchObject({ before: { vat_percent: 25 }, after: { vat_percent: 22 } });
    const lines = await ctx.db.select().from(auditEvents).where(and(like(auditEvents.action, 'pricing.%')));
    expect(history.count).toBe(lines.length);
  });
});

describe('a change applies only to quotes made after it', () => {
  it('books an older quote at its own breakdown, keeps an existing trip’s price, and prices the next quote anew', async () => {
    const agent = await signedIn(cast.users.agent.username);
    // A trip booked before the change.
    const booked = await bookSplitToDubrovnik(agent);
    expect(booked.statusCode, booked.body).toBe(200);
    const [existing] = await ctx.db.select().from(trips).where(eq(trips.reference, booked.json<{ reference: string }>().reference));
    const priceBefore = (await agent.request('GET', `/api/trip/${existing!.id}`)).json<TripForEditing>().price;

    // A quote made before the change, booked after it.
    const older = (await agent.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, passengers: 3, stops: [] })).json<UpdateTripResponse>();
    const olderOffer = older.vehicle_types.find((t) => t.vehicle_type_id === older.selected_vehicle_type)!;

    await saveSettings({ ...DEFAULTS, service_fee_percent: 15 });
    expect((await staff.request('POST', '/api/admin/vehicle_types/1/tariff/', { price_per_km: 0.95, minimum_fare: 35 })).statusCode).toBe(200);
    try {
      expect((await agent.request('GET', `/api/trip/${existing!.id}`)).json<TripForEditing>().price).toEqual(priceBefore);

      const fromOlder = await bookSplitToDubrovnik(agent, { extra: { trip_price_id: older.trip_price_id, vehicle_types: older.vehicle_types, stops: older.stops } });
      expect(fromOlder.statusCode, fromOlder.body).toBe(200);
      const [olderTrip] = await ctx.db.select().from(trips).where(eq(trips.reference, fromOlder.json<{ reference: string }>().reference));
      const olderPrice = (await agent.request('GET', `/api/trip/${olderTrip!.id}`)).json<TripForEditing>().price;
      expect(olderPrice).toEqual(olderOffer.price);
      expect(olderPrice.service_fee_percent).toBe(10);

      const newer = (await agent.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, passengers: 3, stops: [] })).json<UpdateTripResponse>();
      const sedan = newer.vehicle_types.find((t) => t.vehicle_type_id === 1)!;
      expect(sedan.price_per_km).toBe(0.95);
      expect(sedan.price?.service_fee_percent).toBe(15);
      expect(sedan.price_cents).toBeGreaterThan(older.vehicle_types.find((t) => t.vehicle_type_id === 1)!.price_cents);
    } finally {
      await saveSettings(DEFAULTS);
      await staff.request('POST', '/api/admin/vehicle_types/1/tariff/', { price_per_km: 0.85, minimum_fare: 35 });
    }
  });
});
