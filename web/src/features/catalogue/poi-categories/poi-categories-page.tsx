import { Alert, Badge, Button, ColorSwatch, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { POI_CATEGORY_COLORS, poiCategoryFormSchema, type PoiCategoryAdmin, type PoiCategoryForm } from '@vozimo/contract';
import { useState } from 'react';
import {
  ADMIN_POI_CATEGORIES_PAGE_SIZE,
  adminPoiCategoriesQueryOptions,
  useSavePoiCategory,
  useSetPoiCategoryActive,
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
import { useListAddress } from '../../../lib/list-address.ts';
import { RecordActions } from '../../../components/record-actions.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';

const colorLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);

/**
 * /admin/poi-categories: the groups of the trip form's points-of-interest filter, with the colour
 * its chips and badges take. A retired category leaves the filter; its points keep it.
 */
export function PoiCategoriesPage() {
  const { update, ...params } = useListAddress();
  const categories = useQuery(adminPoiCategoriesQueryOptions(params));
  const setActive = useSetPoiCategoryActive();
  const [editing, setEditing] = useState<{ category: PoiCategoryAdmin | null } | null>(null);
  const [retiring, setRetiring] = useState<PoiCategoryAdmin | null>(null);


  const changeActive = (category: PoiCategoryAdmin, isActive: boolean) =>
    setActive.mutate(
      { categoryId: category.category_id, is_active: isActive },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: isActive ? `${category.category_name} is back in the trip form's filter.` : `${category.category_name} is retired.` }),
        onError: (error) => showFailureToast(`Failed to ${isActive ? 'bring back' : 'retire'} ${category.category_name}.`, { error }),
      },
    );
  const busyId = setActive.isPending ? (setActive.variables?.categoryId ?? null) : null;

  return (
    <Stack gap="lg" maw={1000}>
      <PageTitle title="POI categories" />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            POI categories
          </Title>
          <Text c="dimmed">The groups agents filter points of interest by in the trip form, each with its colour.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ category: null })}>
          Add category
        </Button>
      </Group>
      <ListSearchBox label="Find a category" placeholder="Category name" value={params.search} onChange={(search) => search !== params.search && update({ search }, true)} />
      {categories.isError ? (
        <LoadFailedAlert>There was an error loading POI categories.</LoadFailedAlert>
      ) : categories.isPending ? (
        <QueryLoader label="Loading POI categories" />
      ) : categories.data.count === 0 ? (
        <EmptyListPanel>{params.search ? `No categories match “${params.search}”.` : 'No categories yet.'}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: categories.isPlaceholderData ? 0.6 : 1 }} aria-busy={categories.isFetching}>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="POI categories">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Colour</Table.Th>
                  <Table.Th ta="right">Points of interest</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {categories.data.items.map((category) => (
                  <Table.Tr key={category.category_id}>
                    <Table.Td>
                      <Badge color={category.color} variant="light" miw="max-content" style={{ color: 'var(--mantine-color-text)' }}>
                        {category.category_name}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch color={`var(--mantine-color-${category.color}-6)`} size={14} aria-hidden />
                        <Text size="sm">{colorLabel(category.color)}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{category.poi_count}</Table.Td>
                    <Table.Td>{category.is_active ? <Badge color="green" miw="max-content">Active</Badge> : <Badge color="gray" miw="max-content">Retired</Badge>}</Table.Td>
                    <Table.Td>
                      <RecordActions
                        name={category.category_name}
                        isActive={category.is_active}
                        busy={busyId === category.category_id}
                        onEdit={() => setEditing({ category })}
                        onDeactivate={() => setRetiring(category)}
                        onActivate={() => changeActive(category, true)}
                        deactivateLabel="Retire" activateLabel="Bring back"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter count={categories.data.count} pageSize={ADMIN_POI_CATEGORIES_PAGE_SIZE} page={params.page} onPage={(page) => update({ page })} noun={['category', 'categories']} />
        </Stack>
      )}

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.category ? `Edit ${editing.category.category_name}` : 'Add category'}>
        {/* Mounted anew for each opening, so the form starts from the record it edits. */}
        {editing && (
          <CategoryForm
            category={editing.category}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              notifications.show({ color: 'green', message: `${saved.category_name} saved.` });
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={retiring !== null}
        onClose={() => setRetiring(null)}
        title={`Retire ${retiring?.category_name ?? ''}?`}
        note="It leaves the trip form's filter. Its points of interest keep it and are still offered; you can bring it back."
        confirmLabel="Retire"
        onConfirm={() => retiring && changeActive(retiring, false)}
      />
    </Stack>
  );
}

const fieldOf = fieldAtPath(['category_name', 'color']);

function CategoryForm({ category, onClose, onSaved }: { category: PoiCategoryAdmin | null; onClose: () => void; onSaved: (saved: PoiCategoryAdmin) => void }) {
  const save = useSavePoiCategory();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<PoiCategoryForm>({
    mode: 'controlled',
    initialValues: { category_name: category?.category_name ?? '', color: (category?.color as PoiCategoryForm['color'] | undefined) ?? 'green' },
    validate: zodFormResolver(poiCategoryFormSchema, { fieldOf }),
  });
  const submit = form.onSubmit((values) => {
    setProblems([]);
    save.mutate(
      { categoryId: category?.category_id ?? null, body: values },
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
        <TextInput label="Name" required maxLength={60} data-autofocus {...form.getInputProps('category_name')} />
        <Select
          label="Colour"
          description="Of the category's chip and badges in the trip form"
          required
          allowDeselect={false}
          data={POI_CATEGORY_COLORS.map((color) => ({ value: color, label: colorLabel(color) }))}
          leftSection={<ColorSwatch color={`var(--mantine-color-${form.values.color}-6)`} size={14} aria-hidden />}
          renderOption={({ option }) => (
            <Group gap="xs">
              <ColorSwatch color={`var(--mantine-color-${option.value}-6)`} size={14} aria-hidden />
              {option.label}
            </Group>
          )}
          {...form.getInputProps('color')}
        />
        {problems.length > 0 && (
          <Alert color="red" role="alert">
            {problems.join(' ')}
          </Alert>
        )}
        <FormButtons submitLabel={category ? 'Save' : 'Add category'} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
