import { useQuery } from '@tanstack/react-query';
import { driverOptionsQueryOptions, vehicleOptionsQueryOptions } from './fleet-queries.ts';

export const useDriverOptions = () => useQuery(driverOptionsQueryOptions());
export const useVehicleOptions = () => useQuery(vehicleOptionsQueryOptions());
