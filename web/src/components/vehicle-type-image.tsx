import { Image } from '@mantine/core';
import defaultVehicleUrl from '../assets/images/default-vehicle.svg?no-inline';

export const VEHICLE_IMAGE_SIZE = { width: 175, height: 110 } as const;

// The same 175:110 shape, small enough to sit beside its text on a phone.
const PHONE_SIZE = { width: 112, height: 70 } as const;

interface VehicleTypeImageProps {
  src: string | null;
  name: string;
  /** Smaller on phones (a list of choices), the spec's 175x110 from the sm breakpoint up. */
  shrinkOnPhones?: boolean;
}

/** A vehicle type's picture at the spec's 175x110, or the default drawing when it has none or it fails to load. */
export function VehicleTypeImage({ src, name, shrinkOnPhones = false }: VehicleTypeImageProps) {
  const width = shrinkOnPhones ? { base: PHONE_SIZE.width, sm: VEHICLE_IMAGE_SIZE.width } : VEHICLE_IMAGE_SIZE.width;
  const height = shrinkOnPhones ? { base: PHONE_SIZE.height, sm: VEHICLE_IMAGE_SIZE.height } : VEHICLE_IMAGE_SIZE.height;
  return (
    <Image
      src={src ?? defaultVehicleUrl}
      fallbackSrc={defaultVehicleUrl}
      alt={src ? name : `${name} (no photo)`}
      // The size as attributes too, so the browser keeps the image's place before any style applies.
      width={VEHICLE_IMAGE_SIZE.width}
      height={VEHICLE_IMAGE_SIZE.height}
      w={width}
      h={height}
      miw={width}
      fit="cover"
      radius="md"
    />
  );
}
