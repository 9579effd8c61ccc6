import type { CurrentUser } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';
import { buildMenu, type MenuVariant } from './build-menu.ts';

const base: CurrentUser = {
  first_name: 'A',
  last_name: 'B',
  is_agent: false,
  is_agency_admin: false,
  is_driver: false,
  is_driver_admin: false,
  is_staff: false,
};
const agent = { ...base, is_agent: true };
const agencyAdmin = { ...agent, is_agency_admin: true };
const driver = { ...base, is_driver: true };
const driverAdmin = { ...driver, is_driver_admin: true };
const staff = { ...base, is_staff: true };

describe('buildMenu', () => {
  const cases: [string, CurrentUser, ActiveRole, MenuVariant, string[], { newTrip: boolean; staff: boolean }][] = [
    ['agent', agent, 'agent', 'desktop', ['Trips', 'Round trips', 'Payments'], { newTrip: true, staff: false }],
    ['agency admin', agencyAdmin, 'agent', 'desktop', ['Trips', 'Round trips', 'Payments', 'Agents'], { newTrip: true, staff: false }],
    ['agency admin (mobile)', agencyAdmin, 'agent', 'mobile', ['Trips', 'Round trips', 'Payments', 'Agents'], { newTrip: true, staff: false }],
    ['driver', driver, 'driver', 'desktop', ['Trips', 'Vehicles'], { newTrip: false, staff: false }],
    ['driver (mobile)', driver, 'driver', 'mobile', ['Trips', 'Drivers', 'Vehicles'], { newTrip: false, staff: false }],
    ['driver admin', driverAdmin, 'driver', 'desktop', ['Trips', 'Drivers', 'Offers', 'Vehicles'], { newTrip: false, staff: false }],
    ['driver admin (mobile)', driverAdmin, 'driver', 'mobile', ['Trips', 'Drivers', 'Offers', 'Vehicles'], { newTrip: false, staff: false }],
    ['staff as agent', staff, 'agent', 'desktop', ['Trips', 'Round trips', 'Payments', 'Agents', 'Docs', 'Bank transfers', 'Outbox'], { newTrip: true, staff: true }],
    ['staff as driver', staff, 'driver', 'desktop', ['Trips', 'Drivers', 'Offers', 'Vehicles', 'Docs', 'Bank transfers', 'Outbox'], { newTrip: false, staff: true }],
    ['no role', base, 'driver', 'desktop', ['Trips'], { newTrip: false, staff: false }],
    ['no role (mobile)', base, 'driver', 'mobile', ['Trips'], { newTrip: false, staff: false }],
    // a role the user does not hold shows nothing of it (the hook never yields this, but the menu is safe)
    ['driver forced into agent role', driver, 'agent', 'desktop', ['Trips'], { newTrip: false, staff: false }],
  ];

  it.each(cases)('%s', (_name, user, role, variant, labels, flags) => {
    const menu = buildMenu(user, role, variant);
    expect(menu.links.map((link) => link.label)).toEqual(labels);
    expect(menu.newTrip).toBe(flags.newTrip);
    expect(menu.admin).toBe(flags.staff);
    expect(menu.roleSwitch).toBe(flags.staff);
  });
});
