import {
  isFinalTripStatus,
  missingCustomerContact,
  missingPickupDetails,
  TRIP_MESSAGES,
  type BookingRequestParsed,
  type TripForEditing,
  type TripStatus,
  type TripUpdateResponse,
} from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { can } from '../../platform/permissions/can.ts';
import { AppError, bodyFieldErrors, forbidden } from '../../platform/http/app-error.ts';
import { assignmentProblems } from './rules/driver-vehicle-assignment.ts';
import { isPickupInPast, pickupInstant } from './rules/pickup-time.ts';
import { ROUTE_CHANGED_MESSAGE, routeDifferences, type PricedRouteFields } from './rules/route-changes.ts';
import { canTransition, finalTripRefusal, transitionRefusal } from './rules/trip-transitions.ts';
import { loadPricedQuote, queueTripBookedEmail, type TripBookingDeps } from './trip-booking.service.ts';
import { readableDetail, tripAccessOf } from './trip-access.ts';
import { requestedRoute, tripColumnsFromQuote } from './trip-from-quote.ts';
import type { TripChanges, TripDetailRow, TripRow, TripsRepository } from './trips.repository.ts';
import { toTripForEditing } from './trip-views.ts';
import { formColumns } from './form-columns.ts';

const DEPOSIT_PAID_PRICE_FIXED = 'The deposit is paid: the route and price of this trip can no longer change.';
const IN_BANK_TRANSFER_PRICE_FIXED =
  'This trip is in a bank-transfer payment: its route and price can no longer change.';

export type TripEditingDeps = TripBookingDeps;

function storedRoute(detail: TripDetailRow): PricedRouteFields {
  const { trip, startPlace, endPlace } = detail;
  return {
    startLoc: { id: startPlace.id, place_id: startPlace.placeId, lat: startPlace.lat, lng: startPlace.lng },
    endLoc: { id: endPlace.id, place_id: endPlace.placeId, lat: endPlace.lat, lng: endPlace.lng },
    stops: trip.stops,
    passengers: trip.passengers,
    vehicleTypeId: trip.vehicleTypeId,
    roundTripId: trip.roundTripId,
  };
}

/**
 * The status an edit leads to: staff may pick one in the status panel; otherwise Book Trip on a
 * draft (is_draft false) books it. The status panel still showing the current status is no choice.
 */
function targetStatus(actor: Actor, trip: TripRow, body: BookingRequestParsed): TripStatus {
  if (can(actor, 'trip.changeStatus') && body.status !== undefined && body.status !== trip.status) return body.status;
  if (trip.status === 'draft' && !body.is_draft) return 'pending_payment';
  return trip.status;
}

/**
 * Staff edit any open trip; the agent side edits its drafts. A final trip answers 409 to those
 * who could edit it were it open (so they learn why), everybody else 403.
 */
function assertMayEdit(actor: Actor, trip: TripRow): void {
  const access = tripAccessOf(trip);
  if (can(actor, 'trip.edit', access)) return;
  if (isFinalTripStatus(trip.status) && can(actor, 'trip.edit', { ...access, status: 'confirmed' })) {
    throw new AppError(409, finalTripRefusal(trip.status));
  }
  throw forbidden(trip.status === 'draft' ? undefined : 'Only staff can change a booked trip; agents edit their drafts.');
}

/** GET /api/trip/{tripId} and POST /api/admin_update_trip/{tripId}/. */
export function createTripEditingService(deps: TripEditingDeps) {
  const { repo, now } = deps;

  /**
   * Staff assign a driver and vehicle together; both must be fit for the trip. `claimed`: a company
   * holds the trip through a claim on the marketplace (the offers area's row).
   */
  async function assignmentChanges(
    repository: TripsRepository,
    actor: Actor,
    { trip, claimed }: { trip: TripRow; claimed: boolean },
    body: BookingRequestParsed,
    passengers: number,
  ): Promise<TripChanges> {
    // Only staff assign from the trip form; the fields are ignored for agents, like prices.
    if (!can(actor, 'trip.assignDriver')) return {};
    const driverId = body.driver_id === undefined ? trip.driverId : body.driver_id;
    const vehicleId = body.vehicle_id === undefined ? trip.vehicleId : body.vehicle_id;
    // A new pickup day is checked again: the documents must last until it (ADR 0061).
    const unchanged = driverId === trip.driverId && vehicleId === trip.vehicleId && passengers === trip.passengers && body.pickup_date === trip.pickupDate;
    if (unchanged) return {};
    const driver = driverId === null ? null : await repository.findAssignableDriver(driverId);
    const vehicle = vehicleId === null ? null : await repository.findAssignableVehicle(vehicleId);
    const problems = assignmentProblems({ driverId, vehicleId, driver, vehicle, passengers, pickupDate: body.pickup_date });
    if (problems.length > 0) throw bodyFieldErrors(problems);
    if (!driver || vehicleId === null) {
      // A company that claimed the trip keeps it; one that staff had assigned loses it with its driver.
      return { driverId: null, vehicleId: null, companyId: claimed ? trip.companyId : null };
    }
    return { driverId: driver.id, vehicleId, companyId: driver.companyId };
  }

  return {
    /** The trip form's data: the sale's side only (its token and the agent's prices); its driver side gets 403 (ADR 0046). */
    async getTripForEditing(actor: Actor, tripId: number): Promise<TripForEditing> {
      const detail = await readableDetail(repo, actor, tripId);
      const access = tripAccessOf(detail.trip);
      if (!can(actor, 'trip.readSale', access)) throw forbidden('The trip form is for staff and the agent side that booked the trip.');
      return toTripForEditing(detail, can(actor, 'trip.edit', access));
    },

    async updateTrip(actor: Actor, tripId: number, body: BookingRequestParsed): Promise<TripUpdateResponse> {
      const at = now();
      // The quote is read before the transaction: the quotes area uses its own connection, and
      // the embedded database runs one transaction at a time.
      const before = await readableDetail(repo, actor, tripId);
      assertMayEdit(actor, before.trip);
      const routeChangeRequested = routeDifferences(requestedRoute(body), storedRoute(before)).length > 0;
      const quote = routeChangeRequested && body.extra.trip_price_id ? await loadPricedQuote(deps, actor, body, before.trip.agencyId, at) : null;

      let bookedEmailId: number | null = null;
      const updated = await repo.transaction(async (tx) => {
        // Lock, then read again: two people saving one trip at once must not interleave.
        await tx.findTripByIdForUpdate(tripId);
        const detail = await readableDetail(tx, actor, tripId);
        const { trip } = detail;
        assertMayEdit(actor, trip);

        const status = targetStatus(actor, trip, body);
        const mover = can(actor, 'trip.changeStatus') ? 'staff' : 'agent';
        if (status !== trip.status && !canTransition(trip.status, status, mover)) {
          throw bodyFieldErrors([{ field: 'status', message: transitionRefusal(trip.status, status) }]);
        }

        // A booked trip keeps its pickup details and a customer with a phone (ADR 0017, ADR 0060), whatever is_draft the body sent.
        if (status !== 'draft') {
          const missing = [...missingPickupDetails(body), ...missingCustomerContact(body)];
          if (missing.length > 0) throw bodyFieldErrors(missing);
        }

        const pickupAt = pickupInstant(body.pickup_date, body.pickup_time);
        const pickupChanged = pickupAt.getTime() !== trip.pickupAt.getTime();
        const booking = trip.status === 'draft' && status !== 'draft';
        if ((pickupChanged || booking) && isPickupInPast(pickupAt, at)) {
          throw bodyFieldErrors([{ field: 'pickup_date', message: TRIP_MESSAGES.pickupInPast }]);
        }

        // The price follows the route: an unchanged route keeps the price the customer agreed to.
        let routeColumns: TripChanges;
        const changedFields = routeDifferences(requestedRoute(body), storedRoute(detail));
        if (changedFields.length === 0) {
          routeColumns = {
            startLocality: body.start_locality || trip.startLocality,
            endLocality: body.end_locality || trip.endLocality,
          };
        } else if (!quote) {
          throw bodyFieldErrors(changedFields.map((field) => ({ field, message: ROUTE_CHANGED_MESSAGE })));
        } else if (trip.depositPaid) {
          throw new AppError(409, DEPOSIT_PAID_PRICE_FIXED);
        } else if (trip.bulkPaymentId !== null) {
          // The agent's bank transfer pays the deposit as it was; a new price would not match it.
          throw new AppError(409, IN_BANK_TRANSFER_PRICE_FIXED);
        } else {
          routeColumns = await tripColumnsFromQuote(tx, quote, body);
        }
        const passengers = routeColumns.passengers ?? trip.passengers;

        const assignment = await assignmentChanges(tx, actor, { trip, claimed: detail.offer?.claimedAt != null }, body, passengers);
        await tx.updateTrip(trip.id, {
          ...routeColumns,
          ...assignment,
          status,
          ...formColumns(body, pickupAt),
          updatedAt: at,
        });
        if (assignment.driverId !== undefined && (assignment.driverId !== trip.driverId || assignment.vehicleId !== trip.vehicleId)) {
          // The trip's assignment history (ADR 0020) keeps staff's changes beside the companies' claims.
          await tx.insertAssignment({
            tripId: trip.id,
            kind: 'staff_assign',
            companyId: assignment.companyId ?? null,
            fromDriverId: trip.driverId,
            fromVehicleId: trip.vehicleId,
            toDriverId: assignment.driverId,
            toVehicleId: assignment.vehicleId ?? null,
            changedByUserId: actor.realUserId,
            createdAt: at,
          });
        }
        if (status !== trip.status) {
          await tx.insertStatusChange({
            tripId: trip.id,
            fromStatus: trip.status,
            toStatus: status,
            changedByUserId: actor.realUserId,
            note: booking ? 'Trip booked' : 'Status changed in the trip form',
            at,
          });
        }
        if (booking && status === 'pending_payment') bookedEmailId = await queueTripBookedEmail(tx, deps.publicUrl, trip.id);
        return { trip_id: trip.id, reference: trip.reference, token: trip.token, status };
      });
      deps.mail.dispatch(bookedEmailId);
      return updated;
    },
  };
}

export type TripEditingService = ReturnType<typeof createTripEditingService>;
