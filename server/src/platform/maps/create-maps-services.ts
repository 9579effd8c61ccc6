import { createGooglePlaceSearch } from './google-place-search.ts';
import type { PlaceSearch, RoutePlanner } from './maps.ts';
import { sharedOfflinePlaceSearch } from './offline-place-search.ts';
import { createOfflineRoutePlanner } from './offline-route-planner.ts';
import { createOsrmRoutePlanner } from './osrm-route-planner.ts';

export interface MapsSettings {
  osrmUrl?: string | undefined;
  googleMapsApiKey?: string | undefined;
}

/** The maps services configuration asks for: the real ones when configured, else the offline defaults. */
export function createMapsServices(settings: MapsSettings, fetchImpl: typeof fetch = fetch): { routePlanner: RoutePlanner; placeSearch: PlaceSearch } {
  return {
    routePlanner: settings.osrmUrl ? createOsrmRoutePlanner(settings.osrmUrl, fetchImpl) : createOfflineRoutePlanner(),
    placeSearch: settings.googleMapsApiKey ? createGooglePlaceSearch(settings.googleMapsApiKey, fetchImpl) : sharedOfflinePlaceSearch(),
  };
}

/** A line for the start-up log: which maps services answer. */
export function describeMapsServices(settings: MapsSettings): string {
  // The host only: a URL may carry credentials.
  const routes = settings.osrmUrl ? `OSRM at ${new URL(settings.osrmUrl).host}` : 'the offline road estimate';
  const places = settings.googleMapsApiKey ? 'Google Places' : 'the bundled GeoNames gazetteer';
  return `routes by ${routes}, places by ${places}`;
}
