import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertAgency } from '../../../test/factories.ts';
import { vehicleTypes } from '../../db/schema/index.ts';
import { createTestServices } from '../../../test/test-services.ts';
import type { PlaceSearch } from '../../platform/maps/maps.ts';
import type { Services } from '../../services.ts';

// A quote reads its percentages and the vehicle types on offer in one statement
// (quotePricingFor); it must answer exactly what the two separate lookups answer.
let ctx: TestContext;
let services: Services;

const unusedPlaceSearch: PlaceSearch = { search: () => Promise.reject(new Error('place search is not used here')) };

beforeAll(async () => {
  ctx = await buildTestApp();
  services = createTestServices(ctx, { placeSearch: unusedPlaceSearch });
});
afterAll(() => ctx.close());

/** What the quote used to read in two round trips. */
async function separately(agencyId: number | null) {
  return { percentages: await services.pricing.percentagesFor(agencyId), vehicleTypes: await services.catalogue.vehicleTypesForPricing() };
}

async function setActive(ids: number[], isActive: boolean) {
  await ctx.db.update(vehicleTypes).set({ isActive }).where(inArray(vehicleTypes.id, ids));
}

describe('the percentages and vehicle types of a quote, in one statement', () => {
  it('gives an agency’s own commission, and the default one without an agency, with every type on offer', async () => {
    const agency = await insertAgency(ctx.db, { agencyPercentBp: 1250 });
    const forAgency = await services.pricing.quotePricingFor(agency.id);
    expect(forAgency).toEqual(await separately(agency.id));
    expect(forAgency.percentages).toMatchObject({ agencyPercentBp: 1250, vatPercentBp: 2500 });
    expect(forAgency.vehicleTypes.map((t) => t.name)).toEqual(['Sedan', 'Premium Sedan', 'Van', 'Minibus', 'Bus']);

    const withoutAgency = await services.pricing.quotePricingFor(null);
    expect(withoutAgency).toEqual(await separately(null));
    expect(withoutAgency.percentages).toMatchObject({ agencyPercentBp: 1000 });
  });

  it('answers no percentages for an unknown agency, and still the types', async () => {
    const unknown = await services.pricing.quotePricingFor(999_999);
    expect(unknown.percentages).toBeNull();
    expect(unknown).toEqual(await separately(999_999));
  });

  it('leaves out a retired type, and answers the percentages when no type is on offer', async () => {
    const all = (await services.catalogue.vehicleTypesForPricing()).map((t) => t.id);
    await setActive([all[1]!], false);
    try {
      const oneRetired = await services.pricing.quotePricingFor(null);
      expect(oneRetired.vehicleTypes.map((t) => t.id)).toEqual(all.filter((id) => id !== all[1]));
      expect(oneRetired).toEqual(await separately(null));

      await setActive(all, false);
      const noneOnOffer = await services.pricing.quotePricingFor(null);
      expect(noneOnOffer.vehicleTypes).toEqual([]);
      expect(noneOnOffer.percentages).toMatchObject({ agencyPercentBp: 1000, vatPercentBp: 2500 });
      expect(noneOnOffer).toEqual(await separately(null));
    } finally {
      await setActive(all, true);
    }
  });
});
