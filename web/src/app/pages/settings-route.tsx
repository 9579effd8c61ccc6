import { SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { OwnCompanySection } from '../../features/fleet/companies/own-company-section.tsx';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';

/**
 * /app/settings: the accounts area's page with what an admin keeps of its business, from the area
 * that owns it: a driver admin's company (fleet).
 */
export function SettingsRoute() {
  const { data: user } = useCurrentUser();
  const business = user?.is_driver_admin ? <OwnCompanySection /> : null;
  return <SettingsPage business={business} />;
}
