import { useQuery } from '@tanstack/react-query';
import { driverListQueryOptions, vehicleListQueryOptions } from './fleet-records-queries.ts';

export interface FleetCompany {
  company: number;
  company__company_name: string;
}

/** Each company once, by name. */
export function companiesOf(records: readonly FleetCompany[]): FleetCompany[] {
  const byId = new Map<number, FleetCompany>();
  for (const { company, company__company_name } of records) byId.set(company, { company, company__company_name });
  return [...byId.values()].sort((a, b) => a.company__company_name.localeCompare(b.company__company_name));
}

/**
 * The driver companies staff choose from (the lists' company filter, the forms' company select):
 * those with a driver or a vehicle, read from staff's unfiltered lists. No call lists the companies
 * themselves yet, so a company with neither is not offered until one exists.
 */
export function useFleetCompanies(enabled: boolean): FleetCompany[] {
  const drivers = useQuery({ ...driverListQueryOptions(), enabled });
  const vehicles = useQuery({ ...vehicleListQueryOptions(), enabled });
  return companiesOf([...(drivers.data ?? []), ...(vehicles.data ?? [])]);
}
