import { Badge, ColorSwatch, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { POI_CATEGORY_COLORS, poiCategoryFormSchema, type PoiCategoryAdmin, type PoiCategoryForm } from '@vozimo/contract';
import {
  ADMIN_POI_CATEGORIES_PAGE_SIZE,
  adminPoiCategoriesQueryOptions,
  useSavePoiCategory,
  useSetPoiCategoryActive,
} from '../../../api/catalogue/points-of-interest-admin-queries.ts';
import { FormProblems, RecordFormModal, useRecordEditor, useServerFormProblems, type RecordFormProps } from '../../../components/back-office/form-modal.tsx';
import { ActiveBadge, BackOfficeListPage } from '../../../components/back-office/list-page.tsx';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { fieldAtPath } from '../../../lib/forms/form-messages.ts';
import { zodFormResolver } from '../../../lib/forms/schema-resolver.ts';
import { useListAddress } from '../../../lib/list-address.ts';

const colorLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);

/**
 * /admin/poi-categories: the groups of the trip form's points-of-interest filter, with the colour
 * its chips and badges take. A retired category leaves the filter; its points keep it.
 */
export function PoiCategoriesPage() {
  const address = useListAddress();
  const categories = useQuery(adminPoiCategoriesQueryOptions({ search: address.search, page: address.page }));
  const editor = useRecordEditor<PoiCategoryAdmin>();
  const status = useStatusSwitch({
    mutation: useSetPoiCategoryActive(),
    variables: (category: PoiCategoryAdmin, is_active) => ({ categoryId: category.category_id, is_active }),
    id: (category) => category.category_id,
    name: (category) => category.category_name,
    verbs: { deactivate: 'Retire', activate: 'Bring back' },
    done: (category, isActive) => (isActive ? `${category.category_name} is back in the trip form's filter.` : `${category.category_name} is retired.`),
    note: "It leaves the trip form's filter. Its points of interest keep it and are still offered; you can bring it back.",
  });

  return (
    <BackOfficeListPage
      title="POI categories"
      intro="The groups agents filter points of interest by in the trip form, each with its colour."
      maw={1000}
      addLabel="Add category"
      onAdd={editor.add}
      address={address}
      search={{ label: 'Find a category', placeholder: 'Category name' }}
      list={categories}
      loadFailed="There was an error loading POI categories."
      loadingLabel="Loading POI categories"
      empty={address.search ? `No categories match “${address.search}”.` : 'No categories yet.'}
      table={{
        label: 'POI categories',
        minWidth: 560,
        columns: [{ label: 'Category' }, { label: 'Colour' }, { label: 'Points of interest', right: true }, { label: 'Status' }],
        rowKey: (category) => category.category_id,
        row: (category) => (
          <>
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
            <Table.Td>
              <ActiveBadge isActive={category.is_active} inactiveLabel="Retired" />
            </Table.Td>
            <Table.Td>{status.actions(category, () => editor.edit(category))}</Table.Td>
          </>
        ),
      }}
      pageSize={ADMIN_POI_CATEGORIES_PAGE_SIZE}
      noun={['category', 'categories']}
    >
      <RecordFormModal
        editor={editor}
        title={(category) => (category ? `Edit ${category.category_name}` : 'Add category')}
        savedMessage={(saved) => `${saved.category_name} saved.`}
      >
        {(props) => <CategoryForm {...props} />}
      </RecordFormModal>
      {status.confirm}
    </BackOfficeListPage>
  );
}

const fieldOf = fieldAtPath(['category_name', 'color']);

function CategoryForm({ record: category, onClose, onSaved }: RecordFormProps<PoiCategoryAdmin>) {
  const save = useSavePoiCategory();
  const form = useForm<PoiCategoryForm>({
    mode: 'controlled',
    initialValues: { category_name: category?.category_name ?? '', color: (category?.color as PoiCategoryForm['color'] | undefined) ?? 'green' },
    validate: zodFormResolver(poiCategoryFormSchema, { fieldOf }),
  });
  const server = useServerFormProblems(form, fieldOf);
  const submit = form.onSubmit((values) => {
    server.clear();
    save.mutate({ categoryId: category?.category_id ?? null, body: values }, { onSuccess: onSaved, onError: server.onError });
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
        <FormProblems problems={server.problems} />
        <FormButtons submitLabel={category ? 'Save' : 'Add category'} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
