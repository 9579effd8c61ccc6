import type { OfferTripResponse } from '@vozimo/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { TripsService } from '../trips/ports.ts';
import type { OffersRepository } from './offers.repository.ts';
import { offerRefusal } from './rules/offer-refusal.ts';

export interface OffersServiceDeps {
  repo: OffersRepository;
  /** Locks the trip and marks it offered, inside this area's transaction. */
  trips: Pick<TripsService, 'lockTrip' | 'markOfferedToDrivers'>;
  now: () => Date;
}

/** Staff see every trip, so an unknown id is simply unknown. */
export const OFFER_TRIP_NOT_FOUND = 'Trip not found.';

/** Offering trips to driver companies (spec sections 4 and 7); claiming them comes later. */
export function createOffersService({ repo, trips, now }: OffersServiceDeps) {
  return {
    /**
     * POST /api/offer_trip/{tripId}/. The status does not change, so the status history gets no
     * row; the audit log records who offered it.
     */
    async offerTripToDrivers(actor: Actor, tripId: number): Promise<OfferTripResponse> {
      authorize(actor, 'trip.offerToDrivers');
      const at = now();
      return repo.transaction(async (tx, txDb) => {
        const trip = await trips.lockTrip(txDb, tripId);
        if (!trip) throw notFound(OFFER_TRIP_NOT_FOUND);
        const refusal = offerRefusal(trip, at);
        if (refusal) throw new AppError(409, refusal);
        await trips.markOfferedToDrivers(txDb, trip.id, at);
        await tx.insertAuditEvent(actor.realUserId, 'trip.offer_to_drivers', { trip_id: trip.id, reference: trip.reference }, at);
        return { trip_id: trip.id, offer_drivers: true, offered_at: at.toISOString() };
      });
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
