import { queryOptions } from '@tanstack/react-query';
import { driverTripSchema } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { tripsKeys } from './trips-keys.ts';

/** GET /api/driver_trip/{tripId}/: the trip page of its driver and the company's driver admins (ADR 0046). */
export function driverTripQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: tripsKeys.driverTrip(tripId),
    queryFn: ({ signal }) => apiGet(`/api/driver_trip/${tripId}/`, driverTripSchema, { signal }),
  });
}
