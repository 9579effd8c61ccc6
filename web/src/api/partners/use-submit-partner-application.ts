import { partnerApplicationResponseSchema } from '@vozimo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client.ts';

/** POST /api/partners/ with the multipart body of the partner form. */
export function useSubmitPartnerApplication() {
  return useMutation({
    mutationFn: (body: FormData) => apiPost('/api/partners/', body, partnerApplicationResponseSchema),
  });
}
