import { ActionIcon, FileInput, Group, Image, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  ROUND_TRIP_MAX_PHOTOS,
  ROUND_TRIP_PHOTO_FIELDS,
  ROUND_TRIP_TEXT_FIELDS,
  roundTripFieldsSchema,
  type Place,
  type RoundTripAdmin,
} from '@vozimo/contract';
import { useState } from 'react';
import { vehicleTypesQueryOptions } from '../../../api/catalogue/catalogue-queries.ts';
import { adminPointsOfInterestQueryOptions } from '../../../api/catalogue/points-of-interest-admin-queries.ts';
import { placeSearchQueryOptions } from '../../../api/places/places-queries.ts';
import { useSaveRoundTrip } from '../../../api/round-trips/round-trips-admin-queries.ts';
import { FormProblems, useServerFormProblems, type RecordFormProps } from '../../../components/back-office/form-modal.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';

type StartPlace = Omit<Place, 'locality'> & { locality?: string };

interface Values {
  name: string;
  description: string;
  start_place: StartPlace | null;
  duration_minutes: string;
  distance_km: string;
  /** Base price in euros by vehicle type id; empty: not offered in that type. */
  prices: Record<string, string>;
  stop_poi_id: string;
  stop_price: string;
  stop_duration_minutes: string;
  keep_photos: string[];
  photos: File[];
}

const fieldOf = fieldAtPath([...ROUND_TRIP_TEXT_FIELDS, 'photos', ...ROUND_TRIP_PHOTO_FIELDS]);
// A price's message names its row (['prices', 0, 'price']); the form shows it at that type's input.
const priceFieldOf = (loc: readonly PropertyKey[], body: { prices: { vehicle_type_id: number }[] }) => {
  if (loc[0] !== 'prices' || typeof loc[1] !== 'number') return null;
  const row = body.prices[loc[1]];
  return row ? `prices.${row.vehicle_type_id}` : null;
};

/** What the server gets: the contract's fields (JSON for the place, the prices and the kept photos). */
function requestOf(values: Values) {
  return {
    name: values.name,
    description: values.description,
    start_place: values.start_place ?? '',
    duration_minutes: values.duration_minutes,
    distance_km: values.distance_km,
    prices: Object.entries(values.prices)
      .filter(([, price]) => price.trim() !== '')
      .map(([id, price]) => ({ vehicle_type_id: Number(id), price: price.trim() })),
    stop_poi_id: values.stop_poi_id,
    stop_price: values.stop_price,
    stop_duration_minutes: values.stop_duration_minutes,
    keep_photos: values.keep_photos,
  };
}

function validate(values: Values): Record<string, string> {
  const body = requestOf(values);
  const errors = zodFormResolver(roundTripFieldsSchema, { fieldOf, toBody: () => body })(values);
  const parsed = roundTripFieldsSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = priceFieldOf(issue.path as PropertyKey[], body);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.keep_photos.length + values.photos.length > ROUND_TRIP_MAX_PHOTOS) errors.photos = `At most ${ROUND_TRIP_MAX_PHOTOS} photos.`;
  return errors;
}

const valuesOf = (trip: RoundTripAdmin | null): Values => ({
  name: trip?.name ?? '',
  description: trip?.description ?? '',
  start_place: trip?.start_place ?? null,
  duration_minutes: trip ? String(trip.duration_minutes) : '480',
  distance_km: trip ? String(trip.distance_km) : '',
  prices: Object.fromEntries((trip?.prices ?? []).map((p) => [String(p.vehicle_type_id), p.price])),
  stop_poi_id: trip?.stop ? String(trip.stop.poi_id) : '',
  stop_price: trip?.stop?.price ?? '',
  stop_duration_minutes: trip?.stop ? String(trip.stop.duration_minutes) : '',
  keep_photos: trip?.photos ?? [],
  photos: [],
});

/** Add or edit a round trip: its words, where it starts, how long, photos, a base price per vehicle type and an optional stop. */
export function RoundTripForm({ record: trip, onClose, onSaved }: RecordFormProps<RoundTripAdmin>) {
  const save = useSaveRoundTrip();
  const types = useQuery(vehicleTypesQueryOptions());
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(trip), validate });
  const server = useServerFormProblems(form, fieldOf);

  const submit = form.onSubmit((values) => {
    server.clear();
    const request = requestOf(values);
    const body = new FormData();
    for (const [field, value] of Object.entries(request)) body.append(field, typeof value === 'string' ? value : JSON.stringify(value));
    values.photos.forEach((file, index) => body.append(ROUND_TRIP_PHOTO_FIELDS[index]!, file));
    save.mutate(
      { roundTripId: trip?.round_trip_id ?? null, body },
      {
        onSuccess: onSaved,
        onError: (error) => server.failAt(error, (loc) => priceFieldOf(loc, request) ?? fieldOf(loc)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} maxRows={8} maxLength={4000} {...form.getInputProps('description')} />
        <StartPlacePicker value={form.values.start_place} onChange={(place) => form.setFieldValue('start_place', place)} error={form.errors.start_place} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Duration" description="Minutes, in steps of 30 (480 is 8 hours)" required inputMode="numeric" maxLength={4} {...form.getInputProps('duration_minutes')} />
          <TextInput label="Driving distance" description="Kilometres of the whole loop" inputMode="numeric" maxLength={4} {...form.getInputProps('distance_km')} />
        </SimpleGrid>

        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm">
            Price per vehicle type
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            Base price in euros, before agency commission, service fee and VAT. Leave a type empty to not offer it.
          </Text>
          {form.errors.prices && (
            <Text size="sm" c="red" role="alert" mb="xs">
              {form.errors.prices}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            {(types.data ?? []).map((type) => (
              <TextInput
                key={type.vehicle_type_id}
                label={`${type.vehicle_type_name} (${type.max_passengers} seats)`}
                inputMode="decimal"
                maxLength={10}
                leftSection="€"
                value={form.values.prices[String(type.vehicle_type_id)] ?? ''}
                onChange={(event) => form.setFieldValue(`prices.${type.vehicle_type_id}`, event.currentTarget.value)}
                error={form.errors[`prices.${type.vehicle_type_id}`]}
              />
            ))}
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm">
            Optional stop
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            Offered to the customer as “Add the stop for €…”. Leave all three empty for none.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <StopPicker value={form.values.stop_poi_id} current={trip?.stop ?? null} onChange={(id) => form.setFieldValue('stop_poi_id', id)} error={form.errors.stop_poi_id} />
            <TextInput label="Stop price" description="Euros, before commission" inputMode="decimal" maxLength={10} leftSection="€" {...form.getInputProps('stop_price')} />
            <TextInput label="Minutes at the stop" description="In steps of 30" inputMode="numeric" maxLength={4} {...form.getInputProps('stop_duration_minutes')} />
          </SimpleGrid>
        </Paper>

        <Stack gap={6}>
          <Text fw={600} size="sm">
            Photos
          </Text>
          {form.values.keep_photos.length > 0 && (
            <Group gap="sm">
              {form.values.keep_photos.map((url, index) => (
                <div key={url} style={{ position: 'relative' }}>
                  <Image src={url} alt={`Photo ${index + 1}`} w={112} h={76} radius="sm" fit="cover" />
                  <ActionIcon
                    size="sm"
                    color="red"
                    variant="filled"
                    pos="absolute"
                    top={4}
                    right={4}
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => form.setFieldValue('keep_photos', form.values.keep_photos.filter((kept) => kept !== url))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </div>
              ))}
            </Group>
          )}
          <FileInput
            label="Add photos"
            description={`JPEG or PNG, at most ${ROUND_TRIP_MAX_PHOTOS} photos in all; the first is the cover`}
            accept="image/jpeg,image/png"
            multiple
            clearable
            leftSection={<IconPhoto size={16} aria-hidden />}
            value={form.values.photos}
            onChange={(files) => form.setFieldValue('photos', files)}
            error={form.errors.photos ?? ROUND_TRIP_PHOTO_FIELDS.map((f) => form.errors[f]).find(Boolean) ?? form.errors.keep_photos}
          />
        </Stack>

        <FormProblems problems={server.problems} />
        <FormButtons submitLabel={trip ? 'Save' : 'Add round trip'} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Where the day starts and ends: a town from the place search (GET /api/places/), as the trip form picks one. */
function StartPlacePicker({ value, onChange, error }: { value: StartPlace | null; onChange: (place: StartPlace | null) => void; error?: React.ReactNode }) {
  const [text, setText] = useState(value?.formatted_address ?? '');
  const [query] = useDebouncedValue(text.trim(), 250);
  const searchable = query.length >= 2 && query !== value?.formatted_address;
  const search = useQuery({ ...placeSearchQueryOptions(query), enabled: searchable });
  const found = searchable ? (search.data ?? []) : [];
  const options = [...(value ? [value] : []), ...found.filter((p) => p.place_id !== value?.place_id)];
  return (
    <Select
      label="Starts and ends at"
      description="Type a town and pick it"
      required
      searchable
      clearable
      placeholder="Split, Dubrovnik …"
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      nothingFoundMessage={searchable && !search.isFetching ? 'No place of that name' : undefined}
      data={options.map((p) => ({ value: p.place_id || p.formatted_address, label: p.formatted_address }))}
      value={value ? value.place_id || value.formatted_address : null}
      onChange={(id) => onChange(options.find((p) => (p.place_id || p.formatted_address) === id) ?? null)}
      error={error}
    />
  );
}

/** The optional stop: an active point of interest, found by name. */
function StopPicker({ value, current, onChange, error }: { value: string; current: RoundTripAdmin['stop']; onChange: (id: string) => void; error?: React.ReactNode }) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 250);
  const pois = useQuery(adminPointsOfInterestQueryOptions({ search: query, category: null, page: 1 }));
  const options = new Map<string, string>();
  if (current) options.set(String(current.poi_id), current.name);
  for (const poi of pois.data?.items ?? []) if (poi.is_active) options.set(String(poi.poi_id), poi.name);
  return (
    <Select
      label="Stop"
      placeholder="Search points of interest"
      searchable
      clearable
      onSearchChange={setText}
      filter={({ options: all }) => all}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      error={error}
    />
  );
}
