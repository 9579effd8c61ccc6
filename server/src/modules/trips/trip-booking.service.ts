import { TRIP_MESSAGES, type BookingRequestParsed, type BookingResponse } from '@vozimo/contract';
import { bodyFieldErrors } from '../../platform/http/app-error.ts';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { doOnce } from '../../platform/db/idempotency.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { newSecretToken } from '../../platform/sessions/session-token.ts';
import { cryptoPicker, newReference } from '../../platform/references/readable-reference.ts';
import { isPickupInPast, pickupInstant } from './rules/pickup-time.ts';
import { assertQuoteMeetsCountryRule, assertSameRoute, quotedRoute, requestedRoute, tripColumnsFromQuote } from './trip-from-quote.ts';
import type { QuotesService } from '../quotes/ports.ts';
import { REFERENCE_PREFIX } from './trip-access.ts';
import type { TripRow, TripsRepository } from './trips.repository.ts';
import { tripBookedDedupeKey, tripBookedEmail } from './emails/trip-booked-email.ts';
import { formColumns } from './form-columns.ts';

export interface TripBookingDeps {
  repo: TripsRepository;
  /** The stored quote a booking takes its route and price from. */
  quotes: Pick<QuotesService, 'loadQuoteForBooking'>;
  now: () => Date;
  /** Sends what a booking queues in the outbox, once the booking has committed. */
  mail: MailDelivery;
  /** The site's origin (PUBLIC_URL), for the trip link in e-mails. */
  publicUrl: string;
}

export const OTHER_AGENCY_QUOTE_MESSAGE = "This price includes another agency's commission: press Update to recalculate.";

/**
 * The trip's price comes from here and only here: a stored quote the server computed, for this
 * route and for the agency whose commission the trip will carry (`agencyId`).
 */
export async function loadPricedQuote(
  deps: Pick<TripBookingDeps, 'quotes'>,
  actor: Actor,
  body: BookingRequestParsed,
  agencyId: number | null,
  at: Date,
) {
  const tripPriceId = body.extra.trip_price_id;
  if (!tripPriceId) throw bodyFieldErrors([{ field: ['extra', 'trip_price_id'], message: TRIP_MESSAGES.tripPriceId }]);
  const quote = await deps.quotes.loadQuoteForBooking(actor, tripPriceId, body.vehicle_type_id, at);
  assertSameRoute(requestedRoute(body), quotedRoute(quote));
  assertQuoteMeetsCountryRule(quote);
  if (quote.agencyId !== agencyId) {
    throw bodyFieldErrors([{ field: ['extra', 'trip_price_id'], message: OTHER_AGENCY_QUOTE_MESSAGE }]);
  }
  return quote;
}

export function assertPickupNotInPast(body: BookingRequestParsed, at: Date): Date {
  const pickupAt = pickupInstant(body.pickup_date, body.pickup_time);
  if (isPickupInPast(pickupAt, at)) throw bodyFieldErrors([{ field: 'pickup_date', message: TRIP_MESSAGES.pickupInPast }]);
  return pickupAt;
}

/**
 * Tells the customer, when they left an e-mail, that their trip is booked, with the link to pay the
 * deposit: inside the booking's transaction, so the message exists exactly when the booking does.
 * Answers the outbox id for `mail.dispatch` after the commit.
 */
export async function queueTripBookedEmail(tx: TripsRepository, publicUrl: string, tripId: number): Promise<number | null> {
  const trip: TripRow | undefined = await tx.findTripById(tripId);
  const to = trip?.customerEmail.trim();
  if (!trip || !to) return null;
  return tx.queueEmail({ to, ...tripBookedEmail(trip, publicUrl), dedupeKey: tripBookedDedupeKey(trip.id), secrets: [trip.token] });
}

/** POST /api/trip/: Save Quote (a draft) or Book Trip (pending payment). */
export function createTripBookingService(deps: TripBookingDeps) {
  const { repo, now } = deps;
  return {
    /**
     * With `idempotencyKey`, a repeat of the same booking by the same user (a double click, a retry
     * after a lost answer) answers with the first booking instead of making another (doOnce).
     */
    async bookTrip(actor: Actor, body: BookingRequestParsed, idempotencyKey?: string): Promise<BookingResponse> {
      authorize(actor, 'trip.create');
      const at = now();
      const pickupAt = assertPickupNotInPast(body, at);
      const quote = await loadPricedQuote(deps, actor, body, actor.agencyId, at);
      const status = body.is_draft ? 'draft' : 'pending_payment';

      let bookedEmailId: number | null = null;
      const saved = await repo.transaction(async (tx, txDb) => {
        const book = async () => {
          const token = newSecretToken();
          const { id, reference } = await tx.insertTrip(
            {
              token,
              status,
              // Under a staff override the trip belongs to the impersonated agent, as if they had booked it.
              agentUserId: actor.userId,
              agencyId: actor.agencyId,
              ...(await tripColumnsFromQuote(tx, quote, body)),
              ...formColumns(body, pickupAt),
              createdAt: at,
              updatedAt: at,
            },
            () => newReference(cryptoPicker, REFERENCE_PREFIX),
          );
          await tx.insertStatusChange({
            tripId: id,
            fromStatus: null,
            toStatus: status,
            changedByUserId: actor.realUserId,
            note: body.is_draft ? 'Quote saved' : 'Trip booked',
            at,
          });
          if (status === 'pending_payment') bookedEmailId = await queueTripBookedEmail(tx, deps.publicUrl, id);
          return { reference, token };
        };
        if (idempotencyKey === undefined) return book();
        return doOnce(txDb, { userId: actor.realUserId, scope: 'trips.book', key: idempotencyKey, body, at }, book);
      });
      deps.mail.dispatch(bookedEmailId);
      return saved;
    },
  };
}

export type TripBookingService = ReturnType<typeof createTripBookingService>;
