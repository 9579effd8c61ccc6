import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './current-user-query.ts';

/** `data` is the user, null when signed out, undefined while the first load is running. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
