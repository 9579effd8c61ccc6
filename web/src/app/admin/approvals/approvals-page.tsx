import { Anchor, Badge, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { formatInstant, type FleetDocument } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { APPROVALS_PAGE_SIZE, driverApprovalsQueryOptions, vehicleApprovalsQueryOptions } from '../../../api/fleet/fleet-approvals-queries.ts';
import { APPLICATIONS_PAGE_SIZE, partnerApplicationListQueryOptions } from '../../../api/partners/partner-review-queries.ts';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';
import { SetupChecklist } from '../../../features/operator/setup-checklist/setup-checklist.tsx';
import type { ApprovalsReturn } from '../../../features/fleet/approvals/review-parts.tsx';

// The Approvals queue, the back office's first screen (docs/decisions/0023-back-office.md): what
// waits for staff in two areas, partner applications (partners) and drivers and vehicles (fleet),
// each with its count. It combines two areas, so it lives in app/ (web/src/features/README.md).
// Above them, while the business lacks anything it needs, the operator area's setup checklist (ADR 0055).

const QUEUES = ['partners', 'drivers', 'vehicles'] as const;
type Queue = (typeof QUEUES)[number];
const QUEUE_LABEL: Record<Queue, string> = { partners: 'Partner applications', drivers: 'Drivers', vehicles: 'Vehicles' };

/** The tab, search and page, kept in the address so the queue survives a reload and the back button. */
function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('queue');
  const queue: Queue = QUEUES.includes(raw as Queue) ? (raw as Queue) : 'partners';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: { queue?: Queue; search?: string; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) updated.delete(key);
          else updated.set(key, String(value));
        }
        return updated;
      },
      { replace: true },
    );
  return { queue, search, page, set };
}

const DOCUMENT_COLOR: Record<FleetDocument['status'], string> = { missing: 'gray', expired: 'red', expiring: 'yellow', valid: 'green' };
const SHORT: Record<FleetDocument['kind'], string> = { licence: 'Licence', id: 'ID', registration: 'Registration', insurance: 'Insurance' };

function DocumentBadges({ documents }: { documents: FleetDocument[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {documents.map((d) => (
        <Badge key={d.kind} color={DOCUMENT_COLOR[d.status]} variant={d.status === 'missing' ? 'outline' : 'light'} radius="sm" tt="none">
          {SHORT[d.kind]}: {d.status}
          {d.expires_on ? ` (${d.expires_on})` : ''}
        </Badge>
      ))}
    </Group>
  );
}

interface QueueListProps<Item> {
  query: UseQueryResult<{ items: Item[]; count: number }>;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  search: string;
  emptyText: string;
  loadingLabel: string;
  head: string[];
  row: (item: Item) => ReactNode[];
  rowKey: (item: Item) => number;
}

/** One queue as a table that scrolls sideways on a narrow screen, with its pages. */
function QueueList<Item>({ query, pageSize, page, onPage, search, emptyText, loadingLabel, head, row, rowKey }: QueueListProps<Item>) {
  if (query.isPending) return <QueryLoader label={loadingLabel} />;
  if (query.isError) return <LoadFailedAlert>{query.error.message}</LoadFailedAlert>;
  const { items, count } = query.data;
  if (items.length === 0) return <EmptyListPanel>{search ? `Nothing waiting matches “${search}”.` : emptyText}</EmptyListPanel>;
  const pages = Math.ceil(count / pageSize);
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={rowKey(item)}>
                {row(item).map((cell, i) => (
                  <Table.Td key={head[i]}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <ListPagination total={pages} value={page} onChange={onPage} />}
    </Stack>
  );
}

/** /admin/approvals: partner applications, drivers and vehicles waiting for staff, the longest waiting first. */
export function ApprovalsPage() {
  const { queue, search, page, set } = useQueueParams();
  // A review page goes back to this tab, search and page after its decision.
  const reviewState: ApprovalsReturn = { approvalsSearch: useLocation().search };
  const searchOf = (q: Queue) => (q === queue ? search : '');
  const pageOf = (q: Queue) => (q === queue ? page : 1);
  const partners = useQuery(partnerApplicationListQueryOptions({ status: 'pending', search: searchOf('partners'), page: pageOf('partners') }));
  const drivers = useQuery(driverApprovalsQueryOptions({ search: searchOf('drivers'), page: pageOf('drivers') }));
  const vehicles = useQuery(vehicleApprovalsQueryOptions({ search: searchOf('vehicles'), page: pageOf('vehicles') }));
  // The counts of the tabs are of the whole queue; the open tab's search narrows its list only.
  const totals = {
    partners: useQuery(partnerApplicationListQueryOptions({ status: 'pending', search: '', page: 1 })).data?.count,
    drivers: useQuery(driverApprovalsQueryOptions({ search: '', page: 1 })).data?.count,
    vehicles: useQuery(vehicleApprovalsQueryOptions({ search: '', page: 1 })).data?.count,
  };

  const searchBox = (label: string, placeholder: string) => (
    <ListSearchBox key={queue} label={label} placeholder={placeholder} value={search} onChange={(next) => set({ search: next, page: 1 })} />
  );
  const listProps = { page, onPage: (next: number) => set({ page: next }), search };

  return (
    <Stack gap="lg">
      <PageTitle title="Approvals" />
      <SetupChecklist />
      <Stack gap={4}>
        <Title order={1}>Approvals</Title>
        <Text c="dimmed">What waits for a decision, the longest waiting first.</Text>
      </Stack>
      <Tabs value={queue} onChange={(next) => set({ queue: (next as Queue | null) ?? 'partners', search: '', page: 1 })} keepMounted={false}>
        <Tabs.List>
          {QUEUES.map((q) => (
            <Tabs.Tab
              key={q}
              value={q}
              rightSection={
                <Badge size="sm" circle={false} variant={totals[q] ? 'filled' : 'light'} color={totals[q] ? 'blue' : 'gray'} aria-label={`${totals[q] ?? 0} waiting`}>
                  {totals[q] ?? '…'}
                </Badge>
              }
            >
              {QUEUE_LABEL[q]}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="partners" pt="md">
          <Stack gap="md">
            {searchBox('Search applications', 'Company, representative, e-mail, VAT')}
            <QueueList
              {...listProps}
              query={partners}
              pageSize={APPLICATIONS_PAGE_SIZE}
              loadingLabel="Loading partner applications"
              emptyText="No partner application is waiting."
              head={['Company', 'Legal representative', 'Place', 'Documents', 'Applied']}
              rowKey={(a) => a.application_id}
              row={(a) => [
                <Anchor key="link" component={Link} to={`partners/${a.application_id}`} fw={600}>
                  {a.company_name}
                </Anchor>,
                <Stack key="rep" gap={0}>
                  <Text size="sm">{a.legal_representative}</Text>
                  <Text size="xs" c="dimmed">
                    {a.email}
                  </Text>
                </Stack>,
                `${a.hometown}, ${a.country}`,
                `${a.file_count} of 4`,
                formatInstant(a.created_at),
              ]}
            />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="drivers" pt="md">
          <Stack gap="md">
            {searchBox('Search drivers', 'Name, company, e-mail, phone')}
            <QueueList
              {...listProps}
              query={drivers}
              pageSize={APPROVALS_PAGE_SIZE}
              loadingLabel="Loading drivers waiting for approval"
              emptyText="No driver is waiting for approval."
              head={['Driver', 'Company', 'Documents', 'Waiting since']}
              rowKey={(d) => d.driver_id}
              row={(d) => [
                <Anchor key="link" component={Link} to={`drivers/${d.driver_id}`} state={reviewState} fw={600}>
                  {d.driver_name}
                </Anchor>,
                d.company__company_name,
                <DocumentBadges key="docs" documents={d.documents} />,
                formatInstant(d.updated_at),
              ]}
            />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="vehicles" pt="md">
          <Stack gap="md">
            {searchBox('Search vehicles', 'Plate, make, model, company')}
            <QueueList
              {...listProps}
              query={vehicles}
              pageSize={APPROVALS_PAGE_SIZE}
              loadingLabel="Loading vehicles waiting for approval"
              emptyText="No vehicle is waiting for approval."
              head={['Vehicle', 'Company', 'Documents', 'Waiting since']}
              rowKey={(v) => v.vehicle_id}
              row={(v) => [
                <Anchor key="link" component={Link} to={`vehicles/${v.vehicle_id}`} state={reviewState} fw={600}>
                  {v.license_plate} · {v.vehicle_make} {v.vehicle_model}
                </Anchor>,
                v.company__company_name,
                <DocumentBadges key="docs" documents={v.documents} />,
                formatInstant(v.updated_at),
              ]}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
