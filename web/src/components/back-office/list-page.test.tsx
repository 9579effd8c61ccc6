import { Table } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListAddress } from '../../lib/list-address.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ActiveBadge, BackOfficeListPage } from './list-page.tsx';
import { useStatusSwitch } from './status-switch.tsx';

// The back office's list page: every section searches, pages, and shows its empty, loading and
// error states this one way; its status switch asks before taking a record out of use.

interface Thing {
  id: number;
  name: string;
  is_active: boolean;
}

const PAGE_SIZE = 10;
const things: Thing[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Thing ${String(i + 1).padStart(2, '0')}`, is_active: i !== 0 }));

function ThingsPage({ load, setActive }: { load: (search: string, page: number) => Promise<{ count: number; items: Thing[] }>; setActive: (v: { id: number; is_active: boolean }) => Promise<void> }) {
  const address = useListAddress();
  const list = useQuery({ queryKey: ['things', address.search, address.page], queryFn: () => load(address.search, address.page) });
  const status = useStatusSwitch({
    mutation: useMutation({ mutationFn: setActive }),
    variables: (thing: Thing, is_active) => ({ id: thing.id, is_active }),
    id: (thing) => thing.id,
    name: (thing) => thing.name,
    verbs: { deactivate: 'Retire', activate: 'Bring back' },
    done: (thing, isActive) => (isActive ? `${thing.name} is back.` : `${thing.name} is retired.`),
    note: 'It is no longer offered.',
  });
  return (
    <BackOfficeListPage
      title="Things"
      intro="The things staff keep."
      maw={900}
      addLabel="Add thing"
      onAdd={() => {}}
      address={address}
      search={{ label: 'Find a thing', placeholder: 'Name' }}
      list={list}
      loadFailed="There was an error loading things."
      loadingLabel="Loading things"
      empty={address.search ? `No things match “${address.search}”.` : 'No things yet.'}
      table={{
        label: 'Things',
        minWidth: 500,
        columns: [{ label: 'Thing' }, { label: 'Status' }],
        rowKey: (thing) => thing.id,
        row: (thing) => (
          <>
            <Table.Td>{thing.name}</Table.Td>
            <Table.Td>
              <ActiveBadge isActive={thing.is_active} inactiveLabel="Retired" />
            </Table.Td>
            <Table.Td>{status.actions(thing, () => {})}</Table.Td>
          </>
        ),
      }}
      pageSize={PAGE_SIZE}
      noun={['thing', 'things']}
    >
      {status.confirm}
    </BackOfficeListPage>
  );
}

const fromList = async (search: string, page: number) => {
  const found = things.filter((thing) => thing.name.toLowerCase().includes(search.toLowerCase()));
  return { count: found.length, items: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) };
};
const rowNames = () => within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row').slice(1).map((row) => (row as HTMLTableRowElement).cells[0]!.textContent);

describe('BackOfficeListPage', () => {
  it('shows the first page with the count, and the next page from the page buttons', async () => {
    const { events } = renderWithProviders(<ThingsPage load={fromList} setActive={async () => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
    await screen.findByText('Thing 01');
    expect(rowNames()).toEqual(things.slice(0, 10).map((thing) => thing.name));
    expect(screen.getByText('23 things')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()).toEqual(['Thing 21', 'Thing 22', 'Thing 23']));
  });

  it('searches from the box, back on the first page, and says when nothing matches', async () => {
    const load = vi.fn(fromList);
    const { events } = renderWithProviders(<ThingsPage load={load} setActive={async () => {}} />, { route: '/?page=2' });
    await screen.findByText('Thing 11');
    await events.type(screen.getByRole('searchbox', { name: 'Find a thing' }), 'Thing 2{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Thing 20', 'Thing 21', 'Thing 22', 'Thing 23']));
    expect(load).toHaveBeenLastCalledWith('Thing 2', 1);
    expect(screen.getByText('4 things')).toBeTruthy();
    await events.clear(screen.getByRole('searchbox', { name: 'Find a thing' }));
    await events.type(screen.getByRole('searchbox', { name: 'Find a thing' }), 'nothing{Enter}');
    expect(await screen.findByText('No things match “nothing”.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says "No … yet." for an empty list, and its error when the list fails to load', async () => {
    const first = renderWithProviders(<ThingsPage load={async () => ({ count: 0, items: [] })} setActive={async () => {}} />);
    expect(await screen.findByText('No things yet.')).toBeTruthy();
    first.unmount();
    renderWithProviders(<ThingsPage load={() => Promise.reject(new Error('down'))} setActive={async () => {}} />);
    expect(await screen.findByText('There was an error loading things.')).toBeTruthy();
  });

  it('asks before retiring a row, then toasts; bringing one back needs no question', async () => {
    const setActive = vi.fn(async () => {});
    const { events } = renderWithProviders(<ThingsPage load={fromList} setActive={setActive} />);
    await events.click(await screen.findByRole('button', { name: 'Retire Thing 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Thing 02?' });
    expect(within(dialog).getByText('It is no longer offered.')).toBeTruthy();
    expect(setActive).not.toHaveBeenCalled();
    await events.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Thing 02 is retired.')).toBeTruthy();
    expect(setActive).toHaveBeenLastCalledWith({ id: 2, is_active: false }, expect.anything());
    await events.click(screen.getByRole('button', { name: 'Bring back Thing 01' }));
    expect(await screen.findByText('Thing 01 is back.')).toBeTruthy();
    expect(setActive).toHaveBeenLastCalledWith({ id: 1, is_active: true }, expect.anything());
  });
});
