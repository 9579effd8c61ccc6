import { Carousel } from '@mantine/carousel';
import { Image } from '@mantine/core';
import placeholderUrl from '../../../assets/images/round-trip-placeholder.svg?no-inline';

const PHOTO_HEIGHT = 190;

/** The round trip's photos in a carousel; the placeholder drawing when it has none. */
export function RoundTripPhotos({ name, photos }: { name: string; photos: string[] }) {
  if (photos.length === 0) {
    return <Image src={placeholderUrl} alt={`${name} (no photos yet)`} h={PHOTO_HEIGHT} fit="cover" />;
  }
  if (photos.length === 1) {
    return <Image src={photos[0]} fallbackSrc={placeholderUrl} alt={name} h={PHOTO_HEIGHT} fit="cover" />;
  }
  return (
    <Carousel
      withIndicators
      height={PHOTO_HEIGHT}
      emblaOptions={{ loop: true }}
      aria-label={`Photos of ${name}`}
      previousControlProps={{ 'aria-label': `Previous photo of ${name}` }}
      nextControlProps={{ 'aria-label': `Next photo of ${name}` }}
      getIndicatorProps={(index) => ({ 'aria-label': `Photo ${index + 1} of ${photos.length}` })}
    >
      {photos.map((photo, index) => (
        <Carousel.Slide key={photo}>
          <Image src={photo} fallbackSrc={placeholderUrl} alt={`${name}, photo ${index + 1}`} h={PHOTO_HEIGHT} fit="cover" />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
