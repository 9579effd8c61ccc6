import { describe, expect, it, vi } from 'vitest';
import autocompleteSpl from './fixtures/google-autocomplete-spl.json' with { type: 'json' };
import detailsSplit from './fixtures/google-place-details-split.json' with { type: 'json' };
import detailsSplugen from './fixtures/google-place-details-splugen.json' with { type: 'json' };
import { createGooglePlaceSearch } from './google-place-search.ts';
import { MapsUnavailableError } from './maps.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Google Places as recorded in the fixtures: autocomplete for "spl", then details per place. */
function recordedGoogle() {
  return vi.fn<typeof fetch>((input) => {
    const url = String(input);
    if (url.endsWith('/places:autocomplete')) return Promise.resolve(json(autocompleteSpl));
    if (url.includes(`/places/${detailsSplit.id}?`)) return Promise.resolve(json(detailsSplit));
    if (url.includes(`/places/${detailsSplugen.id}?`)) return Promise.resolve(json(detailsSplugen));
    return Promise.resolve(json({ error: { code: 404, message: 'not found', status: 'NOT_FOUND' } }, 404));
  });
}

describe('Google place search', () => {
  it('asks for cities in the covered countries with the key in a header, server side', async () => {
    const fetchStub = recordedGoogle();
    await createGooglePlaceSearch('test-key', fetchStub).search('spl', 10);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['x-goog-api-key']).toBe('test-key');
    const body = JSON.parse(String(init?.body)) as { input: string; includedPrimaryTypes: string[]; includedRegionCodes: string[]; sessionToken: string };
    expect(body.input).toBe('spl');
    expect(body.includedPrimaryTypes).toEqual(['(cities)']);
    expect(body.includedRegionCodes).toEqual(expect.arrayContaining(['hr', 'si', 'ba', 'me', 'rs', 'hu', 'at', 'it']));
    expect(body.includedRegionCodes.length).toBeLessThanOrEqual(15);
    // The details requests belong to the same session (billed as one search).
    for (const [detailsUrl] of fetchStub.mock.calls.slice(1)) {
      expect(String(detailsUrl)).toContain(`sessionToken=${body.sessionToken}`);
    }
  });

  it('turns the recorded answers into places, with the airport after the city it serves', async () => {
    const results = await createGooglePlaceSearch('test-key', recordedGoogle()).search('spl', 10);
    expect(results).toEqual([
      {
        formatted_address: 'Split, Croatia',
        place_id: 'ChIJP3-ZiXZeNRMRRsm0Ut0Uc0A',
        lat: 43.5081323,
        lng: 16.4401935,
        country_short_name: 'HR',
        country_long_name: 'Croatia',
        locality: 'Split',
      },
      expect.objectContaining({ place_id: 'airport:SPU', formatted_address: 'Split Airport (SPU), Croatia', locality: 'Split' }),
      {
        formatted_address: '7435 Splügen, Switzerland',
        place_id: 'ChIJV3wHFYwohEcR4nX5jNt1HaU',
        lat: 46.5516,
        lng: 9.3223,
        country_short_name: 'CH',
        country_long_name: 'Switzerland',
        locality: 'Splügen',
      },
    ]);
  });

  it('keeps to the limit', async () => {
    const results = await createGooglePlaceSearch('test-key', recordedGoogle()).search('spl', 1);
    expect(results.map((r) => r.place_id)).toEqual(['ChIJP3-ZiXZeNRMRRsm0Ut0Uc0A']);
  });

  it('reports the maps service unavailable when Google refuses the key', async () => {
    const denied = vi.fn<typeof fetch>(() =>
      Promise.resolve(json({ error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' } }, 403)),
    );
    await expect(createGooglePlaceSearch('bad-key', denied).search('spl', 10)).rejects.toThrow(MapsUnavailableError);
  });

  it('reports the maps service unavailable when a details request fails', async () => {
    const detailsDown = vi.fn<typeof fetch>((input) =>
      Promise.resolve(String(input).endsWith(':autocomplete') ? json(autocompleteSpl) : new Response('upstream error', { status: 502 })),
    );
    await expect(createGooglePlaceSearch('test-key', detailsDown).search('spl', 10)).rejects.toThrow(MapsUnavailableError);
  });

  it('gives up after the timeout', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    await expect(createGooglePlaceSearch('test-key', hanging, { timeoutMs: 50 }).search('spl', 10)).rejects.toThrow(/timed out/);
  });

  it('answers the airports alone when Google has no city for the text', async () => {
    const nothing = vi.fn<typeof fetch>(() => Promise.resolve(json({})));
    const results = await createGooglePlaceSearch('test-key', nothing).search('DBV', 10);
    expect(results.map((r) => r.place_id)).toEqual(['airport:DBV']);
  });
});
