import { Image } from '@mantine/core';
import defaultDriverUrl from '../assets/images/default-driver.svg?no-inline';

/** A driver's photo at the spec's 150x140, or the default drawing when there is none or it fails to load. */
export function DriverPhoto({ src, name }: { src: string | null; name: string }) {
  return (
    <Image
      src={src ?? defaultDriverUrl}
      fallbackSrc={defaultDriverUrl}
      alt={src ? `Photo of ${name}` : `${name} (no photo)`}
      // The size as attributes too, so the browser keeps the photo's place before any style applies.
      width={150}
      height={140}
      w={150}
      h={140}
      miw={150}
      fit="cover"
      radius="md"
    />
  );
}
