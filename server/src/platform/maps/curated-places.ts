import type { PlaceResult } from './maps.ts';

/**
 * A place the search offers that is not a GeoNames town: the airports of Croatia and Slovenia
 * (an airport pickup is the most common transfer) and Venice's, and Plitvice Lakes, the most visited sight,
 * whose village has under 1,000 people and so is not in the gazetteer.
 */
export interface CuratedPlace extends PlaceResult {
  /** Other names people type: the IATA code, the city served, the village the airport is in. */
  aliases: readonly string[];
}

const HR = { country_short_name: 'HR', country_long_name: 'Croatia' } as const;
const SI = { country_short_name: 'SI', country_long_name: 'Slovenia' } as const;
const IT = { country_short_name: 'IT', country_long_name: 'Italy' } as const;

function airport(
  code: string,
  name: string,
  locality: string,
  country: typeof HR | typeof SI | typeof IT,
  lat: number,
  lng: number,
  aliases: readonly string[],
): CuratedPlace {
  return {
    formatted_address: `${name} (${code}), ${country.country_long_name}`,
    place_id: `airport:${code}`,
    lat,
    lng,
    ...country,
    locality,
    aliases: [code, locality, ...aliases],
  };
}

/** Terminal coordinates (to ~100 m) from the airports' published aerodrome data. */
export const AIRPORTS = {
  ZAG: airport('ZAG', 'Zagreb Airport', 'Zagreb', HR, 45.7429, 16.0688, ['Franjo Tuđman', 'Pleso', 'Velika Gorica', 'Zračna luka Zagreb']),
  SPU: airport('SPU', 'Split Airport', 'Split', HR, 43.5389, 16.298, ['Kaštela', 'Resnik', 'Zračna luka Split']),
  DBV: airport('DBV', 'Dubrovnik Airport', 'Dubrovnik', HR, 42.5614, 18.2682, ['Čilipi', 'Zračna luka Dubrovnik']),
  ZAD: airport('ZAD', 'Zadar Airport', 'Zadar', HR, 44.1083, 15.3467, ['Zemunik', 'Zračna luka Zadar']),
  PUY: airport('PUY', 'Pula Airport', 'Pula', HR, 44.8935, 13.9222, ['Ližnjan', 'Zračna luka Pula']),
  RJK: airport('RJK', 'Rijeka Airport', 'Rijeka', HR, 45.2169, 14.5703, ['Krk', 'Omišalj', 'Zračna luka Rijeka']),
  OSI: airport('OSI', 'Osijek Airport', 'Osijek', HR, 45.4627, 18.8102, ['Klisa', 'Zračna luka Osijek']),
  BWK: airport('BWK', 'Brač Airport', 'Bol', HR, 43.2857, 16.6797, ['Brač', 'Zračna luka Brač']),
  LJU: airport('LJU', 'Ljubljana Jože Pučnik Airport', 'Ljubljana', SI, 46.2237, 14.4576, ['Brnik', 'Jože Pučnik', 'Letališče Ljubljana']),
  MBX: airport('MBX', 'Maribor Edvard Rusjan Airport', 'Maribor', SI, 46.4799, 15.6861, ['Edvard Rusjan', 'Letališče Maribor']),
  POW: airport('POW', 'Portorož Airport', 'Portorož', SI, 45.4734, 13.615, ['Piran', 'Sečovlje', 'Letališče Portorož']),
  // Venice is where many Istria and Slovenia transfers start.
  VCE: airport('VCE', 'Venice Marco Polo Airport', 'Venice', IT, 45.5053, 12.3519, ['Venezia', 'Tessera', 'Aeroporto di Venezia']),
} as const satisfies Record<string, CuratedPlace>;

export const PLITVICE_LAKES: CuratedPlace = {
  formatted_address: 'Plitvice Lakes, Croatia',
  place_id: 'landmark:plitvice-lakes',
  // The hotels and the main entrances, not the middle of the park.
  lat: 44.8804,
  lng: 15.616,
  ...HR,
  locality: 'Plitvička Jezera',
  aliases: ['Plitvička jezera', 'Plitvice National Park'],
};

export const CURATED_PLACES: readonly CuratedPlace[] = [...Object.values(AIRPORTS), PLITVICE_LAKES];
