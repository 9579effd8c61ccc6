import 'leaflet/dist/leaflet.css';

import { Box, Text } from '@mantine/core';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import { useEffect, useEffectEvent, useState } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
}

export interface RouteMapProps {
  start: MapPoint | null;
  end: MapPoint | null;
  stops: MapPoint[];
  /** [lat, lng] pairs of the priced route. */
  polyline: [number, number][];
  /** Pixels, or per breakpoint (a phone gets a shorter map). */
  height: MapHeight;
}

export type MapHeight = number | { base: number; md?: number };

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
// Croatia and Slovenia, before any place is chosen.
const HOME_CENTER: LatLngTuple = [44.9, 15.6];
const HOME_ZOOM = 6;

const ROUTE_COLOR = '#126f8c';
const markerStyle = (fill: string) => ({ color: '#ffffff', weight: 2, fillColor: fill, fillOpacity: 1 });

/** Keeps the whole route (or the chosen places) in view as they change. */
function FitToRoute({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const fit = useEffectEvent(() => {
    if (points.length === 0) return;
    if (points.length === 1) map.setView(points[0]!, 10);
    else map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: 12 });
  });
  // Moves only when the points change, not when a new array holds the same points.
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => fit(), [key]);
  return null;
}

/**
 * The route on OpenStreetMap tiles. The line and the markers are vectors drawn by Leaflet itself
 * (circle markers, no marker images), so they still show when the tiles cannot load; a failed
 * tile is reported by Leaflet as an event, never as an uncaught error, and the map says so.
 */
export default function RouteMap({ start, end, stops, polyline, height }: RouteMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const line: LatLngTuple[] = polyline.length > 1 ? polyline : start && end ? [[start.lat, start.lng], [end.lat, end.lng]] : [];
  const places = [start, ...stops, end].filter((p): p is MapPoint => p !== null);
  const fitPoints: LatLngTuple[] = line.length > 1 ? line : places.map((p) => [p.lat, p.lng]);

  return (
    // Its own stacking context: Leaflet's panes and controls (z-index up to 1000) stay under the sticky header.
    <Box pos="relative" style={{ isolation: 'isolate' }}>
      <Box h={height} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} role="region" aria-label="Map of the route">
        <MapContainer center={HOME_CENTER} zoom={HOME_ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
          <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
          {line.length > 1 && <Polyline positions={line} pathOptions={{ color: ROUTE_COLOR, weight: 5, opacity: 0.85, dashArray: polyline.length > 1 ? undefined : '6 8' }} />}
          {stops.map((stop) => (
            <CircleMarker key={`${stop.lat},${stop.lng}`} center={[stop.lat, stop.lng]} radius={7} pathOptions={markerStyle('#f08c00')}>
              <Tooltip>{stop.label}</Tooltip>
            </CircleMarker>
          ))}
          {start && (
            <CircleMarker center={[start.lat, start.lng]} radius={9} pathOptions={markerStyle('#2b8a3e')}>
              <Tooltip>From: {start.label}</Tooltip>
            </CircleMarker>
          )}
          {end && (
            <CircleMarker center={[end.lat, end.lng]} radius={9} pathOptions={markerStyle('#c92a2a')}>
              <Tooltip>To: {end.label}</Tooltip>
            </CircleMarker>
          )}
          <FitToRoute points={fitPoints} />
        </MapContainer>
      </Box>
      {tilesFailed && (
        <Text size="xs" c="dimmed" mt={4}>
          The map background could not load; the route is still drawn.
        </Text>
      )}
    </Box>
  );
}
