import type { AuditLine } from '@vozimo/contract';

type Subject = NonNullable<AuditLine['subject']>;

/**
 * Where an audit line's subject is shown in the back office: its own screen when it has one, else
 * the list it is managed in. The one place the log knows the back office's addresses.
 */
const SUBJECT_SCREENS: Record<string, (subject: Subject) => string | null> = {
  trip: (s) => (s.id !== null ? `/admin/trips/${s.id}` : '/admin/trips'),
  partner_application: (s) => (s.id !== null ? `/admin/approvals/partners/${s.id}` : '/admin/approvals'),
  driver: (s) => (s.id !== null ? `/admin/approvals/drivers/${s.id}` : '/admin/approvals'),
  vehicle: (s) => (s.id !== null ? `/admin/approvals/vehicles/${s.id}` : '/admin/approvals'),
  company: () => '/admin/companies',
  agency: () => '/admin/agencies',
  user: () => '/admin/users',
  bulk_payment: () => '/admin/money',
  vehicle_type: () => '/admin/vehicle-types',
  point_of_interest: () => '/admin/points-of-interest',
  poi_category: () => '/admin/poi-categories',
  round_trip: () => '/admin/round-trips',
  setting: (s) => SETTING_SCREENS[s.label] ?? null,
};

/** Settings have no id; their label says which screen holds them. */
const SETTING_SCREENS: Record<string, string> = {
  'Platform percentages': '/admin/pricing',
  'Automatic payout steps': '/admin/pricing',
  'Bank details': '/admin/money',
};

export function subjectLink(subject: Subject): string | null {
  return SUBJECT_SCREENS[subject.type]?.(subject) ?? null;
}

/** "trip", "partner application": a subject's type in words. */
export const subjectTypeName = (type: string) => type.replace(/_/g, ' ');
