import { centsToEuroString, euroStringToCents, type OfferPayoutPolicy, type OfferPayoutPolicyRequest } from '@vozimo/contract';
import { z } from 'zod';
import type { OfferPayoutPolicyValue } from '../../db/schema/settings.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { TripsService } from '../trips/ports.ts';
import type { OffersRepository } from './offers.repository.ts';
import type { PayoutStepsRepository } from './payout-steps.repository.ts';
import { claimRefusal } from './rules/claim-refusal.ts';
import { dueSteps, maxPayoutRaise, raiseAfterStep } from './rules/payout-steps.ts';

export interface PayoutStepsDeps {
  /** The marketplace's open offers (the sweep's candidates), and each offer's lock as claims take it. */
  repo: OffersRepository;
  payoutSteps: PayoutStepsRepository;
  /** Writes the trip's raise: inside this area's transaction. */
  trips: Pick<TripsService, 'setPayoutRaise'>;
  now: () => Date;
}

/** How often main.ts raises the payouts of unclaimed offers; a step is taken at most this late. */
export const PAYOUT_STEP_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

const storedPolicySchema = z.object({
  step_hours: z.array(z.number().int().positive()),
  step_cents: z.number().int().nonnegative(),
  margin_floor_bp: z.number().int().min(0).max(10_000),
});

function toPolicyResponse(value: OfferPayoutPolicyValue, updatedAt: Date): OfferPayoutPolicy {
  return {
    step_hours: value.step_hours,
    step_amount: centsToEuroString(value.step_cents),
    margin_floor_percent: value.margin_floor_bp / 100,
    updated_at: updatedAt.toISOString(),
  };
}

/**
 * Beyond the spec (ADR 0020): the payout of an offered trip nobody claims rises at the times staff
 * set, out of the platform's fee and never below its margin floor; every step is recorded.
 */
export function createPayoutStepsService({ repo, payoutSteps, trips, now }: PayoutStepsDeps) {
  async function loadPolicy(from: Pick<PayoutStepsRepository, 'loadPolicy'> = payoutSteps) {
    const row = await from.loadPolicy();
    const parsed = storedPolicySchema.safeParse(row?.value);
    // Migration 0009 inserts the row and changes go through the request schema, so this is a
    // broken installation: fail loudly (a logged 500, a failed sweep) rather than pay out wrongly.
    if (!row || !parsed.success) throw new Error(`The offer payout policy is missing or malformed: ${parsed.error?.message ?? 'no row'}`);
    return { value: parsed.data, updatedAt: row.updatedAt };
  }

  return {
    /** GET /api/offer_payout_policy/. */
    async getOfferPayoutPolicy(actor: Actor): Promise<OfferPayoutPolicy> {
      authorize(actor, 'offers.payoutPolicy');
      const { value, updatedAt } = await loadPolicy();
      return toPolicyResponse(value, updatedAt);
    },

    /**
     * POST /api/offer_payout_policy/: applies to the steps trips reach from now on; steps taken
     * keep their raise. The audit log keeps who changed it, when, and from what.
     */
    async updateOfferPayoutPolicy(actor: Actor, body: OfferPayoutPolicyRequest): Promise<OfferPayoutPolicy> {
      authorize(actor, 'offers.payoutPolicy');
      const at = now();
      const value: OfferPayoutPolicyValue = {
        step_hours: [...body.step_hours].sort((a, b) => b - a),
        step_cents: euroStringToCents(body.step_amount),
        margin_floor_bp: Math.round(body.margin_floor_percent * 100),
      };
      await payoutSteps.transaction(async (tx) => {
        const before = await loadPolicy(tx);
        await tx.savePolicy(value, at);
        await tx.insertAuditEvent(actor.realUserId, 'offers.payout_policy.update', { before: before.value, after: value }, at, {
          type: 'setting',
          id: null,
          label: 'Automatic payout steps',
        });
      });
      return toPolicyResponse(value, at);
    },

    /**
     * One sweep: each unclaimed offer that reached steps it has not taken is raised, one row per
     * step; answers how many steps were taken. Each trip is decided under its offers row lock,
     * taken first as a claim takes it: a claim that holds the lock wins and the sweep then leaves
     * the trip alone; a sweep that holds it finishes first and the claim gets the raised payout.
     */
    async raiseUnclaimedPayouts(): Promise<number> {
      const at = now();
      const { value: policy } = await loadPolicy();
      if (policy.step_hours.length === 0) return 0;
      const furthest = new Date(at.getTime() + Math.max(...policy.step_hours) * 3_600_000);
      // Candidates only: each is decided again under its offer's lock.
      const candidates = await repo.listOpenOffers(at, furthest);
      const stepsTaken = await payoutSteps.listStepsTaken(candidates.map((candidate) => candidate.id));
      let taken = 0;
      for (const candidate of candidates) {
        if (dueSteps(policy.step_hours, stepsTaken.get(candidate.id) ?? new Set(), candidate.pickupAt, at).length === 0) continue;
        taken += await payoutSteps.transaction(async (tx, txDb) => {
          const offers = repo.joining(txDb);
          const offer = await offers.lockOffer(candidate.id);
          const trip = await offers.readTripForDecision(candidate.id);
          // A claim since the list holds the offer now; the sweep leaves the trip alone.
          if (!trip || !offer || offer.claimedAt !== null || claimRefusal({ ...trip, offerDrivers: true }, at) !== null) return 0;
          // Read again under the lock: another sweep may have taken these steps meanwhile.
          const takenNow = (await tx.listStepsTaken([trip.id])).get(trip.id) ?? new Set<number>();
          const steps = dueSteps(policy.step_hours, takenNow, trip.pickupAt, at);
          const max = maxPayoutRaise(trip, policy.margin_floor_bp);
          let raise = trip.payoutRaiseCents;
          for (const stepHours of steps) {
            const to = raiseAfterStep(raise, policy.step_cents, max);
            await tx.insertRaise({ tripId: trip.id, stepHours, fromCents: raise, toCents: to, at });
            raise = to;
          }
          if (raise !== trip.payoutRaiseCents) await trips.setPayoutRaise(txDb, trip.id, raise, at);
          return steps.length;
        });
      }
      return taken;
    },
  };
}
