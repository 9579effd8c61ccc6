import { SettingsPage } from '../../features/accounts/settings/settings-page.tsx';
import { OwnAgencySection } from '../../features/agents/agencies/own-agency-section.tsx';
import { OwnCompanySection } from '../../features/fleet/companies/own-company-section.tsx';
import { useCurrentUser } from '../../lib/auth/use-current-user.ts';

/**
 * /app/settings: the accounts area's page with what an admin keeps of its business, from the area
 * that owns it: an agency admin's agency (agents), a driver admin's company (fleet).
 */
export function SettingsRoute() {
  const { data: user } = useCurrentUser();
  const business = (
    <>
      {user?.is_agent && user.is_agency_admin && <OwnAgencySection />}
      {user?.is_driver && user.is_driver_admin && <OwnCompanySection />}
    </>
  );
  return <SettingsPage business={business} />;
}
