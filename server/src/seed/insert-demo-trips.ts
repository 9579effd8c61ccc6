import { randomBytes } from 'node:crypto';
import type { Database } from '../platform/db/database.ts';
import { bulkPayments, payments, tripOffers, trips, tripStatusHistory } from '../db/schema/index.ts';
import type { AccountIds } from './insert-demo-accounts.ts';
import type { CatalogueIds } from './insert-demo-catalogue.ts';
import { IdMap } from './id-map.ts';
import type { DemoTripPlan, PlannedTrip } from './planned-trip.ts';

const MINUTE_MS = 60_000;

/**
 * A fresh secret for the public trip page link. Deliberately not from the seeded generator:
 * a demo reachable on the internet must not have tokens anyone can recompute from the source.
 */
function newTripToken(): string {
  return randomBytes(32).toString('base64url');
}

function tripRow(trip: PlannedTrip, ids: AccountIds & CatalogueIds, bulkPaymentIds: IdMap) {
  return {
    reference: trip.reference,
    token: newTripToken(),
    status: trip.status,
    agentUserId: ids.users.get(trip.agentUsername),
    agencyId: ids.agencies.get(trip.agencyKey),
    companyId: ids.companies.getOrNull(trip.companyKey),
    driverId: ids.drivers.getOrNull(trip.driverKey),
    vehicleId: ids.vehicles.getOrNull(trip.vehicleKey),
    vehicleTypeId: trip.vehicleTypeId,
    startPlaceId: ids.places.get(trip.startPlaceKey),
    endPlaceId: ids.places.get(trip.endPlaceKey),
    startLocality: trip.startLocality,
    endLocality: trip.endLocality,
    startLocDetails: trip.startLocDetails,
    endLocDetails: trip.endLocDetails,
    pickupDate: trip.pickupDate,
    pickupTime: trip.pickupTime,
    pickupAt: trip.pickupAt,
    passengers: trip.passengers,
    customerFirstName: trip.customerFirstName,
    customerLastName: trip.customerLastName,
    customerEmail: trip.customerEmail,
    customerPhone: trip.customerPhone,
    info: trip.info,
    stops: trip.stops.map((stop) => ({
      poi_id: ids.pois.get(stop.poiKey),
      name: stop.name,
      time: stop.time,
      price_cents: stop.priceCents,
    })),
    distanceM: trip.distanceM,
    durationS: trip.durationS,
    ...trip.price,
    depositPaid: trip.depositPaidAt !== null,
    depositPaidAt: trip.depositPaidAt,
    roundTripId: ids.roundTrips.getOrNull(trip.roundTripKey),
    bulkPaymentId: bulkPaymentIds.getOrNull(trip.bulkPaymentReference),
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  };
}

/** Bulk payments, trips, their status history, their offers to drivers, and the card payments of deposits paid by card. */
export async function insertDemoTrips(db: Database, plan: DemoTripPlan, ids: AccountIds & CatalogueIds): Promise<void> {
  const bulkRows =
    plan.bulkPayments.length === 0
      ? []
      : await db
          .insert(bulkPayments)
          .values(
            plan.bulkPayments.map((b) => ({
              agentUserId: ids.users.get(b.agentUsername),
              agencyId: ids.agencies.get(b.agencyKey),
              paymentReference: b.paymentReference,
              totalCents: b.totalCents,
              isPaid: b.isPaid,
              paidAt: b.paidAt,
              createdAt: b.createdAt,
            })),
          )
          .returning({ id: bulkPayments.id, paymentReference: bulkPayments.paymentReference });
  const bulkPaymentIds = IdMap.fromRows('bulk payment', bulkRows, (row) => row.paymentReference);

  const tripRows = await db
    .insert(trips)
    .values(plan.trips.map((trip) => tripRow(trip, ids, bulkPaymentIds)))
    .returning({ id: trips.id, reference: trips.reference });
  const tripIds = IdMap.fromRows('trip', tripRows, (row) => row.reference);

  await db.insert(tripStatusHistory).values(
    plan.trips.flatMap((trip) =>
      trip.history.map((change) => ({
        tripId: tripIds.get(trip.reference),
        fromStatus: change.from,
        toStatus: change.to,
        changedByUserId: ids.users.getOrNull(change.byUsername),
        note: change.note,
        createdAt: change.at,
      })),
    ),
  );

  // The offers area's rows (ADR 0048): trips staff offered to the driver companies, and their claims.
  const offered = plan.trips.filter((trip) => trip.offerDrivers);
  if (offered.length > 0) {
    await db.insert(tripOffers).values(
      offered.map((trip) => ({
        tripId: tripIds.get(trip.reference),
        offeredAt: trip.offeredAt ?? trip.updatedAt,
        // Staff offer trips; the demo has one staff member.
        offeredByUserId: ids.users.get('staff'),
        claimedAt: trip.claimedAt,
      })),
    );
  }

  const paidByCard = plan.trips.filter((trip) => trip.depositPaidAt !== null && !trip.paidByBankTransfer);
  if (paidByCard.length > 0) {
    await db.insert(payments).values(
      paidByCard.map((trip) => {
        const paidAt = trip.depositPaidAt ?? trip.updatedAt;
        return {
          tripId: tripIds.get(trip.reference),
          // The built-in test processor: the demo runs offline.
          provider: 'test' as const,
          providerPaymentId: `pi_demo_${trip.reference}`,
          amountCents: trip.price.depositGrossCents,
          currency: 'eur',
          status: 'succeeded' as const,
          idempotencyKey: `demo-deposit-${trip.reference}`,
          createdAt: new Date(paidAt.getTime() - 3 * MINUTE_MS),
          updatedAt: paidAt,
        };
      }),
    );
  }
}
