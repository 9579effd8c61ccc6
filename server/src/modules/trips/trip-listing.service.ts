import { isDeepStrictEqual } from 'node:util';
import type { ListTripsResponse, StatsResponse, TripStatus } from '@vozimo/contract';
import { centsToEuroString } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { monthDates, monthRange, type MonthRange } from '@vozimo/contract';
import { isEmptyScope, saleScopeOf, tripScopeOf, type TripScope } from '../../platform/permissions/trip-scope.ts';
import type { TripListingRepository } from './trip-listing.repository.ts';
import { tripViewerOf } from './trip-viewer.ts';
import { toTripsPageRow } from './trip-views.ts';

export interface TripListingDeps {
  listing: TripListingRepository;
  now: () => Date;
}

const euros = (cents: number | null) => (cents === null ? null : centsToEuroString(cents));

type TripFigures = Awaited<ReturnType<TripListingRepository['tripStats']>>;
/** Null sums: no completed trip (or none the actor sold). */
type SaleFigures = { priceNetCents: number | null; agencyFeeCents: number | null };

/** The trips screen: a page of the actor's trips and the month's statistic cards. */
export function createTripListingService({ listing, now }: TripListingDeps) {
  /**
   * The sums of the agent's prices (net price, agency fee) over the trips whose sale the actor
   * sees: staff every trip's, an agent its side's, a driver none (ADR 0046). Usually the same trips
   * as the cards' other figures; for a user who both sells and drives, a statement of their own.
   */
  async function saleFigures(actor: Actor, scope: TripScope, figures: TripFigures, month: MonthRange | null): Promise<SaleFigures> {
    const saleScope = saleScopeOf(actor);
    if (isDeepStrictEqual(saleScope, scope)) return figures;
    if (isEmptyScope(saleScope)) return { priceNetCents: null, agencyFeeCents: null };
    return listing.tripStats(saleScope, month);
  }

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
      const at = now();
      return { items: rows.map((row) => toTripsPageRow(row, tripViewerOf(actor, row, at))), count };
    },

    async tripStats(actor: Actor, month: string | undefined): Promise<StatsResponse> {
      authorize(actor, 'trips.stats');
      const range = month ? monthRange(month) : null;
      const scope = tripScopeOf(actor);
      const stats = await listing.tripStats(scope, range);
      const sale = await saleFigures(actor, scope, stats, range);
      return {
        completed_trips: stats.completedTrips,
        created_trips: stats.createdTrips,
        customers: stats.customers,
        driver_gross: euros(stats.driverGrossCents),
        agency_fee: euros(sale.agencyFeeCents),
        price_gross: euros(stats.priceGrossCents),
        deposit_gross: euros(stats.depositGrossCents),
        price_net: euros(sale.priceNetCents),
      };
    },
  };
}

export type TripListingService = ReturnType<typeof createTripListingService>;
