import { OFFER_TRIP_MESSAGES, type OfferTripResponse } from '@vozimo/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import type { CompanyFleetService } from '../fleet/ports.ts';
import { createDriverAnnouncementsService } from './driver-announcements.service.ts';
import type { TripsService } from '../trips/ports.ts';
import { createMarketplaceService } from './marketplace.service.ts';
import { createTripClaimsService } from './trip-claims.service.ts';
import { createUnclaimedOffersService } from './unclaimed-offers.service.ts';
import { createPayoutStepsService } from './payout-steps.service.ts';
import type { PayoutStepsRepository } from './payout-steps.repository.ts';
import { createMarketplaceRecordService } from './marketplace-record.service.ts';
import { createOfferWithdrawalService } from './offer-withdrawal.service.ts';
import type { MarketplaceRecordRepository } from './marketplace-record.repository.ts';
import type { OffersRepository } from './offers.repository.ts';
import { offerRefusal } from './rules/offer-refusal.ts';

export interface OffersServiceDeps {
  repo: OffersRepository;
  /** Gives the trip a company's driver side and the payout's raise: inside this area's transaction. */
  trips: Pick<TripsService, 'assignForCompany' | 'releaseClaim' | 'setPayoutRaise'>;
  /** The companies' assignable drivers and vehicles. */
  companyFleet: CompanyFleetService;
  now: () => Date;
  /** Sends the driver e-mails the sweep queues. */
  mail: MailDelivery;
  /** PUBLIC_URL, for links in the customer's e-mails. */
  publicUrl: string;
  /** The automatic payout steps' policy and record (ADR 0020). */
  payoutSteps: PayoutStepsRepository;
  /** Companies' claims, releases and late changes, for staff. */
  records: MarketplaceRecordRepository;
}

/** Staff see every trip, so an unknown id is simply unknown. */
export const OFFER_TRIP_NOT_FOUND = 'Trip not found.';

/** The marketplace (spec sections 2-9): staff offer trips, driver companies see and claim them. */
export function createOffersService({ repo, trips, companyFleet, now, mail, publicUrl, payoutSteps, records }: OffersServiceDeps) {
  return {
    ...createDriverAnnouncementsService({ repo, now, mail, publicUrl }),
    ...createUnclaimedOffersService({ repo, now, mail, publicUrl }),
    ...createMarketplaceService({ repo, companyFleet, now }),
    ...createTripClaimsService({ repo, trips, companyFleet, now }),
    ...createPayoutStepsService({ repo, payoutSteps, trips, now }),
    ...createMarketplaceRecordService({ records, now }),
    ...createOfferWithdrawalService({ repo, now }),

    /**
     * POST /api/offer_trip/{tripId}/: the offers row is the offer (the trip itself does not change,
     * so its status history gets no row); the audit log records who offered it. Decided on the trip
     * under a share lock; of two offers at once the second finds the row and is refused.
     */
    async offerTripToDrivers(actor: Actor, tripId: number): Promise<OfferTripResponse> {
      authorize(actor, 'trip.offerToDrivers');
      const at = now();
      return repo.transaction(async (tx) => {
        const trip = await tx.readTripForDecision(tripId);
        if (!trip) throw notFound(OFFER_TRIP_NOT_FOUND);
        const refusal = offerRefusal({ ...trip, offerDrivers: await tx.isOffered(trip.id) }, at);
        if (refusal) throw new AppError(409, refusal);
        if (!(await tx.insertOffer({ tripId: trip.id, offeredByUserId: actor.realUserId, at }))) {
          throw new AppError(409, OFFER_TRIP_MESSAGES.alreadyOffered);
        }
        await tx.insertAuditEvent(actor.realUserId, 'trip.offer_to_drivers', { trip_id: trip.id, reference: trip.reference }, at, {
          type: 'trip',
          id: trip.id,
          label: trip.reference,
        });
        return { trip_id: trip.id, offer_drivers: true, offered_at: at.toISOString() };
      });
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
