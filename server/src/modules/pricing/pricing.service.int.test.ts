import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf } from '../../../test/actors.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertAgency, insertRoleCast } from '../../../test/factories.ts';
import { FieldValidationError, type AppError } from '../../platform/http/app-error.ts';
import { createPricingRepository } from './pricing.repository.ts';
import { createPricingService, type PricingService } from './pricing.service.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let pricing: PricingService;

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
  // These cases price no vehicle type; the Pricing screen's tariffs are pricing-admin.int.test.ts's.
  pricing = createPricingService({ repo: createPricingRepository(ctx.db), vehicleTypes: { allVehicleTypes: async () => [] } });
});
afterAll(() => ctx.close());

const rejection = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e);

describe('pricing settings', () => {
  it('starts with the initial migration’s percentages', async () => {
    expect(await pricing.getSettings(actorOf(cast.users.staff))).toEqual({
      agency_percent_bp: 1000,
      service_fee_percent_bp: 1000,
      vat_percent_bp: 2500,
      deposit_percent_bp: 2500,
      payment_processing_percent_bp: 300,
    });
  });

  it('prices with the agency’s own commission, or the default one without an agency', async () => {
    const agency = await insertAgency(ctx.db, { agencyPercentBp: 1250 });
    expect(await pricing.percentagesFor(agency.id)).toMatchObject({ agencyPercentBp: 1250, vatPercentBp: 2500 });
    expect(await pricing.percentagesFor(null)).toMatchObject({ agencyPercentBp: 1000 });
    expect(await pricing.percentagesFor(999_999)).toBeNull();
  });

  it('refuses a change that would leave a deposit unable to pay an agency’s commission', async () => {
    await insertAgency(ctx.db, { agencyPercentBp: 2000 });
    const error = await rejection(pricing.updateSettings(actorOf(cast.users.staff), { deposit_percent_bp: 1000 }));
    expect(error).toBeInstanceOf(FieldValidationError);
    expect((error as FieldValidationError).issues[0]).toMatchObject({ loc: ['body', 'deposit_percent_bp'] });
    expect((await pricing.getSettings(actorOf(cast.users.staff))).deposit_percent_bp).toBe(2500);
  });

  it('refuses a percentage out of range at its own field', async () => {
    const error = await rejection(pricing.updateSettings(actorOf(cast.users.staff), { vat_percent_bp: 12_000 }));
    expect((error as FieldValidationError).issues).toEqual([{ loc: ['body', 'vat_percent_bp'], msg: expect.stringMatching(/^VAT must be/) }]);
  });

  it('saves an allowed change, which the next price uses', async () => {
    await pricing.updateSettings(actorOf(cast.users.staff), { vat_percent_bp: 2200 });
    expect((await pricing.percentagesFor(null))?.vatPercentBp).toBe(2200);
    await pricing.updateSettings(actorOf(cast.users.staff), { vat_percent_bp: 2500 });
  });

  it('tells the agents area which commissions would not work', async () => {
    expect(await pricing.agencyPercentProblems(1500)).toEqual([]);
    expect(await pricing.agencyPercentProblems(6000)).toHaveLength(1);
  });

  it('lets only staff see or change the settings', async () => {
    for (const role of ['agencyAdmin', 'agent', 'driverAdmin', 'driver'] as const) {
      const error = await rejection(pricing.updateSettings(actorOf(cast.users[role]), { vat_percent_bp: 2500 }));
      expect((error as AppError).status).toBe(403);
      expect(((await rejection(pricing.getSettings(actorOf(cast.users[role])))) as AppError).status).toBe(403);
    }
  });
});
