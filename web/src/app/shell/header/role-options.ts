import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';

export const ROLE_OPTIONS: { value: ActiveRole; label: string }[] = [
  { value: 'agent', label: 'View as agent' },
  { value: 'driver', label: 'View as driver' },
];

export function isActiveRole(value: string): value is ActiveRole {
  return value === 'agent' || value === 'driver';
}
