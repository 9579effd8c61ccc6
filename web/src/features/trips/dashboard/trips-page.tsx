import { Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { formatMonth, TRIP_SEARCH_MIN_LENGTH, type CurrentUser, type ListTripsResponse, type TripStatus } from '@vozimo/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { useCurrentUser } from '../../../lib/auth/use-current-user.ts';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';
import { useActiveRole } from '../../../lib/auth/use-active-role.ts';
import { TRIPS_PAGE_SIZE, tripsListQueryOptions, tripStatsQueryOptions } from '../../../api/trips/trips-queries.ts';
import { readDashboardParams, writeDashboardParams, type DashboardParams } from './dashboard-params.ts';
import { FirstSteps } from './first-steps.tsx';
import { MonthSwitcher } from './month-switcher.tsx';
import { StatCards } from './stat-cards.tsx';
import { StatusFilter } from './status-filter.tsx';
import { TripCards } from './trip-cards.tsx';
import { TripsSearch } from './trips-search.tsx';
import { TripsTable } from './trips-table.tsx';

/** /app/trips: the month's figures and trips for the signed-in user's active role. */
export function TripsPage() {
  const { data: user } = useCurrentUser();
  // The protected layout renders pages only once the user is loaded.
  return user ? <TripsDashboard user={user} /> : null;
}

function TripsDashboard({ user }: { user: CurrentUser }) {
  const [role] = useActiveRole(user);
  const [search, setSearch] = useSearchParams();
  const params = readDashboardParams(search);
  const monthInUrl = search.has('month');
  useEffect(() => {
    // Put the default month into the address, so what is on screen can be shared as it is.
    if (!monthInUrl) setSearch(writeDashboardParams(params), { replace: true });
  }, [monthInUrl, params, setSearch]);
  // The router renders a new address in a transition, so a quick second click can come before the
  // re-render: build each change on the last parameters asked for, not on this render's.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = readDashboardParams(search);
  }, [search]);
  const update = (next: Partial<DashboardParams>) => {
    const base = latest.current;
    if (next.q !== undefined && next.q === base.q && Object.keys(next).length === 1) return;
    // A new month, filter or search starts again on the first page.
    const page = next.month !== undefined || next.statuses !== undefined || next.q !== undefined ? 1 : (next.page ?? base.page);
    const target = { ...base, ...next, page };
    latest.current = target;
    // Typing replaces the address instead of adding a history entry per pause.
    setSearch(writeDashboardParams(target), { replace: next.q !== undefined });
  };

  // The statistic cards stay the month's figures; a search looks through every month (ADR 0053).
  const stats = useQuery(tripStatsQueryOptions(params.month));
  const q = activeSearch(params.q);
  const trips = useQuery(tripsListQueryOptions(q ? null : params.month, params.statuses, params.page, q));
  const failed = trips.isError || stats.isError;

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageTitle title="Trips" />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Trips
        </Title>
        <MonthSwitcher month={params.month} onChange={(month) => update({ month })} />
      </Group>

      {failed ? (
        <LoadFailedAlert>There was an error with loading trips.</LoadFailedAlert>
      ) : (
        <StatCards role={role} stats={stats.data} />
      )}

      <Group align="flex-end" gap="sm">
        <TripsSearch value={params.q} onChange={(next) => update({ q: next })} />
        <StatusFilter value={params.statuses} onChange={(statuses: TripStatus[]) => update({ statuses })} />
      </Group>

      {!failed && <TripsSection role={role} user={user} params={params} query={trips} onPage={(page) => update({ page })} />}
    </Stack>
  );
}

interface TripsSectionProps {
  role: ActiveRole;
  user: CurrentUser;
  params: DashboardParams;
  query: UseQueryResult<ListTripsResponse>;
  onPage: (page: number) => void;
}

/** The search the list asks the server for: none until it is long enough (ADR 0015). */
function activeSearch(q: string): string {
  return q.length >= TRIP_SEARCH_MIN_LENGTH ? q : '';
}

/** What an empty list says, naming the search and the filter that emptied it. */
export function emptyListMessage(params: DashboardParams): string {
  const month = formatMonth(params.month);
  const q = activeSearch(params.q);
  if (q) {
    return params.statuses.length > 0 ? `No trips with the chosen statuses match “${q}” in any month.` : `No trips match “${q}” in any month.`;
  }
  return params.statuses.length > 0 ? `No trips with the chosen statuses in ${month}.` : `No trips in ${month}.`;
}

function TripsSection({ role, user, params, query, onPage }: TripsSectionProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (query.isPending) {
    return <QueryLoader label="Loading trips" />;
  }
  const data = query.data;
  if (!data) return null;
  if (data.count === 0) {
    const unfiltered = params.statuses.length === 0 && !activeSearch(params.q);
    return unfiltered ? <EmptyMonth role={role} user={user} params={params} /> : <EmptyListPanel>{emptyListMessage(params)}</EmptyListPanel>;
  }
  const pages = Math.max(1, Math.ceil(data.count / TRIPS_PAGE_SIZE));
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
      {phone ? <TripCards rows={data.items} /> : <TripsTable rows={data.items} role={role} />}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data.count === 1 ? '1 trip' : `${data.count} trips`}
          {activeSearch(params.q) ? ' in all months' : ''}
        </Text>
        {pages > 1 && (
          <ListPagination total={pages} value={Math.min(params.page, pages)} onChange={onPage} />
        )}
      </Group>
    </Stack>
  );
}

/** An empty month: the first steps for someone with no trip in any month, else the month's message. */
function EmptyMonth({ role, user, params }: { role: ActiveRole; user: CurrentUser; params: DashboardParams }) {
  const anyMonth = useQuery(tripsListQueryOptions(null, [], 1));
  if (anyMonth.isPending) return <QueryLoader label="Loading trips" />;
  if (anyMonth.data?.count === 0) return <FirstSteps role={role} user={user} />;
  return <EmptyListPanel>{emptyListMessage(params)}</EmptyListPanel>;
}
