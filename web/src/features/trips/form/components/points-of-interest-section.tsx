import { Alert, Box, Chip, Group, LoadingOverlay, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_QUOTE_STOPS, type PointOfInterest, type QuoteStop } from '@vozimo/contract';
import { useState } from 'react';
import { poiCategoriesQueryOptions } from '../../../../api/catalogue/catalogue-queries.ts';
import { categoriesOnRoute, orderPois } from '../model/poi-list.ts';
import type { FormStop } from '../model/trip-form-values.ts';
import { FormSection } from '../../../../components/form-section.tsx';
import { PoiCard } from './poi-card.tsx';
import { StopsList } from './stops-list.tsx';

interface PointsOfInterestSectionProps {
  pois: PointOfInterest[];
  stops: FormStop[];
  pricedStops: QuoteStop[];
  onStopsChange: (stops: FormStop[]) => void;
  recalculating: boolean;
  disabled: boolean;
  emptyText: string;
  error: string | undefined;
}

/** Spec section 2: points of interest along the route, a category filter, Add stop / time / Cancel stop, and the stops. */
export function PointsOfInterestSection(props: PointsOfInterestSectionProps) {
  const { pois, stops, pricedStops, onStopsChange, recalculating, disabled, emptyText, error } = props;
  const categories = useQuery(poiCategoriesQueryOptions());
  const [filter, setFilter] = useState<string[]>([]);
  const chosenIds = new Set(stops.map((s) => s.poi_id));
  const shown = orderPois(pois, chosenIds, filter.map(Number));
  const filterOptions = categoriesOnRoute(pois, categories.data ?? []);
  const canAdd = stops.length < MAX_QUOTE_STOPS;

  const add = (poi: PointOfInterest, time: number) => onStopsChange([...stops, { poi_id: poi.poi_id, time, name: poi.name }]);
  const cancel = (poiId: number) => onStopsChange(stops.filter((s) => s.poi_id !== poiId));
  const retime = (poiId: number, time: number) => onStopsChange(stops.map((s) => (s.poi_id === poiId ? { ...s, time } : s)));

  return (
    <FormSection title="Points of interest" id="points-of-interest">
      {pois.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="md">
          {filterOptions.length > 1 && (
            <Chip.Group multiple value={filter} onChange={setFilter}>
              <Group gap={6} role="group" aria-label="Filter by category">
                {filterOptions.map((c) => (
                  <Chip key={c.category_id} value={String(c.category_id)} color={c.color} size="sm" variant="light">
                    {c.category_name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {shown.map((poi) => (
              <PoiCard
                key={poi.poi_id}
                poi={poi}
                stop={stops.find((s) => s.poi_id === poi.poi_id)}
                onAdd={(time) => add(poi, time)}
                onCancel={() => cancel(poi.poi_id)}
                onTimeChange={(time) => retime(poi.poi_id, time)}
                canAdd={canAdd}
                disabled={disabled}
              />
            ))}
          </SimpleGrid>
          {shown.length === 0 && (
            <Text c="dimmed" size="sm">
              No points of interest in the chosen categories.
            </Text>
          )}
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {(pois.length > 0 || stops.length > 0) && (
        <Box pos="relative">
          <LoadingOverlay visible={recalculating} zIndex={5} overlayProps={{ blur: 1, backgroundOpacity: 0.5 }} loaderProps={{ size: 'sm' }} />
          <StopsList stops={stops} priced={pricedStops} canAdd={!disabled} />
        </Box>
      )}
    </FormSection>
  );
}
