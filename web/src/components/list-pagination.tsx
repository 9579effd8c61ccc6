import { Pagination } from '@mantine/core';

/** Page buttons of a list, with names a screen reader can say ('Page 2', 'Next page'). */
export function ListPagination({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control })}
    />
  );
}
