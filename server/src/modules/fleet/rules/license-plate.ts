/** Whitespace, hyphens, dots and middle dots: what people put between a plate's parts. */
const LICENSE_PLATE_SEPARATORS = /[\s\-.·]/g;

/**
 * Plates are written many ways ("ZG 1234-AB", "zg-1234-ab", "ZG.1234.AB"); two that differ only in
 * spacing, separators or case are one plate, so a vehicle is not registered twice.
 */
export function licensePlateKey(plate: string): string {
  return plate.toUpperCase().replace(LICENSE_PLATE_SEPARATORS, '');
}

/** Shown at license_plate when a vehicle in service already has the plate (ours; the spec has none). */
export const DUPLICATE_LICENSE_PLATE_MESSAGE = 'A vehicle with this license plate already exists.';

/** Whether `plate` is one of `platesInService`, however either is written. */
export function isPlateTaken(plate: string, platesInService: readonly string[]): boolean {
  const key = licensePlateKey(plate);
  return platesInService.some((existing) => licensePlateKey(existing) === key);
}
