import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RouteMapProps } from './route-map.tsx';

// Leaflet (about 45 KB gzipped) loads only with the trip form's map, never with other pages.
const RouteMap = lazy(() => import('./route-map.tsx'));

export function LazyRouteMap(props: RouteMapProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height} radius="md" aria-label="Loading the map" />}>
      <RouteMap {...props} />
    </Suspense>
  );
}
