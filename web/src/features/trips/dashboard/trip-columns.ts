import type { StatsResponse, TripsPageRow } from '@vozimo/contract';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';

export interface MoneyColumn {
  header: string;
  /** Null: not the viewer's to see; the table shows a dash. */
  value: (row: TripsPageRow) => string | null;
}

/**
 * The role-specific money columns of the trips table (spec section 2): agents see the agent, gross
 * and net; drivers see the driver, gross and the platform commission (the deposit).
 */
export function roleColumns(role: ActiveRole): { personHeader: string; person: (row: TripsPageRow) => string; money: MoneyColumn[] } {
  if (role === 'agent') {
    return {
      personHeader: 'Agent',
      person: (row) => row.agent_name ?? '',
      money: [
        { header: 'Gross Price', value: (row) => row.price_gross },
        // Null on a trip a user with both roles only drives.
        { header: 'Net Price', value: (row) => row.price_net },
      ],
    };
  }
  return {
    personHeader: 'Driver',
    person: (row) => row.driver_name,
    money: [
      { header: 'Gross Price', value: (row) => row.price_gross },
      { header: 'platform commission (deposit)', value: (row) => row.deposit_gross },
    ],
  };
}

/** The customer as the list shows them, or a dash when the trip has no name yet or its driver may not see it yet (ADR 0046). */
export function customerName(row: TripsPageRow): string {
  return `${row.customer_first_name ?? ''} ${row.customer_last_name ?? ''}`.trim() || '—';
}

/** The trip's own page (public link with its token); only trips with a reference have one. */
export function tripPageUrl(reference: string, token: string): string {
  return `/trip/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}

/**
 * Where a row leads: the customer's page, with its link's token, for those who sell the trip; the
 * driver's page for those who only drive it (no token comes to them, ADR 0046).
 */
export function tripRowUrl(row: Pick<TripsPageRow, 'trip_id' | 'reference' | 'token'>): string | null {
  if (row.token === null) return `/app/trips/${row.trip_id}`;
  return row.reference === null ? null : tripPageUrl(row.reference, row.token);
}

/** 'Your Part' is blank until the trip is completed; then the agency fee for agents, the driver's share for drivers. */
export function yourPart(row: TripsPageRow, role: ActiveRole): string | null {
  if (row.status !== 'completed') return null;
  return role === 'agent' ? row.agency_fee : row.driver_gross;
}

export interface StatCard {
  title: string;
  value: (stats: StatsResponse) => { kind: 'count'; value: number } | { kind: 'money'; value: string | null };
}

/** The four statistic cards by role (spec section 2). */
export function statCards(role: ActiveRole): StatCard[] {
  const completed: StatCard = { title: 'Completed Trips', value: (s) => ({ kind: 'count', value: s.completed_trips }) };
  const gross: StatCard = { title: 'Gross Price', value: (s) => ({ kind: 'money', value: s.price_gross }) };
  if (role === 'agent') {
    return [
      completed,
      gross,
      { title: 'Net price', value: (s) => ({ kind: 'money', value: s.price_net }) },
      { title: 'Agency Commission', value: (s) => ({ kind: 'money', value: s.agency_fee }) },
    ];
  }
  return [
    completed,
    gross,
    { title: 'platform commission', value: (s) => ({ kind: 'money', value: s.deposit_gross }) },
    { title: 'Your part', value: (s) => ({ kind: 'money', value: s.driver_gross }) },
  ];
}
