import { WITHDRAW_OFFER_MESSAGES, type WithdrawOfferResponse } from '@vozimo/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { OffersRepository } from './offers.repository.ts';
// Only read inside the call, so the two files may name each other.
import { OFFER_TRIP_NOT_FOUND } from './offers.service.ts';

export interface OfferWithdrawalDeps {
  repo: OffersRepository;
  now: () => Date;
}

/**
 * Staff take an offer back while no company holds the trip (ADR 0056): its offers row goes, so no
 * company sees or can claim it, and staff may offer it again or assign a driver in the trip form.
 * A raise the payout steps gave it stays on the trip, and the steps it took stay taken: offered
 * again, it does not rise twice for the same step.
 */
export function createOfferWithdrawalService({ repo, now }: OfferWithdrawalDeps) {
  return {
    /**
     * POST /api/withdraw_offer/{tripId}/. Decided under the offer's lock, which a claim takes
     * first too: of a claim and a withdrawal at once, the one that locks first wins, and a claim
     * that waited finds no offer (409 'not offered').
     */
    async withdrawOffer(actor: Actor, tripId: number): Promise<WithdrawOfferResponse> {
      authorize(actor, 'trip.offerToDrivers');
      const at = now();
      return repo.transaction(async (tx) => {
        const offer = await tx.lockOffer(tripId);
        const trip = await tx.readTripForDecision(tripId);
        if (!trip) throw notFound(OFFER_TRIP_NOT_FOUND);
        if (!offer) throw new AppError(409, WITHDRAW_OFFER_MESSAGES.notOffered);
        if (offer.claimedAt !== null) throw new AppError(409, WITHDRAW_OFFER_MESSAGES.claimed);
        await tx.deleteOffer(trip.id);
        await tx.insertAuditEvent(
          actor.realUserId,
          'trip.withdraw_offer',
          { trip_id: trip.id, reference: trip.reference, offered_at: offer.offeredAt.toISOString() },
          at,
          { type: 'trip', id: trip.id, label: trip.reference },
        );
        return { trip_id: trip.id, offer_drivers: false };
      });
    },
  };
}
