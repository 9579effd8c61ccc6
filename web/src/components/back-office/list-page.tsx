import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { ListFooter } from '../list-footer.tsx';
import { ListSearchBox } from '../list-search-box.tsx';
import { PageTitle } from '../page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../query-states.tsx';

/** A column of a back-office table: its heading, right-aligned for numbers. */
export interface ListColumn {
  label: string;
  right?: boolean;
}

export interface BackOfficeListPageProps<Row> {
  /** The page's heading and the browser tab's title. */
  title: string;
  /** One sentence under the heading: what the list is. */
  intro: string;
  maw: number;
  /** The "Add …" button's words; it opens the form for a new record. */
  addLabel: string;
  onAdd: () => void;
  /** The list's place in the address (useListAddress): its search words, its page and how to change them. */
  address: { search: string; page: number; update: (next: { search?: string; page?: number }, replace?: boolean) => void };
  search: { label: string; placeholder: string };
  /** Beside the search box (a category filter). */
  filters?: ReactNode;
  list: UseQueryResult<{ count: number; items: Row[] }>;
  loadFailed: string;
  loadingLabel: string;
  /** What the empty list says (with words searched or without). */
  empty: string;
  table: { label: string; minWidth: number; columns: ListColumn[]; rowKey: (row: Row) => Key; row: (row: Row) => ReactNode };
  /** Where a section shows cards instead of the table (on phones), the cards of the page's rows. */
  cards?: ((rows: Row[]) => ReactNode) | undefined;
  pageSize: number;
  /** The thing counted, one and many: ['agency', 'agencies']. */
  noun: readonly [string, string];
  /** The page's modals (the form, the confirmation). */
  children?: ReactNode;
}

/**
 * A back-office section's list page: heading, "Add …" button, search (in the address), the table
 * with its loading, error and empty states, the count and the page buttons. The row's last cell
 * is its actions (the status switch), under a heading of its own with no words.
 */
export function BackOfficeListPage<Row>({ title, intro, maw, addLabel, onAdd, address, search, filters, children, ...results }: BackOfficeListPageProps<Row>) {
  const searchBox = (
    <ListSearchBox label={search.label} placeholder={search.placeholder} value={address.search} onChange={(words) => words !== address.search && address.update({ search: words }, true)} />
  );
  return (
    <Stack gap="lg" maw={maw}>
      <SectionHeading title={title} intro={intro} addLabel={addLabel} onAdd={onAdd} />
      {filters ? (
        <Group align="flex-end" gap="md" wrap="wrap">
          {searchBox}
          {filters}
        </Group>
      ) : (
        searchBox
      )}
      <ListResults {...results} page={address.page} onPage={(page) => address.update({ page })} />
      {children}
    </Stack>
  );
}

/** A back-office page's title (also the browser tab's), its one sentence, and its "Add …" button. */
export function SectionHeading({ title, intro, addLabel, onAdd }: { title: string; intro: string; addLabel: string; onAdd: () => void }) {
  return (
    <>
      <PageTitle title={title} />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}

type ListResultsProps<Row> = Pick<BackOfficeListPageProps<Row>, 'list' | 'loadFailed' | 'loadingLabel' | 'empty' | 'table' | 'cards' | 'pageSize' | 'noun'> & {
  page: number;
  onPage: (page: number) => void;
};

/** A back-office list's results: its loading, error or empty state, or the table (or cards), the count and the page buttons. */
export function ListResults<Row>({ list, loadFailed, loadingLabel, empty, table, cards, pageSize, noun, page, onPage }: ListResultsProps<Row>) {
  if (list.isError) return <LoadFailedAlert>{loadFailed}</LoadFailedAlert>;
  if (list.isPending) return <QueryLoader label={loadingLabel} />;
  if (list.data.count === 0) return <EmptyListPanel>{empty}</EmptyListPanel>;
  return (
    <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
      {cards ? (
        cards(list.data.items)
      ) : (
        <Table.ScrollContainer minWidth={table.minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={table.label}>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column.label} ta={column.right ? 'right' : undefined}>
                    {column.label}
                  </Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((row) => (
                <Table.Tr key={table.rowKey(row)}>{table.row(row)}</Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListFooter count={list.data.count} pageSize={pageSize} page={page} onPage={onPage} noun={noun} />
    </Stack>
  );
}

/** An inactive record's row is shaded, not faded: faded dimmed text falls below WCAG AA contrast. */
export const INACTIVE_ROW_BACKGROUND = 'var(--mantine-color-default-hover)';

/** A record's status cell: Active, or the word for out of use (Inactive, Retired, Hidden). */
export function ActiveBadge({ isActive, inactiveLabel }: { isActive: boolean; inactiveLabel: string }) {
  // Light badges: white on Mantine's filled green is 3:1, below WCAG AA; the theme's light colours are 4.5:1 or more.
  return isActive ? (
    <Badge miw="max-content" color="green" variant="light">
      Active
    </Badge>
  ) : (
    <Badge miw="max-content" color="gray" variant="light">
      {inactiveLabel}
    </Badge>
  );
}
