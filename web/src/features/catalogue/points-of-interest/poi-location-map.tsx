import 'leaflet/dist/leaflet.css';

import { Box, Text } from '@mantine/core';
import type { LatLngTuple } from 'leaflet';
import { useEffect, useEffectEvent, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
// Croatia and Slovenia, before a point is placed.
const HOME_CENTER: LatLngTuple = [44.9, 15.6];
const HOME_ZOOM = 6;

export interface PoiLocationMapProps {
  /** The point as typed, or null while the fields hold no valid coordinates. */
  point: { lat: number; lng: number } | null;
  onPick: (point: { lat: number; lng: number }) => void;
}

function ClickToPlace({ onPick }: Pick<PoiLocationMapProps, 'onPick'>) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Follows a point typed into the fields (not one clicked, which is already in view). */
function FollowPoint({ point }: { point: PoiLocationMapProps['point'] }) {
  const map = useMap();
  const follow = useEffectEvent(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) map.setView([point.lat, point.lng], Math.max(map.getZoom(), 9));
  });
  const key = point ? `${point.lat},${point.lng}` : '';
  useEffect(() => follow(), [key]);
  return null;
}

/**
 * Where a point of interest lies, on OpenStreetMap tiles: a click places it. The marker is a
 * vector Leaflet draws itself, so it shows and clicks still place it when tiles cannot load
 * (offline); the latitude and longitude fields beside it work without the map at all.
 */
export default function PoiLocationMap({ point, onPick }: PoiLocationMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    // Its own stacking context: Leaflet's panes (z-index up to 1000) stay under the modal's header.
    <Box pos="relative" style={{ isolation: 'isolate' }}>
      <Box
        h={260}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', cursor: 'crosshair' }}
        role="region"
        aria-label="Map: click to place the point"
        data-testid="poi-location-map"
      >
        <MapContainer center={point ? [point.lat, point.lng] : HOME_CENTER} zoom={point ? 10 : HOME_ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
          <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
          <ClickToPlace onPick={onPick} />
          <FollowPoint point={point} />
          {point && <CircleMarker center={[point.lat, point.lng]} radius={8} pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#e8590c', fillOpacity: 1 }} />}
        </MapContainer>
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        {tilesFailed ? 'The map background could not load; clicking still places the point, or type the coordinates.' : 'Click the map to place the point, or type the coordinates.'}
      </Text>
    </Box>
  );
}
