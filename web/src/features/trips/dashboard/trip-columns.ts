import type { StatsResponse, TripListRow } from '@vozimo/contract';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';

export interface MoneyColumn {
  header: string;
  value: (row: TripListRow) => string;
}

/**
 * The role-specific money columns of the trips table (spec section 2): agents see the agent, gross
 * and net; drivers see the driver, gross and the platform commission (the deposit).
 */
export function roleColumns(role: ActiveRole): { personHeader: string; person: (row: TripListRow) => string; money: MoneyColumn[] } {
  if (role === 'agent') {
    return {
      personHeader: 'Agent',
      person: (row) => row.agent_name,
      money: [
        { header: 'Gross Price', value: (row) => row.price_gross },
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

/** The customer as the list shows them, or a dash when the trip has no name yet. */
export function customerName(row: TripListRow): string {
  return `${row.customer_first_name} ${row.customer_last_name}`.trim() || '—';
}

/** The trip's own page (public link with its token); only trips with a reference have one. */
export function tripPageUrl(reference: string, token: string): string {
  return `/trip/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}

/** 'Your Part' is blank until the trip is completed; then the agency fee for agents, the driver's share for drivers. */
export function yourPart(row: TripListRow, role: ActiveRole): string | null {
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
