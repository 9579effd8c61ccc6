import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES, type UpdateRoundTripResponse, type UpdateTripResponse } from '@vozimo/contract';
import { actorOf } from '../../../test/actors.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertPoi, insertPoiCategory, insertRoundTrip } from '../../../test/catalogue-factories.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { DUBROVNIK, OMIS, SPLIT } from '../../../test/quote-places.ts';
import { createTestServices } from '../../../test/test-services.ts';
import { AppError, FieldValidationError } from '../../platform/http/app-error.ts';
import type { PlaceSearch } from '../../platform/maps/maps.ts';
import { breakdownInvariantViolations } from '../pricing/ports.ts';
import type { QuotesService } from './quotes.service.ts';

const MADE_AT = new Date('2030-05-01T08:00:00Z');
let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let foreign: Awaited<ReturnType<typeof insertRoleCast>>;
let quotes: QuotesService;
let omisId: number;
let serviceClock = MADE_AT;

/** Place search is not what these tests are about; listPoisNearRoute never calls it. */
const unusedPlaceSearch: PlaceSearch = {
  search: () => Promise.reject(new Error('place search is not used by quotes')),
};

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => MADE_AT });
  cast = await insertRoleCast(ctx.db);
  foreign = await insertRoleCast(ctx.db);
  const category = await insertPoiCategory(ctx.db);
  omisId = (await insertPoi(ctx.db, { categoryId: category.id, ...OMIS })).id;
  // The quotes service as the composition root wires it, on a clock of its own.
  quotes = createTestServices(ctx, { now: () => serviceClock, placeSearch: unusedPlaceSearch }).quotes;
});
afterAll(() => ctx.close());

async function quoteAs(username: string, body: Record<string, unknown> = {}): Promise<UpdateTripResponse> {
  const browser = new HttpSession(ctx.app);
  await browser.signIn(username);
  const res = await browser.request('POST', '/api/update_trip/', { start_loc: SPLIT, end_loc: DUBROVNIK, passengers: 2, stops: [], ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UpdateTripResponse>();
}

async function expectQuoteError(promise: Promise<unknown>, msg: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FieldValidationError);
  expect((error as FieldValidationError).issues).toEqual([{ loc: ['body', 'extra', 'trip_price_id'], msg }]);
}

describe('loadQuoteForBooking', () => {
  it('gives back exactly what was quoted, for the chosen vehicle type', async () => {
    const quoted = await quoteAs(cast.users.agent.username, { stops: [{ poi_id: omisId, time: 90 }], start_locality: 'Split' });
    const van = quoted.vehicle_types.find((v) => v.vehicle_type_id === 3)!;
    const loaded = await quotes.loadQuoteForBooking(actorOf(cast.users.agent), quoted.trip_price_id, 3, MADE_AT);

    expect(loaded).toMatchObject({
      vehicleTypeId: 3,
      distanceMeters: quoted.distance,
      durationSeconds: quoted.duration,
      passengers: 2,
      roundTripId: null,
      agencyId: cast.agency.id,
      startLoc: { formatted_address: SPLIT.formatted_address, country_short_name: 'HR', lat: SPLIT.lat },
      endLoc: { formatted_address: DUBROVNIK.formatted_address },
      stops: [{ poi_id: omisId, name: expect.any(String), time: 90, price_cents: 4000 }],
    });
    expect(loaded.breakdown.priceGrossCents).toBe(van.price_cents);
    expect(loaded.breakdown.basePriceCents / 100).toBe(van.price!.base_price);
    expect(breakdownInvariantViolations(loaded.breakdown)).toEqual([]);
  });

  it('lets staff book with anybody’s quote', async () => {
    const quoted = await quoteAs(cast.users.agent.username);
    const loaded = await quotes.loadQuoteForBooking(actorOf(cast.users.staff), quoted.trip_price_id, 1, MADE_AT);
    expect(loaded.vehicleTypeId).toBe(1);
  });

  it('refuses another agent’s quote, even from the same agency, as if it did not exist', async () => {
    const quoted = await quoteAs(cast.users.agent.username);
    await expectQuoteError(quotes.loadQuoteForBooking(actorOf(foreign.users.agent), quoted.trip_price_id, 1, MADE_AT), QUOTE_MESSAGES.quoteNotFound);
    await expectQuoteError(quotes.loadQuoteForBooking(actorOf(cast.users.agencyAdmin), quoted.trip_price_id, 1, MADE_AT), QUOTE_MESSAGES.quoteNotFound);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', ''])('refuses the unknown quote id %j', async (id) => {
    await expectQuoteError(quotes.loadQuoteForBooking(actorOf(cast.users.agent), id, 1, MADE_AT), QUOTE_MESSAGES.quoteNotFound);
  });

  it('refuses an expired quote from the moment it expires', async () => {
    const quoted = await quoteAs(cast.users.agent.username);
    const expiresAt = new Date(quoted.expires_at);
    const lastMoment = new Date(expiresAt.getTime() - 1);
    await expect(quotes.loadQuoteForBooking(actorOf(cast.users.agent), quoted.trip_price_id, 1, lastMoment)).resolves.toBeDefined();
    await expectQuoteError(quotes.loadQuoteForBooking(actorOf(cast.users.agent), quoted.trip_price_id, 1, expiresAt), QUOTE_MESSAGES.quoteExpired);
  });

  it('refuses a vehicle type the quote did not price (a Sedan for five)', async () => {
    const quoted = await quoteAs(cast.users.agent.username, { passengers: 5 });
    await expectQuoteError(quotes.loadQuoteForBooking(actorOf(cast.users.agent), quoted.trip_price_id, 1, MADE_AT), QUOTE_MESSAGES.vehicleNotQuoted);
  });

  it('refuses drivers before looking at the quote', async () => {
    const quoted = await quoteAs(cast.users.agent.username);
    const error = await quotes.loadQuoteForBooking(actorOf(cast.users.driver), quoted.trip_price_id, 1, MADE_AT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(403);
  });

  it('carries a round trip’s place, id and stop', async () => {
    const roundTrip = await insertRoundTrip(ctx.db, { stopPoiId: omisId, stopPriceCents: 3000, stopDurationMinutes: 60 });
    const browser = new HttpSession(ctx.app);
    await browser.signIn(cast.users.agent.username);
    const res = await browser.request('POST', '/api/update_round_trip/', { passengers: 2, round_trip_id: roundTrip.id, poi_id: omisId });
    expect(res.statusCode, res.body).toBe(200);
    const quoted = res.json<UpdateRoundTripResponse>();
    const loaded = await quotes.loadQuoteForBooking(actorOf(cast.users.agent), quoted.trip_price_id, 3, MADE_AT);
    expect(loaded).toMatchObject({
      roundTripId: roundTrip.id,
      distanceMeters: 500_000,
      durationSeconds: 660 * 60,
      startLoc: { id: roundTrip.startPlaceId, formatted_address: 'Split, Croatia' },
      endLoc: { id: roundTrip.startPlaceId },
      stops: [{ poi_id: omisId, time: 60, price_cents: 3000 }],
    });
    expect(loaded.breakdown.basePriceCents).toBe(34_000 + 3000);
  });
});

describe('deleteExpiredQuotes', () => {
  it('removes the quotes past their expiry and keeps the others', async () => {
    const old = await quoteAs(cast.users.agent.username);
    serviceClock = new Date(MADE_AT.getTime() + 24 * 3600 * 1000);
    try {
      expect(await quotes.deleteExpiredQuotes()).toBeGreaterThanOrEqual(1);
      await expectQuoteError(quotes.loadQuoteForBooking(actorOf(cast.users.agent), old.trip_price_id, 1, MADE_AT), QUOTE_MESSAGES.quoteNotFound);
    } finally {
      serviceClock = MADE_AT;
    }
  });
});
