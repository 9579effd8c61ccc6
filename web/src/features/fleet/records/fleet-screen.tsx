import { useMediaQuery } from '@mantine/hooks';
import type { CurrentUser } from '@vozimo/contract';
import { useState, type ComponentType } from 'react';
import { useFleetCompanies } from '../../../api/fleet/use-fleet-companies.ts';
import { useCurrentUser } from '../../../lib/auth/use-current-user.ts';
import { CompanyFilter, useCompanyFilter } from './company-filter.tsx';

/** The Drivers or Vehicles screen once the signed-in user is known: the protected layout renders pages only then. */
export function WithFleetUser({ Screen }: { Screen: ComponentType<{ user: CurrentUser }> }) {
  const { data: user } = useCurrentUser();
  return user ? <Screen user={user} /> : null;
}

/**
 * What the Drivers and Vehicles screens share (docs/decisions/0019-fleet-records.md): staff and
 * driver admins manage the records (a plain driver only looks); staff choose whose records to see;
 * a phone gets cards; one record is edited at a time.
 */
export function useFleetScreen<Row>(user: CurrentUser) {
  const staff = user.is_staff;
  const [company, setCompany] = useCompanyFilter();
  const companies = useFleetCompanies(staff);
  const [editing, setEditing] = useState<Row | null>(null);
  return {
    staff,
    manages: staff || user.is_driver_admin,
    /** The list's company: staff's choice; others' lists are their own company's. */
    company: staff ? company : undefined,
    companies,
    companyFilter: staff && <CompanyFilter companies={companies} value={company} onChange={setCompany} />,
    phone: useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }),
    editing,
    edit: setEditing,
    closeEditor: () => setEditing(null),
  };
}
