import type { CurrentUser } from '@vozimo/contract';
import { useCallback } from 'react';
import { useLocalStorageValue } from '../use-local-storage-value.ts';
import { type ActiveRole, chooseInitialRole, ROLE_STORAGE_KEY } from './choose-initial-role.ts';

/**
 * The role the app is viewed as. Derived on every render from the stored choice, so it is always one
 * the user may hold; every component using it sees the same value (and other tabs follow).
 */
export function useActiveRole(user: CurrentUser): [ActiveRole, (role: ActiveRole) => void] {
  const [stored, setStored] = useLocalStorageValue(ROLE_STORAGE_KEY);
  const setRole = useCallback((role: ActiveRole) => setStored(role), [setStored]);
  return [chooseInitialRole(user, stored), setRole];
}
