import { queryOptions } from '@tanstack/react-query';
import { tripForEditingSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { tripsKeys } from './trips-keys.ts';

/**
 * GET /api/trip/{tripId}: the saved trip in the form's fields, fresh each time the form opens
 * (someone may have changed it), and not reloaded under the user's typing.
 */
export function tripForEditingQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: tripsKeys.forEditing(tripId),
    queryFn: ({ signal }) => apiGet(`/api/trip/${tripId}`, tripForEditingSchema, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
