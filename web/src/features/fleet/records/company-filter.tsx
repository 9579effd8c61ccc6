import { Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { FleetCompany } from '../../../api/fleet/use-fleet-companies.ts';

const PARAM = 'company';

/** Staff's company filter, kept in the address (?company=ID) so a filtered list can be shared and reloaded. */
export function useCompanyFilter(): [number | undefined, (company: number | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get(PARAM));
  const company = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const setCompany = (next: number | undefined) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === undefined) params.delete(PARAM);
        else params.set(PARAM, String(next));
        return params;
      },
      { replace: true },
    );
  return [company, setCompany];
}

interface CompanyFilterProps {
  companies: FleetCompany[];
  value: number | undefined;
  onChange: (company: number | undefined) => void;
}

/** The list's company filter (staff): every company, or one. */
export function CompanyFilter({ companies, value, onChange }: CompanyFilterProps) {
  return (
    <Select
      label="Company"
      placeholder="All companies"
      clearable
      searchable
      nothingFoundMessage="No such company"
      w={{ base: '100%', xs: 280 }}
      data={companies.map((c) => ({ value: String(c.company), label: c.company__company_name }))}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
    />
  );
}

/** The company select of staff's forms: whose driver or vehicle this is. */
export function companyOptions(companies: FleetCompany[]) {
  return companies.map((c) => ({ value: String(c.company), label: c.company__company_name }));
}
