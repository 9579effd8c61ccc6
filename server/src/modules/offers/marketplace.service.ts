import type { ClaimedTrip, CompanyDriverOption, CompanyVehicleOption, OfferedTrip } from '@vozimo/contract';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { CompanyFleetService, VehicleClass } from '../fleet/ports.ts';
import { actingCompanyId, optionsCompanyId } from './marketplace-company.ts';
import { offerViewerOf, toClaimedTrip, toOfferedTrip } from './offer-views.ts';
import type { OffersRepository } from './offers.repository.ts';
import { canChangeAssignment } from './rules/change-window.ts';
import { vehicleFitRefusal } from './rules/vehicle-fit.ts';

export interface MarketplaceDeps {
  repo: OffersRepository;
  companyFleet: Pick<CompanyFleetService, 'companyStanding' | 'listDriverOptions' | 'listVehicleOptions' | 'listVehicleClasses'>;
  now: () => Date;
}

/** The Offers screen's reads (spec sections 2, 3 and 7): the two tables and the modals' options. */
export function createMarketplaceService({ repo, companyFleet, now }: MarketplaceDeps) {
  return {
    /** GET /api/offered_trips/: every approved company sees the same open offers, with their payout. */
    async listOfferedTrips(actor: Actor): Promise<OfferedTrip[]> {
      authorize(actor, 'offers.list');
      await actingCompanyId(companyFleet, actor);
      const at = now();
      return (await repo.listOpenOffers(at)).map((row) => toOfferedTrip(row, offerViewerOf(actor, row, at)));
    },

    /** GET /api/upcoming_claimed_trips: the company's claimed trips ahead; staff every company's, or `?company=`'s. */
    async listUpcomingClaimedTrips(actor: Actor, company: number | undefined): Promise<ClaimedTrip[]> {
      authorize(actor, 'offers.list');
      const at = now();
      const companyId = (await actingCompanyId(companyFleet, actor)) ?? company ?? null;
      const rows = await repo.listClaimedUpcoming(companyId, at);
      return rows.map((row) => toClaimedTrip(row, offerViewerOf(actor, row, at), canChangeAssignment(row.pickupAt, at)));
    },

    /** GET /api/list_company_drivers: the company's drivers a trip may be given to today. */
    async listCompanyDrivers(actor: Actor, company: number | undefined): Promise<CompanyDriverOption[]> {
      authorize(actor, 'offers.list');
      return companyFleet.listDriverOptions(await optionsCompanyId(companyFleet, actor, company), now());
    },

    /** GET /api/list_company_vehicles: the company's vehicles a trip may be given to today. */
    async listCompanyVehicles(actor: Actor, company: number | undefined): Promise<CompanyVehicleOption[]> {
      authorize(actor, 'offers.list');
      const companyId = await optionsCompanyId(companyFleet, actor, company);
      const classes = await companyFleet.listVehicleClasses();
      // Passengers are the trip's, checked apart: here only whether the class may stand in for the booked one.
      const serves = (vehicle: VehicleClass) => classes.filter((booked) => vehicleFitRefusal(vehicle, booked, 0) === null).map((booked) => booked.vehicleTypeId);
      return companyFleet.listVehicleOptions(companyId, now(), serves);
    },
  };
}
