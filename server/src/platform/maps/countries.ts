/**
 * The countries the place search covers, with the English names Google Places gives them:
 * Croatia and Slovenia, every neighbour, the rest of the western Balkans, and the countries
 * transfers most often start from by road (Germany, Switzerland, Czechia, Slovakia).
 */
export const COVERED_COUNTRIES: Readonly<Record<string, string>> = {
  HR: 'Croatia',
  SI: 'Slovenia',
  IT: 'Italy',
  AT: 'Austria',
  HU: 'Hungary',
  BA: 'Bosnia and Herzegovina',
  RS: 'Serbia',
  ME: 'Montenegro',
  MK: 'North Macedonia',
  XK: 'Kosovo',
  AL: 'Albania',
  DE: 'Germany',
  CH: 'Switzerland',
  CZ: 'Czechia',
  SK: 'Slovakia',
};

export function countryName(code: string): string {
  return COVERED_COUNTRIES[code] ?? code;
}
