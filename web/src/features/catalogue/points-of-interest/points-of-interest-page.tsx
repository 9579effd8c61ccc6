import { Badge, FileInput, Group, Image, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { POI_COUNTRIES, POI_PHOTO_FIELD, POI_TEXT_FIELDS, pointOfInterestFieldsSchema, type PointOfInterestAdmin } from '@vozimo/contract';
import { lazy, Suspense } from 'react';
import {
  ADMIN_POI_PAGE_SIZE,
  adminPoiCategoriesQueryOptions,
  adminPointsOfInterestQueryOptions,
  useSavePointOfInterest,
  useSetPointOfInterestActive,
} from '../../../api/catalogue/points-of-interest-admin-queries.ts';
import { FormProblems, RecordFormModal, useRecordEditor, useServerFormProblems, type RecordFormProps } from '../../../components/back-office/form-modal.tsx';
import { ActiveBadge, BackOfficeListPage } from '../../../components/back-office/list-page.tsx';
import { PhotoNameCell } from '../../../components/back-office/record-photo.tsx';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { useListAddress } from '../../../lib/list-address.ts';

// Leaflet loads only with the form's map, never with the list.
const PoiLocationMap = lazy(() => import('./poi-location-map.tsx'));

/** Every category for the filter and the form (a catalogue has tens, not hundreds). */
const allCategories = () => adminPoiCategoriesQueryOptions({ search: '', page: 1, limit: 100 });

/**
 * /admin/points-of-interest: the sights a trip can stop at. A new active point is offered at once
 * by quotes whose route passes near it; a hidden one no longer is (booked trips keep their stops).
 */
export function PointsOfInterestPage() {
  const address = useListAddress(['category']);
  const category = Number(address.filters.category);
  const params = { search: address.search, page: address.page, category: Number.isInteger(category) && category > 0 ? category : null };
  const pois = useQuery(adminPointsOfInterestQueryOptions(params));
  const categories = useQuery(allCategories());
  const editor = useRecordEditor<PointOfInterestAdmin>();
  const status = useStatusSwitch({
    mutation: useSetPointOfInterestActive(),
    variables: (poi: PointOfInterestAdmin, is_active) => ({ poiId: poi.poi_id, is_active }),
    id: (poi) => poi.poi_id,
    name: (poi) => poi.name,
    verbs: { deactivate: 'Hide', activate: 'Show' },
    done: (poi, isActive) => (isActive ? `${poi.name} is offered again.` : `${poi.name} is hidden.`),
    note: 'New quotes will no longer offer it as a stop. Trips that already stop there keep it, and you can show it again.',
  });

  return (
    <BackOfficeListPage
      title="Points of interest"
      intro="Sights a trip can stop at on the way. Quotes offer an active point when the route passes near it."
      maw={1200}
      addLabel="Add point of interest"
      onAdd={editor.add}
      address={address}
      search={{ label: 'Find a point of interest', placeholder: 'Name' }}
      filters={
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          w={{ base: '100%', sm: 240 }}
          data={(categories.data?.items ?? []).map((c) => ({ value: String(c.category_id), label: c.is_active ? c.category_name : `${c.category_name} (retired)` }))}
          value={params.category === null ? null : String(params.category)}
          onChange={(value) => address.update({ category: value || null })}
        />
      }
      list={pois}
      loadFailed="There was an error loading points of interest."
      loadingLabel="Loading points of interest"
      empty={params.search || params.category !== null ? 'No points of interest match.' : 'No points of interest yet.'}
      table={{
        label: 'Points of interest',
        minWidth: 980,
        columns: [{ label: 'Point of interest' }, { label: 'Category' }, { label: 'Place' }, { label: 'Stop' }, { label: 'Status' }],
        rowKey: (poi) => poi.poi_id,
        row: (poi) => (
          <>
            <Table.Td>
              <PhotoNameCell photo={poi.photo} name={poi.name} description={poi.description} />
            </Table.Td>
            <Table.Td>
              <Badge color={poi.color} variant="light" miw="max-content" style={{ color: 'var(--mantine-color-text)' }}>
                {poi.category_name}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{POI_COUNTRIES.find((c) => c.code === poi.country)?.name ?? poi.country}</Text>
              <Text size="xs" c="dimmed">
                {poi.lat.toFixed(4)}, {poi.lng.toFixed(4)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {poi.min_duration_minutes}–{poi.max_duration_minutes} min
              </Text>
            </Table.Td>
            <Table.Td>
              <ActiveBadge isActive={poi.is_active} inactiveLabel="Hidden" />
            </Table.Td>
            <Table.Td>{status.actions(poi, () => editor.edit(poi))}</Table.Td>
          </>
        ),
      }}
      pageSize={ADMIN_POI_PAGE_SIZE}
      noun={['point of interest', 'points of interest']}
    >
      <RecordFormModal
        editor={editor}
        size="xl"
        title={(poi) => (poi ? `Edit ${poi.name}` : 'Add point of interest')}
        savedMessage={(saved) => `${saved.name} saved.`}
      >
        {(props) => <PoiForm {...props} />}
      </RecordFormModal>
      {status.confirm}
    </BackOfficeListPage>
  );
}

type TextField = (typeof POI_TEXT_FIELDS)[number];
type Values = Record<TextField, string> & { photo: File | null };
const fieldOf = fieldAtPath([...POI_TEXT_FIELDS, POI_PHOTO_FIELD]);

const valuesOf = (poi: PointOfInterestAdmin | null): Values => ({
  name: poi?.name ?? '',
  category_id: poi ? String(poi.category_id) : '',
  lat: poi ? String(poi.lat) : '',
  lng: poi ? String(poi.lng) : '',
  country: poi?.country ?? 'HR',
  description: poi?.description ?? '',
  min_duration_minutes: String(poi?.min_duration_minutes ?? 60),
  max_duration_minutes: String(poi?.max_duration_minutes ?? 120),
  photo: null,
});

/** The typed coordinates, when both are numbers a map can show. */
function typedPoint(values: Values): { lat: number; lng: number } | null {
  const lat = Number(values.lat.replace(',', '.'));
  const lng = Number(values.lng.replace(',', '.'));
  if (values.lat.trim() === '' || values.lng.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

const round6 = (value: number) => String(Math.round(value * 1e6) / 1e6);

function PoiForm({ record: poi, onClose, onSaved }: RecordFormProps<PointOfInterestAdmin>) {
  const save = useSavePointOfInterest();
  const categories = useQuery(allCategories());
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(poi), validate: zodFormResolver(pointOfInterestFieldsSchema, { fieldOf }) });
  const server = useServerFormProblems(form, fieldOf);

  // A retired category stays choosable for a point already in it, not for others.
  const categoryOptions = (categories.data?.items ?? [])
    .filter((c) => c.is_active || c.category_id === poi?.category_id)
    .map((c) => ({ value: String(c.category_id), label: c.category_name }));

  const submit = form.onSubmit((values) => {
    server.clear();
    const body = new FormData();
    for (const field of POI_TEXT_FIELDS) body.append(field, values[field]);
    if (values.photo) body.append(POI_PHOTO_FIELD, values.photo);
    save.mutate({ poiId: poi?.poi_id ?? null, body }, { onSuccess: onSaved, onError: server.onError });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" required maxLength={120} data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Category"
            required
            searchable
            placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
            data={categoryOptions}
            nothingFoundMessage="No category of that name"
            {...form.getInputProps('category_id')}
          />
        </SimpleGrid>
        <Suspense fallback={<Skeleton h={260} radius="md" aria-label="Loading the map" />}>
          <PoiLocationMap
            point={typedPoint(form.values)}
            onPick={({ lat, lng }) => {
              form.setFieldValue('lat', round6(lat));
              form.setFieldValue('lng', round6(lng));
            }}
          />
        </Suspense>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="Latitude" description="Like 43.5081" required inputMode="decimal" maxLength={20} {...form.getInputProps('lat')} />
          <TextInput label="Longitude" description="Like 16.4402" required inputMode="decimal" maxLength={20} {...form.getInputProps('lng')} />
          <Select label="Country" required allowDeselect={false} data={POI_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))} {...form.getInputProps('country')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Shortest stop" description="Minutes: at least 60, in steps of 30" required inputMode="numeric" maxLength={4} {...form.getInputProps('min_duration_minutes')} />
          <TextInput label="Longest stop" description="Minutes, in steps of 30" required inputMode="numeric" maxLength={4} {...form.getInputProps('max_duration_minutes')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={6} maxLength={2000} {...form.getInputProps('description')} />
        <Group align="flex-end" gap="md" wrap="wrap">
          {poi?.photo && <Image src={poi.photo} alt={`Current photo of ${poi.name}`} w={96} h={64} radius="sm" fit="cover" />}
          <FileInput
            label="Photo"
            description={poi?.photo ? 'JPEG or PNG; leave empty to keep the current one' : 'JPEG or PNG; optional'}
            accept="image/jpeg,image/png"
            clearable
            leftSection={<IconPhoto size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 220 }}
            {...form.getInputProps('photo')}
          />
        </Group>
        <FormProblems problems={server.problems} />
        <FormButtons submitLabel={poi ? 'Save' : 'Add point of interest'} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
