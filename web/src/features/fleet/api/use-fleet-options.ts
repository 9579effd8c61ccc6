import { useQuery } from '@tanstack/react-query';
import { driverOptionsQueryOptions, vehicleOptionsQueryOptions, vehicleTypesQueryOptions } from './fleet-queries.ts';

export const useDriverOptions = () => useQuery(driverOptionsQueryOptions());
export const useVehicleOptions = () => useQuery(vehicleOptionsQueryOptions());
export const useVehicleTypes = () => useQuery(vehicleTypesQueryOptions());
