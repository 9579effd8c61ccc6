import { currentZagrebMonth, TRIP_SEARCH_MAX_LENGTH, TRIP_STATUSES, type TripStatus } from '@vozimo/contract';

export interface DashboardParams {
  /** YYYY-MM of the local pickup date. */
  month: string;
  page: number;
  statuses: TripStatus[];
  /** The search box's text, trimmed; '' for none (ADR 0015). */
  q: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Reads month, page, statuses and the search from the URL, so a view can be shared and survives a reload.
 * Anything malformed falls back to the default rather than erroring.
 */
export function readDashboardParams(search: URLSearchParams, now?: Date): DashboardParams {
  const month = search.get('month');
  const page = Number(search.get('page'));
  const statuses = search
    .getAll('status')
    .map((s) => (s === 'pending' ? 'pending_payment' : s))
    .filter((s): s is TripStatus => (TRIP_STATUSES as readonly string[]).includes(s));
  return {
    month: month && MONTH.test(month) ? month : currentZagrebMonth(now),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    statuses: [...new Set(statuses)],
    q: (search.get('q') ?? '').trim().slice(0, TRIP_SEARCH_MAX_LENGTH),
  };
}

export function writeDashboardParams(params: DashboardParams): URLSearchParams {
  const search = new URLSearchParams({ month: params.month });
  if (params.page > 1) search.set('page', String(params.page));
  for (const status of params.statuses) search.append('status', status);
  if (params.q) search.set('q', params.q);
  return search;
}
