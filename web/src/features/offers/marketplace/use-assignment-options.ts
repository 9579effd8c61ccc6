import { useQuery } from '@tanstack/react-query';
import { driverOptionsQueryOptions } from '../../../api/fleet/fleet-queries.ts';
import { companyDriversQueryOptions, companyVehiclesQueryOptions } from '../../../api/offers/offers-queries.ts';
import type { DriverChoice } from './assignment-choices.ts';

/**
 * The drivers a modal offers. A driver admin: its company's (GET /api/list_company_drivers). Staff
 * act for a company: every approved driver with its company (GET /api/list_drivers), or only the
 * claiming company's when changing a claimed trip; the server takes the company from the driver.
 */
export function useDriverChoices(staff: boolean, onlyCompany: number | null) {
  const own = useQuery({ ...companyDriversQueryOptions(), enabled: !staff });
  const all = useQuery({ ...driverOptionsQueryOptions(), enabled: staff });
  if (!staff) {
    const data = own.data?.map((driver): DriverChoice => ({ ...driver, company: null, company_name: null }));
    return { data, isPending: own.isPending, isError: own.isError };
  }
  const data = all.data
    ?.filter((driver) => onlyCompany === null || driver.company === onlyCompany)
    .map(
      (driver): DriverChoice => ({
        driver_id: driver.driver_id,
        driver_name: driver.driver_name,
        company: driver.company,
        company_name: driver.company__company_name,
        documents_valid_until: null,
      }),
    );
  return { data, isPending: all.isPending, isError: all.isError };
}

/**
 * The vehicles of the chosen driver's company (GET /api/list_company_vehicles); read once a driver
 * is chosen when staff act, as the driver names the company.
 */
export function useVehicleChoices(staff: boolean, driver: DriverChoice | undefined) {
  const company = staff ? (driver?.company ?? null) : null;
  return useQuery({ ...companyVehiclesQueryOptions(company), enabled: !staff || company !== null });
}
