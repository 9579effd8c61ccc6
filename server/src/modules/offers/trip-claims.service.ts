import {
  CLAIM_REFUSALS,
  documentEndsBeforePickup,
  type AssignDriverVehicleRequest,
  type ChangeDriverVehicleResponse,
  type ClaimTripResponse,
  type ReleaseTripResponse,
  RELEASE_REFUSALS,
} from '@vozimo/contract';
import type { Database } from '../../platform/db/database.ts';
import { AppError, bodyFieldErrors, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize, can } from '../../platform/permissions/can.ts';
import type { CompanyFleetService } from '../fleet/ports.ts';
import { tripAccessOf, TRIP_NOT_FOUND, type TripRow, type TripsService } from '../trips/ports.ts';
import { actingCompanyId } from './marketplace-company.ts';
import { busyWindow, BUSY_BUFFER_MINUTES } from './rules/busy-window.ts';
import { canChangeAssignment, canReleaseClaim } from './rules/change-window.ts';
import { claimRefusal } from './rules/claim-refusal.ts';
import { vehicleFitRefusal } from './rules/vehicle-fit.ts';
import type { OffersRepository, TripOfferRow } from './offers.repository.ts';

export interface TripClaimsDeps {
  repo: OffersRepository;
  /** Give the trip its new driver side (with its history): inside this area's transaction. */
  trips: Pick<TripsService, 'assignForCompany' | 'releaseClaim'>;
  companyFleet: Pick<CompanyFleetService, 'companyStanding' | 'lockClaimableDriver' | 'lockClaimableVehicle' | 'findVehicleClass'>;
  now: () => Date;
}

/**
 * The company that claimed the trip, when the acting company (null: staff) may manage its claim:
 * 403 for a company whose trip it is without its claim, 409 when no company claimed it. The trip's
 * company holds the claim (staff may have moved it to another company's driver in the trip form).
 */
function claimerOf(trip: TripRow, offer: TripOfferRow | undefined, actingCompanyId: number | null): number {
  const claimer = offer?.claimedAt ? trip.companyId : null;
  if (actingCompanyId !== null && claimer !== actingCompanyId) throw forbidden(CLAIM_REFUSALS.notYourClaim);
  if (claimer === null) throw new AppError(409, CLAIM_REFUSALS.notClaimed);
  return claimer;
}

/**
 * Claiming an offered trip and changing its driver and vehicle (spec sections 4, 5 and 9; ADR 0020,
 * ADR 0048). Every decision is taken under the trip's offers row lock (with the trip itself under a
 * share lock), then the driver's and vehicle's, in that order: of many claims at once exactly one
 * finds the trip unclaimed, and one driver is never given two trips at the same time by two claims
 * racing. The claim is written on this area's row; the trips area is told the new driver side.
 */
export function createTripClaimsService({ trips, companyFleet, repo, now }: TripClaimsDeps) {
  /**
   * The driver and vehicle, checked for the trip: of `companyId` (staff claiming: the driver's
   * company), assignable today, the vehicle fit for the booking, and neither busy at the trip's time.
   */
  async function checkedPair(tx: Database, trip: TripRow, companyId: number | null, body: AssignDriverVehicleRequest, at: Date) {
    const driver = await companyFleet.lockClaimableDriver(tx, body.driver_id, at);
    const driverFits = driver !== undefined && (companyId === null || driver.companyId === companyId);
    const vehicle = await companyFleet.lockClaimableVehicle(tx, body.vehicle_id, at);
    const vehicleCompany = companyId ?? driver?.companyId;
    const vehicleFits = vehicle !== undefined && vehicle.companyId === vehicleCompany;
    const problems = [
      ...(driverFits ? [] : [{ field: 'driver_id', message: CLAIM_REFUSALS.driverNotAssignable }]),
      ...(vehicleFits ? [] : [{ field: 'vehicle_id', message: CLAIM_REFUSALS.vehicleNotAssignable }]),
    ];
    if (problems.length > 0 || !driver || !vehicle) throw bodyFieldErrors(problems);

    const booked = await companyFleet.findVehicleClass(tx, trip.vehicleTypeId);
    if (!booked) throw new Error(`trip ${trip.id}: its vehicle type ${trip.vehicleTypeId} does not exist`);
    const misfit = vehicleFitRefusal(vehicle, booked, trip.passengers);
    if (misfit) throw bodyFieldErrors([{ field: 'vehicle_id', message: misfit }]);

    // Valid today is not enough: every document must still be valid on the day of the trip (ADR 0061).
    const lapsed = [
      { field: 'driver_id', message: documentEndsBeforePickup(driver.driverName, driver.documents, trip.pickupDate) },
      { field: 'vehicle_id', message: documentEndsBeforePickup(vehicle.licensePlate, vehicle.documents, trip.pickupDate) },
    ].flatMap(({ field, message }) => (message ? [{ field, message }] : []));
    if (lapsed.length > 0) throw bodyFieldErrors(lapsed);

    const window = busyWindow(trip);
    const busy = await repo.joining(tx).findOverlappingTrip({
      exceptTripId: trip.id,
      driverId: driver.id,
      vehicleId: vehicle.id,
      ...window,
      bufferMinutes: BUSY_BUFFER_MINUTES,
    });
    if (busy) {
      throw bodyFieldErrors(
        busy.driverId === driver.id
          ? [{ field: 'driver_id', message: CLAIM_REFUSALS.driverBusy }]
          : [{ field: 'vehicle_id', message: CLAIM_REFUSALS.vehicleBusy }],
      );
    }
    return { driver, vehicle };
  }

  /**
   * The claimed trip, locked, with the company whose claim it is, when the actor may manage that
   * claim: 404 for a trip the actor cannot see, 403/409 from claimerOf, 409 once the trip is closed.
   */
  async function lockOwnClaim(tx: OffersRepository, actor: Actor, tripId: number, companyId: number | null) {
    const offer = await tx.lockOffer(tripId);
    const trip = await tx.readTripForDecision(tripId);
    if (!trip || !can(actor, 'trip.read', tripAccessOf(trip))) throw notFound(TRIP_NOT_FOUND);
    const claimer = claimerOf(trip, offer, companyId);
    if (trip.status !== 'pending_payment' && trip.status !== 'confirmed') throw new AppError(409, CLAIM_REFUSALS.closed);
    return { trip, claimer };
  }

  return {
    /**
     * POST /api/claim_trip/{tripId}/: a driver admin of an approved company claims an offered trip
     * for its driver and vehicle; staff claim on a company's behalf (the driver's company).
     */
    async claimTrip(actor: Actor, tripId: number, body: AssignDriverVehicleRequest): Promise<ClaimTripResponse> {
      authorize(actor, 'offers.claim');
      const companyId = await actingCompanyId(companyFleet, actor);
      const at = now();
      return repo.transaction(async (tx, txDb) => {
        const offer = await tx.lockOffer(tripId);
        const trip = await tx.readTripForDecision(tripId);
        const offered = offer !== undefined;
        // A company sees offered trips and its own; any other trip is unknown to it.
        const visible = trip && (actor.isStaff || offered || trip.companyId === companyId);
        if (!trip || !visible) throw notFound(TRIP_NOT_FOUND);
        const refusal = claimRefusal({ ...trip, offerDrivers: offered }, at);
        if (refusal) throw new AppError(409, refusal);
        const { driver, vehicle } = await checkedPair(txDb, trip, companyId, body, at);
        await tx.setClaimedAt(trip.id, at);
        await trips.assignForCompany(txDb, trip.id, {
          kind: 'claim',
          companyId: driver.companyId,
          from: { driverId: trip.driverId, vehicleId: trip.vehicleId },
          to: { driverId: driver.id, vehicleId: vehicle.id },
          byUserId: actor.realUserId,
          at,
        });
        return { trip_id: trip.id, driver_name: driver.driverName };
      });
    },

    /**
     * POST /api/change_driver_vehicle/{tripId}/: the claiming company (or staff) gives the trip
     * another of the company's drivers and vehicles, until 24 hours before pickup.
     */
    async changeDriverVehicle(actor: Actor, tripId: number, body: AssignDriverVehicleRequest): Promise<ChangeDriverVehicleResponse> {
      authorize(actor, 'offers.claim');
      const companyId = await actingCompanyId(companyFleet, actor);
      const at = now();
      return repo.transaction(async (tx, txDb) => {
        const { trip, claimer } = await lockOwnClaim(tx, actor, tripId, companyId);
        if (!canChangeAssignment(trip.pickupAt, at)) throw new AppError(409, CLAIM_REFUSALS.tooLate);

        const { driver, vehicle } = await checkedPair(txDb, trip, claimer, body, at);
        if (driver.id !== trip.driverId || vehicle.id !== trip.vehicleId) {
          await trips.assignForCompany(txDb, trip.id, {
            kind: 'change',
            companyId: claimer,
            from: { driverId: trip.driverId, vehicleId: trip.vehicleId },
            to: { driverId: driver.id, vehicleId: vehicle.id },
            byUserId: actor.realUserId,
            at,
          });
        }
        return { trip_id: trip.id, driver_name: driver.driverName, vehicle_id: vehicle.id };
      });
    },

    /**
     * POST /api/release_trip/{tripId}/ (beyond the spec): the claiming company (or staff) gives the
     * trip back to the marketplace, until 48 hours before pickup; later staff reassign it.
     */
    async releaseTrip(actor: Actor, tripId: number): Promise<ReleaseTripResponse> {
      authorize(actor, 'offers.claim');
      const companyId = await actingCompanyId(companyFleet, actor);
      const at = now();
      return repo.transaction(async (tx, txDb) => {
        const { trip, claimer } = await lockOwnClaim(tx, actor, tripId, companyId);
        if (!canReleaseClaim(trip.pickupAt, at)) throw new AppError(409, RELEASE_REFUSALS.tooLate);
        // Still offered, held by no claim: on the marketplace again.
        await tx.setClaimedAt(trip.id, null);
        await trips.releaseClaim(txDb, trip.id, {
          companyId: claimer,
          from: { driverId: trip.driverId, vehicleId: trip.vehicleId },
          byUserId: actor.realUserId,
          at,
        });
        return { trip_id: trip.id, offer_drivers: true };
      });
    },
  };
}

