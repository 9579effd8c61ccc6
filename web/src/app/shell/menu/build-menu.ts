import type { CurrentUser } from '@vozimo/contract';
import { type AccessRule, hasAccess } from '../../../lib/auth/access-rules.ts';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';

export interface NavItem {
  label: string;
  to: string;
}

export interface AppMenu {
  /** In-app links, in display order. */
  links: NavItem[];
  /** The green 'New Trip' button. */
  newTrip: boolean;
  /** The full-page link to /admin/. */
  admin: boolean;
  /** 'View as agent' / 'View as driver'. */
  roleSwitch: boolean;
}

export type MenuVariant = 'desktop' | 'mobile';

interface MenuEntry extends NavItem {
  /** Who sees the entry, per menu variant (spec section 2: the two menus differ for Drivers and Offers). */
  visibleTo: Record<MenuVariant, AccessRule | null>;
}

const both = (rule: AccessRule): Record<MenuVariant, AccessRule> => ({ desktop: rule, mobile: rule });

const ENTRIES: MenuEntry[] = [
  { label: 'Trips', to: '/app/trips', visibleTo: both('signedIn') },
  { label: 'Round trips', to: '/app/round-trips', visibleTo: both('agentRole') },
  { label: 'Payments', to: '/app/payments', visibleTo: both('agentRole') },
  { label: 'Agents', to: '/app/agents', visibleTo: both('agencyAdmin') },
  { label: 'Drivers', to: '/app/drivers', visibleTo: { desktop: 'driverAdmin', mobile: 'driverRole' } },
  // Drivers work from their phones: the mobile menu offers Offers too (docs/decisions/0004).
  { label: 'Offers', to: '/app/offers', visibleTo: both('driverAdmin') },
  { label: 'Vehicles', to: '/app/vehicles', visibleTo: both('driverRole') },
  { label: 'Docs', to: '/app/docs', visibleTo: both('staff') },
  { label: 'Bank transfers', to: '/app/bank-transfers', visibleTo: both('staff') },
  { label: 'Outbox', to: '/app/outbox', visibleTo: both('staff') },
];

/** Exactly the menu the user sees in the active role (spec sections 2 and 6). */
export function buildMenu(user: CurrentUser, role: ActiveRole, variant: MenuVariant): AppMenu {
  return {
    links: ENTRIES.filter((entry) => {
      const rule = entry.visibleTo[variant];
      return rule !== null && hasAccess(rule, user, role);
    }).map(({ label, to }) => ({ label, to })),
    newTrip: hasAccess('agentRole', user, role),
    admin: hasAccess('staff', user, role),
    roleSwitch: hasAccess('staff', user, role),
  };
}
