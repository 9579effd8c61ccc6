import type { Database } from '../src/platform/db/database.ts';
import { createOffersRepository } from '../src/modules/offers/offers.repository.ts';
import { createPayoutStepsRepository } from '../src/modules/offers/payout-steps.repository.ts';
import { createPayoutStepsService } from '../src/modules/offers/payout-steps.service.ts';
import { createTripsForOtherAreas } from '../src/modules/trips/trips-for-other-areas.service.ts';
import { createTripsRepository } from '../src/modules/trips/trips.repository.ts';

/**
 * The automatic payout steps wired as services.ts wires them, on a test database and clock: tests
 * run the sweep themselves (the app's timers are off in tests) and lock offers as claims do.
 */
export function payoutStepsOn(db: Database, now: () => Date) {
  const trips = createTripsForOtherAreas({ repo: createTripsRepository(db) });
  const offers = createOffersRepository(db);
  return { trips, offers, service: createPayoutStepsService({ repo: offers, payoutSteps: createPayoutStepsRepository(db), trips, now }) };
}
