import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../lib/api-client.ts';

/** DELETE /api/auth/, then a full reload of / (spec section 2) so no signed-in state survives in memory. */
export function useSignOut() {
  return useMutation({
    mutationFn: () => apiDelete('/api/auth/'),
    onSuccess: () => {
      window.location.assign('/');
    },
  });
}
