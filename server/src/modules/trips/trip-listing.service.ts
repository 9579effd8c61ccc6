import type { ListTripsResponse, StatsResponse, TripStatus } from '@vozimo/contract';
import { centsToEuroString } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { monthDates, monthRange } from '@vozimo/contract';
import { tripScopeOf } from '../../platform/permissions/trip-scope.ts';
import type { TripListingRepository } from './trip-listing.repository.ts';
import { toTripListRow } from './trip-views.ts';

export interface TripListingDeps {
  listing: TripListingRepository;
}

const euros = (cents: number | null) => (cents === null ? null : centsToEuroString(cents));

/** The trips screen: a page of the actor's trips and the month's statistic cards. */
export function createTripListingService({ listing }: TripListingDeps) {
  return {
    async listTrips(
      actor: Actor,
      query: { limit: number; offset: number; month?: string | undefined; status: TripStatus[]; q?: string | undefined },
    ): Promise<ListTripsResponse> {
      authorize(actor, 'trips.list');
      const { rows, count } = await listing.listTrips({
        scope: tripScopeOf(actor),
        month: query.month ? monthDates(query.month) : null,
        statuses: [...new Set(query.status)],
        search: query.q ?? null,
        limit: query.limit,
        offset: query.offset,
      });
      return { items: rows.map(toTripListRow), count };
    },

    async tripStats(actor: Actor, month: string | undefined): Promise<StatsResponse> {
      authorize(actor, 'trips.stats');
      const stats = await listing.tripStats(tripScopeOf(actor), month ? monthRange(month) : null);
      return {
        completed_trips: stats.completedTrips,
        created_trips: stats.createdTrips,
        customers: stats.customers,
        driver_gross: euros(stats.driverGrossCents),
        agency_fee: euros(stats.agencyFeeCents),
        price_gross: euros(stats.priceGrossCents),
        deposit_gross: euros(stats.depositGrossCents),
        price_net: euros(stats.priceNetCents),
      };
    },
  };
}

export type TripListingService = ReturnType<typeof createTripListingService>;
