import { describe, expect, it, vi } from 'vitest';
import { createMapsServices, describeMapsServices } from './create-maps-services.ts';

const okJson = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('createMapsServices', () => {
  it('answers offline, without touching the network, when nothing is configured', async () => {
    const fetchStub = vi.fn<typeof fetch>();
    const { routePlanner, placeSearch } = createMapsServices({}, fetchStub);
    const route = await routePlanner.route([{ lat: 45.81444, lng: 15.97798 }, { lat: 43.50891, lng: 16.43915 }]);
    expect(route.distanceMeters).toBe(410_000);
    expect((await placeSearch.search('zagreb', 1))[0]?.place_id).toBe('geonames:3186886');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('asks OSRM and Google when configured', async () => {
    const fetchStub = vi.fn<typeof fetch>((input) =>
      String(input).startsWith('http://osrm.test')
        ? okJson({ code: 'Ok', routes: [{ distance: 1000, duration: 60, geometry: { type: 'LineString', coordinates: [[16, 45], [16.01, 45]] } }] })
        : okJson({ suggestions: [] }),
    );
    const { routePlanner, placeSearch } = createMapsServices({ osrmUrl: 'http://osrm.test', googleMapsApiKey: 'AIzaTestKey0123456789' }, fetchStub);
    expect((await routePlanner.route([{ lat: 45, lng: 16 }, { lat: 45, lng: 16.01 }])).distanceMeters).toBe(1000);
    await placeSearch.search('zagreb', 5);
    expect(fetchStub.mock.calls.map(([url]) => new URL(String(url)).host)).toEqual(['osrm.test', 'places.googleapis.com']);
  });

  it('names the services in the start-up line without credentials', () => {
    expect(describeMapsServices({})).toBe('routes by the offline road estimate, places by the bundled GeoNames gazetteer');
    expect(describeMapsServices({ osrmUrl: 'https://user:secret@osrm.example.com/', googleMapsApiKey: 'AIzaTestKey0123456789' })).toBe(
      'routes by OSRM at osrm.example.com, places by Google Places',
    );
  });
});
