import type { CurrentUser } from '@vozimo/contract';

/** "First Last", or 'Account' for a user without a name. */
export function displayName(user: Pick<CurrentUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || 'Account';
}

export function initials(user: Pick<CurrentUser, 'first_name' | 'last_name'>): string {
  const letters = (user.first_name.charAt(0) + user.last_name.charAt(0)).toUpperCase();
  return letters || '?';
}
