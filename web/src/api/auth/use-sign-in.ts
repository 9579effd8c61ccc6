import { currentUserSchema, type loginRequestSchema } from '@vozimo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../lib/api-client.ts';
import { authKeys } from '../../lib/auth/auth-keys.ts';

export type SignInRequest = z.output<typeof loginRequestSchema>;

/**
 * POST /api/auth/. The reply is the signed-in user, which becomes the current user without another
 * request; should it ever be some other shape, the sign-in still succeeded, so the user is refetched.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignInRequest) => apiPost('/api/auth/', request),
    onSuccess: async (body) => {
      const user = currentUserSchema.safeParse(body);
      if (user.success) queryClient.setQueryData(authKeys.currentUser(), user.data);
      else await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}
