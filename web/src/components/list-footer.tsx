import { Group, Text } from '@mantine/core';
import { ListPagination } from './list-pagination.tsx';

interface ListFooterProps {
  count: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The thing counted, one and many: ['agency', 'agencies']. */
  noun: readonly [string, string];
}

/** Under a paged list: how many there are in all, and the page buttons when there is more than one page. */
export function ListFooter({ count, pageSize, page, onPage, noun }: ListFooterProps) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {count === 1 ? `1 ${noun[0]}` : `${count} ${noun[1]}`}
      </Text>
      {count > pageSize && <ListPagination total={Math.ceil(count / pageSize)} value={page} onChange={onPage} />}
    </Group>
  );
}
