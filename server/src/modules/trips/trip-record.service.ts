import { centsToEuroString, formatTimeOfDay, type AdminTripRecord, type AdminTripsResponse, type TripStatus } from '@vozimo/contract';
import { notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { AuditService } from '../audit/ports.ts';
import { TRIP_NOT_FOUND } from './trip-access.ts';
import type { TripsAdminRepository } from './trips-admin.repository.ts';

export interface TripRecordDeps {
  admin: TripsAdminRepository;
  /** The audit log's lines about the trip, for its record's history. */
  audit: Pick<AuditService, 'auditLinesOf'>;
}

type Person = { id: number | null; username: string | null; firstName: string | null; lastName: string | null };

/** A joined user as the record names them; null when there is none (the system, a deleted user). */
function personOf(p: Person | null) {
  if (!p || p.id === null || p.username === null) return null;
  return { user_id: p.id, name: `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || p.username, username: p.username };
}

const euros = centsToEuroString;

/** The back office's trips (ADR 0023): find any trip, and read one trip's record and history. */
export function createTripRecordService({ admin, audit }: TripRecordDeps) {
  return {
    async findAnyTrips(
      actor: Actor,
      query: { search: string; status?: TripStatus | undefined; limit: number; offset: number },
    ): Promise<AdminTripsResponse> {
      authorize(actor, 'trips.findAny');
      const { rows, count } = await admin.listAnyTrips({
        search: query.search === '' ? null : query.search,
        status: query.status ?? null,
        limit: query.limit,
        offset: query.offset,
      });
      return {
        count,
        items: rows.map((r) => ({
          trip_id: r.id,
          reference: r.reference,
          status: r.status,
          start_locality: r.startLocality,
          end_locality: r.endLocality,
          pickup_date: r.pickupDate,
          pickup_time: formatTimeOfDay(r.pickupTime),
          customer_name: `${r.customerFirstName} ${r.customerLastName}`.trim(),
          customer_email: r.customerEmail,
          customer_phone: r.customerPhone,
          agent_name: personOf(r.agent)?.name ?? '',
          agency_name: r.agencyName,
          company_name: r.companyName,
          price_gross: euros(r.priceGrossCents),
        })),
      };
    },

    async getTripRecord(actor: Actor, tripId: number): Promise<AdminTripRecord> {
      authorize(actor, 'trips.findAny');
      const row = await admin.findTripRecord(tripId);
      if (!row) throw notFound(TRIP_NOT_FOUND);
      const [history, assignments, auditLines] = await Promise.all([
        admin.listStatusHistory(tripId),
        admin.listAssignments(tripId),
        audit.auditLinesOf(actor, { type: 'trip', id: tripId }),
      ]);
      const { trip } = row;
      return {
        trip_id: trip.id,
        reference: trip.reference,
        token: trip.token,
        status: trip.status,
        created_at: trip.createdAt.toISOString(),
        route: {
          start_locality: trip.startLocality,
          end_locality: trip.endLocality,
          start_address: row.startAddress,
          end_address: row.endAddress,
          start_loc_details: trip.startLocDetails,
          end_loc_details: trip.endLocDetails,
          distance_km: Math.round(trip.distanceM / 100) / 10,
          duration_min: Math.round(trip.durationS / 60),
          stops: trip.stops.map((s) => ({ name: s.name, time: s.time })),
        },
        pickup_date: trip.pickupDate,
        pickup_time: formatTimeOfDay(trip.pickupTime),
        passengers: trip.passengers,
        vehicle_type: row.vehicleTypeName,
        customer: {
          first_name: trip.customerFirstName,
          last_name: trip.customerLastName,
          email: trip.customerEmail,
          phone: trip.customerPhone,
        },
        agent: personOf(row.agent),
        agency: trip.agencyId !== null && row.agencyName !== null ? { agency_id: trip.agencyId, name: row.agencyName } : null,
        prices: {
          price_gross: euros(trip.priceGrossCents),
          price_net: euros(trip.priceNetCents),
          agency_fee: euros(trip.agencyFeeCents),
          service_fee: euros(trip.serviceFeeCents),
          deposit_gross: euros(trip.depositGrossCents),
          driver_gross: euros(trip.driverGrossCents),
          payout_raise: euros(trip.payoutRaiseCents),
        },
        deposit_paid: trip.depositPaid,
        deposit_paid_at: trip.depositPaidAt?.toISOString() ?? null,
        bulk_payment_id: trip.bulkPaymentId,
        company: trip.companyId !== null && row.companyName !== null ? { company_id: trip.companyId, name: row.companyName } : null,
        driver: trip.driverId !== null && row.driverName !== null ? { driver_id: trip.driverId, name: row.driverName } : null,
        vehicle:
          trip.vehicleId !== null && row.vehicle?.make != null
            ? {
                vehicle_id: trip.vehicleId,
                name: `${row.vehicle.make} ${row.vehicle.model ?? ''}`.trim(),
                license_plate: row.vehicle.licensePlate ?? '',
              }
            : null,
        offer_drivers: row.offer !== null,
        offered_at: row.offer?.offeredAt.toISOString() ?? null,
        claimed_at: row.offer?.claimedAt?.toISOString() ?? null,
        status_history: history.map((h) => ({
          at: h.createdAt.toISOString(),
          from_status: h.fromStatus,
          to_status: h.toStatus,
          by: personOf(h.by),
          note: h.note,
        })),
        assignments: assignments.map((a) => ({
          at: a.createdAt.toISOString(),
          kind: a.kind,
          company_name: a.companyName,
          from_driver: a.fromDriver,
          from_vehicle: a.fromVehicle,
          to_driver: a.toDriver,
          to_vehicle: a.toVehicle,
          by: personOf(a.by),
        })),
        audit: auditLines,
      };
    },
  };
}

export type TripRecordService = ReturnType<typeof createTripRecordService>;
