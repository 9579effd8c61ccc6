import { Image } from '@mantine/core';
import defaultVehicleUrl from '../../../assets/images/default-vehicle.svg?no-inline';

/** A vehicle's first photo as a thumbnail (the 175:110 shape of vehicle pictures), or the default drawing. */
export function VehicleThumbnail({ photo, name, width = 72 }: { photo: string | null; name: string; width?: number }) {
  const height = Math.round((width * 110) / 175);
  return (
    <Image
      src={photo ?? defaultVehicleUrl}
      fallbackSrc={defaultVehicleUrl}
      alt={photo ? `Photo of ${name}` : `${name} (no photo)`}
      w={width}
      h={height}
      miw={width}
      fit="cover"
      radius="sm"
    />
  );
}
