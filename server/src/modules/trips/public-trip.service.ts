import { isFinalTripStatus, missingCustomerContact, type PublicTrip, type updateTripInfoRequestSchema } from '@vozimo/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/permissions/actor.ts';
import { can } from '../../platform/permissions/can.ts';
import { AppError, bodyFieldErrors, forbidden, notFound } from '../../platform/http/app-error.ts';
import { storedSecretMatches } from '../../platform/sessions/session-token.ts';
import type { TripCardPayment } from '../payments/ports.ts';
import { finalTripRefusal } from './rules/trip-transitions.ts';
import { TRIP_NOT_FOUND, tripAccessOf } from './trip-access.ts';
import type { TripDetailRow, TripRow, TripsRepository } from './trips.repository.ts';
import { toPublicTrip, type PublicTripPayment } from './trip-views.ts';

export interface PublicTripDeps {
  repo: TripsRepository;
  now: () => Date;
  /** The card payment form's data (the payments area owns card payments). */
  cardPayment: TripCardPayment;
}

type TripInfoUpdate = z.output<typeof updateTripInfoRequestSchema>;

/**
 * The public trip page: whoever holds the reference and its token (the link the agent sends the
 * customer) sees the trip; no sign-in. The token is the permission.
 */
export function createPublicTripService({ repo, now, cardPayment }: PublicTripDeps) {
  /** The payment form's data while the deposit can be paid by card; no client secret otherwise. */
  async function paymentOf(trip: TripRow): Promise<PublicTripPayment> {
    const due = trip.status === 'pending_payment' && !trip.depositPaid && trip.bulkPaymentId === null;
    return {
      clientSecret: due ? await cardPayment.findPayableClientSecret(trip.id, trip.depositGrossCents) : null,
      stripePublic: cardPayment.publishableKey,
      processor: cardPayment.processor,
    };
  }

  async function viewOf(actor: Actor | null, detail: TripDetailRow): Promise<PublicTrip> {
    const access = tripAccessOf(detail.trip);
    const poiIds = [...new Set(detail.trip.stops.map((s) => s.poi_id))];
    // Independent reads: on PostgreSQL they run on two pooled connections at once.
    const [pois, payment] = await Promise.all([repo.listPoisByIds(poiIds), paymentOf(detail.trip)]);
    return toPublicTrip(
      detail,
      pois,
      {
        canEditTrip: can(actor, 'trip.edit', access),
        canEditInfo: can(actor, 'trip.editInfo', access),
      },
      payment,
    );
  }

  /** The trip behind a link; an unknown reference and a wrong token take the same work and get the same 404. */
  async function findByLink(reference: string, token: string): Promise<TripDetailRow> {
    const detail = await repo.findTripDetailByReference(reference);
    const matches = storedSecretMatches(detail?.trip.token, token);
    if (!detail || !matches) throw notFound(TRIP_NOT_FOUND);
    return detail;
  }

  return {
    async getPublicTrip(actor: Actor | null, reference: string, token: string): Promise<PublicTrip> {
      return viewOf(actor, await findByLink(reference, token));
    },

    /**
     * The stored name of the photo of the driver assigned to the trip, for whoever holds its link
     * (the driver card of the public trip page); 404 while no driver with a photo is assigned.
     */
    async getPublicDriverPhoto(reference: string, token: string): Promise<string> {
      const photo = (await findByLink(reference, token)).driver?.photo;
      if (!photo) throw notFound('This trip has no driver photo.');
      return photo;
    },

    /**
     * The Edit modal: contact and extra info. It takes the link's token AND a signed-in staff
     * member or the owning agent side (spec section 2 shows the button only to them); a final
     * trip is refused with 409 to those who could otherwise edit it.
     */
    async updateTripInfo(actor: Actor, tripId: number, token: string, update: TripInfoUpdate): Promise<PublicTrip> {
      const trip = await repo.findTripById(tripId);
      if (!trip || !storedSecretMatches(trip.token, token)) throw notFound(TRIP_NOT_FOUND);
      const access = tripAccessOf(trip);
      if (!can(actor, 'trip.editInfo', access)) {
        const couldIfOpen = can(actor, 'trip.editInfo', { ...access, status: 'confirmed' });
        throw isFinalTripStatus(trip.status) && couldIfOpen ? new AppError(409, finalTripRefusal(trip.status)) : forbidden();
      }
      // A booked trip keeps a customer the driver can call (ADR 0017, ADR 0060): the e-mail may go, the phone stays.
      if (trip.status !== 'draft') {
        const missing = missingCustomerContact(update);
        if (missing.length > 0) throw bodyFieldErrors(missing);
      }
      await repo.updateTrip(trip.id, {
        customerFirstName: update.customer_first_name,
        customerLastName: update.customer_last_name,
        customerEmail: update.customer_email,
        customerPhone: update.customer_phone,
        info: update.info,
        updatedAt: now(),
      });
      const detail = await repo.findTripDetail(trip.id);
      if (!detail) throw notFound(TRIP_NOT_FOUND);
      return viewOf(actor, detail);
    },
  };
}

export type PublicTripService = ReturnType<typeof createPublicTripService>;
