import { useQuery } from '@tanstack/react-query';
import { adminCompaniesQueryOptions } from './companies-queries.ts';

export interface FleetCompany {
  company: number;
  company__company_name: string;
}

/** The most companies the filter offers: one page of the back office's list, by name (active first). */
export const FLEET_COMPANY_OPTIONS_LIMIT = 100;

/**
 * The driver companies staff choose from (the Drivers and Vehicles lists' company filter, the
 * forms' company select), from the back office's company list (GET /api/admin/companies/), so a
 * company with no driver or vehicle yet is offered too.
 */
export function useFleetCompanies(enabled: boolean): FleetCompany[] {
  const companies = useQuery({ ...adminCompaniesQueryOptions({ search: '', page: 1, limit: FLEET_COMPANY_OPTIONS_LIMIT }), enabled });
  return (companies.data?.items ?? [])
    .map((c) => ({ company: c.company_id, company__company_name: c.company_name }))
    .sort((a, b) => a.company__company_name.localeCompare(b.company__company_name));
}
