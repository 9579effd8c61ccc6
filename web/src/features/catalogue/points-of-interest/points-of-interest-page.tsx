import { Alert, Badge, Button, FileInput, Group, Image, Modal, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { POI_COUNTRIES, POI_PHOTO_FIELD, POI_TEXT_FIELDS, pointOfInterestFieldsSchema, type PointOfInterestAdmin } from '@vozimo/contract';
import { lazy, Suspense, useState } from 'react';
import { useListAddress } from '../../../lib/list-address.ts';
import {
  ADMIN_POI_PAGE_SIZE,
  adminPoiCategoriesQueryOptions,
  adminPointsOfInterestQueryOptions,
  useSavePointOfInterest,
  useSetPointOfInterestActive,
} from '../../../api/catalogue/points-of-interest-admin-queries.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { serverFormMessages, unexpectedFailureMessage } from '../../../lib/forms/server-messages.ts';
import { RecordActions } from '../../../components/record-actions.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';

// Leaflet loads only with the form's map, never with the list.
const PoiLocationMap = lazy(() => import('./poi-location-map.tsx'));

/** Every category for the filter and the form (a catalogue has tens, not hundreds). */
const allCategories = () => adminPoiCategoriesQueryOptions({ search: '', page: 1, limit: 100 });

/**
 * /admin/points-of-interest: the sights a trip can stop at. A new active point is offered at once
 * by quotes whose route passes near it; a hidden one no longer is (booked trips keep their stops).
 */
export function PointsOfInterestPage() {
  const list = useListAddress(['category']);
  const category = Number(list.filters.category);
  const params = { search: list.search, page: list.page, category: Number.isInteger(category) && category > 0 ? category : null };
  const pois = useQuery(adminPointsOfInterestQueryOptions(params));
  const categories = useQuery(allCategories());
  const setActive = useSetPointOfInterestActive();
  const [editing, setEditing] = useState<{ poi: PointOfInterestAdmin | null } | null>(null);
  const [hiding, setHiding] = useState<PointOfInterestAdmin | null>(null);


  const changeActive = (poi: PointOfInterestAdmin, isActive: boolean) =>
    setActive.mutate(
      { poiId: poi.poi_id, is_active: isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: isActive ? `${poi.name} is offered again.` : `${poi.name} is hidden.` }),
        onError: (error) => showFailureToast(`Failed to ${isActive ? 'show' : 'hide'} ${poi.name}.`, { error }),
      },
    );
  const busyId = setActive.isPending ? (setActive.variables?.poiId ?? null) : null;

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title="Points of interest" />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Points of interest
          </Title>
          <Text c="dimmed">Sights a trip can stop at on the way. Quotes offer an active point when the route passes near it.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ poi: null })}>
          Add point of interest
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <ListSearchBox label="Find a point of interest" placeholder="Name" value={params.search} onChange={(search) => search !== params.search && list.update({ search }, true)} />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          w={{ base: '100%', sm: 240 }}
          data={(categories.data?.items ?? []).map((c) => ({ value: String(c.category_id), label: c.is_active ? c.category_name : `${c.category_name} (retired)` }))}
          value={params.category === null ? null : String(params.category)}
          onChange={(value) => list.update({ category: value || null })}
        />
      </Group>
      {pois.isError ? (
        <LoadFailedAlert>There was an error loading points of interest.</LoadFailedAlert>
      ) : pois.isPending ? (
        <QueryLoader label="Loading points of interest" />
      ) : pois.data.count === 0 ? (
        <EmptyListPanel>{params.search || params.category !== null ? 'No points of interest match.' : 'No points of interest yet.'}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: pois.isPlaceholderData ? 0.6 : 1 }} aria-busy={pois.isFetching}>
          <Table.ScrollContainer minWidth={980}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Points of interest">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Point of interest</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Place</Table.Th>
                  <Table.Th>Stop</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pois.data.items.map((poi) => (
                  <Table.Tr key={poi.poi_id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        {poi.photo ? <Image src={poi.photo} alt="" w={56} h={40} radius="sm" fit="cover" /> : <PhotoPlaceholder />}
                        <Stack gap={2} style={{ minWidth: 0 }}>
                          <Text fw={600}>{poi.name}</Text>
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {poi.description || '—'}
                          </Text>
                        </Stack>
                      </Group>
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
                    <Table.Td>{poi.is_active ? <Badge color="green" miw="max-content">Active</Badge> : <Badge color="gray" miw="max-content">Hidden</Badge>}</Table.Td>
                    <Table.Td>
                      <RecordActions
                        name={poi.name}
                        isActive={poi.is_active}
                        busy={busyId === poi.poi_id}
                        onEdit={() => setEditing({ poi })}
                        onDeactivate={() => setHiding(poi)}
                        onActivate={() => changeActive(poi, true)}
                        deactivateLabel="Hide" activateLabel="Show"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter count={pois.data.count} pageSize={ADMIN_POI_PAGE_SIZE} page={params.page} onPage={(page) => list.update({ page })} noun={['point of interest', 'points of interest']} />
        </Stack>
      )}

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.poi ? `Edit ${editing.poi.name}` : 'Add point of interest'} size="xl">
        {/* Mounted anew for each opening, so the form starts from the record it edits. */}
        {editing && (
          <PoiForm
            poi={editing.poi}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              notifications.show({ color: 'green', message: `${saved.name} saved.` });
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={hiding !== null}
        onClose={() => setHiding(null)}
        title={`Hide ${hiding?.name ?? ''}?`}
        note="New quotes will no longer offer it as a stop. Trips that already stop there keep it, and you can show it again."
        confirmLabel="Hide"
        onConfirm={() => hiding && changeActive(hiding, false)}
      />
    </Stack>
  );
}

function PhotoPlaceholder() {
  return (
    <Group w={56} h={40} justify="center" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }} aria-hidden>
      <IconPhoto size={18} color="var(--mantine-color-dimmed)" />
    </Group>
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

function PoiForm({ poi, onClose, onSaved }: { poi: PointOfInterestAdmin | null; onClose: () => void; onSaved: (saved: PointOfInterestAdmin) => void }) {
  const save = useSavePointOfInterest();
  const categories = useQuery(allCategories());
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(poi), validate: zodFormResolver(pointOfInterestFieldsSchema, { fieldOf }) });

  // A retired category stays choosable for a point already in it, not for others.
  const categoryOptions = (categories.data?.items ?? [])
    .filter((c) => c.is_active || c.category_id === poi?.category_id)
    .map((c) => ({ value: String(c.category_id), label: c.category_name }));

  const submit = form.onSubmit((values) => {
    setProblems([]);
    const body = new FormData();
    for (const field of POI_TEXT_FIELDS) body.append(field, values[field]);
    if (values.photo) body.append(POI_PHOTO_FIELD, values.photo);
    save.mutate(
      { poiId: poi?.poi_id ?? null, body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const messages = serverFormMessages(error, fieldOf);
          if (messages) {
            form.setErrors(messages.fields);
            setProblems(messages.other);
          } else setProblems([unexpectedFailureMessage(error)]);
        },
      },
    );
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
        {problems.length > 0 && (
          <Alert color="red" role="alert">
            {problems.join(' ')}
          </Alert>
        )}
        <FormButtons submitLabel={poi ? 'Save' : 'Add point of interest'} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
