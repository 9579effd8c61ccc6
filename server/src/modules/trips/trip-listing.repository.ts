import { and, asc, eq, gte, lt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { drivers, trips, users } from '../../db/schema/index.ts';
import type { TripStatus } from '../../db/schema/trips.ts';
import type { MonthDates, MonthRange } from '@vozimo/contract';
import type { TripScope } from '../../platform/permissions/trip-scope.ts';
import { tripScopeCondition } from '../../db/trip-scope-condition.ts';
import { customerFullName, foldForSearch, phoneDigitsReversed, phoneSearchDigits } from '../../db/trip-search.ts';
import { tripPayoutCents } from '../../db/trip-payout.ts';
import { REFERENCE_PREFIX } from './trip-access.ts';
import { tripSummaryColumns } from './trip-summary.ts';
import { createTripRollupsRepository } from './trip-rollups.repository.ts';

export interface TripListFilter {
  scope: TripScope;
  month: MonthDates | null;
  statuses: TripStatus[];
  /** The search as typed (trimmed), or null: see tripSearchCondition. */
  search: string | null;
  limit: number;
  offset: number;
}

function pickupMonthCondition(month: MonthDates | null): SQL | undefined {
  return month ? and(gte(trips.pickupDate, month.fromDate), lt(trips.pickupDate, month.toDate)) : undefined;
}

const SCOPE_COLUMNS = {
  agentUserId: trips.agentUserId,
  agencyId: trips.agencyId,
  driverId: trips.driverId,
  companyId: trips.companyId,
} as const;
type ScopeKey = keyof typeof SCOPE_COLUMNS;

/**
 * What decides the SQL text of a trips-list query: which scope ids, whether a month, whether
 * statuses. Values travel as parameters, so each shape is built by Drizzle once and reused
 * (building the query cost more CPU than anything else the endpoint does, see docs/performance.md).
 */
interface ListShape {
  scopeKeys: ScopeKey[] | 'all';
  month: boolean;
  statuses: boolean;
  search: boolean;
}

function shapeOf(filter: TripListFilter): ListShape {
  const { scope } = filter;
  return {
    scopeKeys: scope.kind === 'all' ? 'all' : (Object.keys(SCOPE_COLUMNS) as ScopeKey[]).filter((key) => scope[key] !== null),
    month: filter.month !== null,
    statuses: filter.statuses.length > 0,
    search: filter.search !== null,
  };
}

function shapeWhere(shape: ListShape): SQL | undefined {
  const scope =
    shape.scopeKeys === 'all'
      ? undefined
      : shape.scopeKeys.length === 0
        ? sql`false`
        : or(...shape.scopeKeys.map((key) => eq(SCOPE_COLUMNS[key], sql.placeholder(key))));
  return and(
    scope,
    shape.month
      ? and(gte(trips.pickupDate, sql.placeholder('fromDate')), lt(trips.pickupDate, sql.placeholder('toDate')))
      : undefined,
    shape.statuses ? sql`${trips.status} = any(${sql.placeholder('statuses')}::trip_status[])` : undefined,
    shape.search ? tripSearchCondition(undefined, nameSearchScope(shape)) : undefined,
  );
}

/**
 * Where the search may match the customer's name and phone (ADR 0046): the trips whose sale the
 * actor sees. A trip it only drives is found by its reference alone, or searching names would
 * tell a driver whom it drives before the trip shows the name. Undefined: everywhere the scope reaches.
 */
function nameSearchScope(shape: ListShape): SQL | undefined {
  if (shape.scopeKeys === 'all' || !shape.scopeKeys.some((key) => key === 'driverId' || key === 'companyId')) return undefined;
  const selling = shape.scopeKeys.filter((key) => key === 'agentUserId' || key === 'agencyId');
  return selling.length === 0 ? sql`false` : or(...selling.map((key) => eq(SCOPE_COLUMNS[key], sql.placeholder(key))));
}

/**
 * The trips search (ADR 0015): the reference starts with the search (with or without its `VZ-`),
 * or the customer's "first last" or last name does, compared folded (case and accents ignored),
 * or the customer's phone ends with the number typed (ADR 0063). Each side is a prefix `like` on
 * an expression indexed in schema/trips.ts; the statement is unnamed, so PostgreSQL plans it with
 * the pattern known and uses those indexes. `search` is the escaped search (escapeLike) and
 * `phone` its reversed digits (phoneSearchDigits, null when it is no phone number): placeholders
 * here, values in the back office's search; `namesWithin` narrows the trips whose customer's
 * name and phone may match (nameSearchScope).
 */
export function tripSearchCondition(
  search: SQL = sql`${sql.placeholder('search')}`,
  namesWithin?: SQL,
  phone: SQL = sql`${sql.placeholder('phone')}`,
): SQL {
  const pattern = sql`${foldForSearch(sql`${search}::text`)} || '%'`;
  const byCustomer = sql`${foldForSearch(customerFullName(trips.customerFirstName, trips.customerLastName))} like ${pattern}
    or ${foldForSearch(trips.customerLastName)} like ${pattern}
    or ${phoneDigitsReversed(trips.customerPhone)} like ${phone}::text || '%'`;
  return sql`(lower(${trips.reference}) like ${pattern}
    or lower(${trips.reference}) like ${sql.raw(`'${REFERENCE_PREFIX.toLowerCase()}-'`)} || ${pattern}
    or ${namesWithin ? sql`((${byCustomer}) and ${namesWithin})` : byCustomer})`;
}

/** The search as a literal `like` prefix: a %, _ or backslash in it matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function placeholderValues(filter: TripListFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {
    limit: filter.limit,
    offset: filter.offset,
    // As an array literal: node-postgres would convert a JS array, PGlite sends it as plain text.
    // Status names are enum labels (letters and underscores), so they need no quoting.
    statuses: `{${filter.statuses.join(',')}}`,
  };
  if (filter.search !== null) {
    values.search = escapeLike(filter.search);
    values.phone = phoneSearchDigits(filter.search);
  }
  if (filter.month) Object.assign(values, filter.month);
  if (filter.scope.kind === 'some') Object.assign(values, filter.scope);
  return values;
}

/** One row of the trips table, before shaping (trip-views.ts); whose it is and when, for what the viewer sees of it (trip-viewer.ts). */
const LIST_ROW_FIELDS = {
  ...tripSummaryColumns,
  agentUserId: trips.agentUserId,
  agencyId: trips.agencyId,
  driverId: trips.driverId,
  companyId: trips.companyId,
  pickupAt: trips.pickupAt,
  agentFirstName: users.firstName,
  agentLastName: users.lastName,
  driverName: drivers.driverName,
  priceGrossCents: trips.priceGrossCents,
  priceNetCents: trips.priceNetCents,
  agencyFeeCents: trips.agencyFeeCents,
  driverGrossCents: tripPayoutCents,
  bulkPaymentId: trips.bulkPaymentId,
};

/** Who the customer is, for counting distinct customers: the e-mail, else the name. */
const customerKey = sql`coalesce(nullif(lower(${trips.customerEmail}), ''), nullif(lower(trim(${trips.customerFirstName} || ' ' || ${trips.customerLastName})), ''))`;
const isCompleted = sql`${trips.status} = 'completed'`;
const completedSum = (column: AnyPgColumn | SQL) =>
  sql<number | null>`sum(${column}) filter (where ${isCompleted})`.mapWith(Number);

/** The trips screen's queries: a page of trips and the month's figures, each within a scope. */
export function createTripListingRepository(db: Database) {
  const rollups = createTripRollupsRepository(db);

  function buildStatements(shape: ListShape) {
    const where = shapeWhere(shape);
    const listOrder = [asc(trips.pickupDate), asc(trips.pickupTime), asc(trips.id)];
    // The page's ids first, then their rows: skipping `offset` trips walks only the index entries
    // (trips_pickup_order_idx for staff, index-only), not offset rows joined with users and drivers.
    // Every trip, unsearched, any month: the rollups say in which month the page starts.
    const start = shape.scopeKeys === 'all' && !shape.month && !shape.search ? rollups.deepPageStart(shape.statuses) : null;
    const pageIds = db
      .select({ id: trips.id })
      .from(trips)
      .where(start ? and(where, gte(trips.pickupDate, start.fromDate)) : where)
      .orderBy(...listOrder)
      .limit(sql.placeholder('limit'))
      // Drizzle types the offset as a number or placeholder, and writes any SQL given in its place.
      .offset(start ? (sql`${sql.placeholder('offset')}::bigint - ${start.tripsBefore}` as unknown as Placeholder) : sql.placeholder('offset'))
      .as('page_ids');
    // An empty name keeps the statement unnamed on the server: PostgreSQL plans it for each call's
    // values (a named one could settle on a generic plan); only Drizzle's building is saved.
    const page = db
      .select(LIST_ROW_FIELDS)
      .from(pageIds)
      .innerJoin(trips, eq(trips.id, pageIds.id))
      .innerJoin(users, eq(users.id, trips.agentUserId))
      .leftJoin(drivers, eq(drivers.id, trips.driverId))
      .orderBy(...listOrder)
      .prepare('');
    const count = db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(trips)
      .where(where)
      .prepare('');
    return { page, count };
  }
  const statementsByShape = new Map<string, ReturnType<typeof buildStatements>>();
  function statementsFor(shape: ListShape) {
    const key = JSON.stringify(shape);
    let statements = statementsByShape.get(key);
    if (!statements) {
      statements = buildStatements(shape);
      statementsByShape.set(key, statements);
    }
    return statements;
  }

  /** The same figures computed from the trips themselves. */
  async function tripStatsFromTrips(scope: TripScope, month: MonthRange | null) {
    const inScope = tripScopeCondition(scope);
    const figuresQuery = db
      .select({
        completedTrips: sql<number>`count(*) filter (where ${isCompleted})`.mapWith(Number),
        customers: sql<number>`count(distinct ${customerKey}) filter (where ${trips.status} not in ('draft', 'canceled'))`.mapWith(Number),
        priceGrossCents: completedSum(trips.priceGrossCents),
        priceNetCents: completedSum(trips.priceNetCents),
        agencyFeeCents: completedSum(trips.agencyFeeCents),
        driverGrossCents: completedSum(tripPayoutCents),
        depositGrossCents: completedSum(trips.depositGrossCents),
      })
      .from(trips)
      .where(and(inScope, pickupMonthCondition(month)));
    const createdQuery = db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(trips)
      .where(
        and(
          inScope,
          ne(trips.status, 'draft'),
          month ? and(gte(trips.createdAt, month.fromInstant), lt(trips.createdAt, month.toInstant)) : undefined,
        ),
      );
    const [[figures], [created]] = await Promise.all([figuresQuery, createdQuery]);
    return { ...figures!, createdTrips: created?.count ?? 0 };
  }

  return {
    async listTrips(filter: TripListFilter) {
      const shape = shapeOf(filter);
      const statements = statementsFor(shape);
      const values = placeholderValues(filter);
      // Every trip, unsearched: the count is the rollups' (a few rows), not a count of the trips.
      const counting =
        shape.scopeKeys === 'all' && !shape.search
          ? rollups.countAllTrips(filter.month?.fromDate ?? null, filter.statuses)
          : statements.count.execute(values).then(([counted]) => counted?.count ?? 0);
      const [rows, count] = await Promise.all([statements.page.execute(values), counting]);
      return { rows, count };
    },

    /**
     * The statistic cards: counts and sums of the month's trips (by local pickup date), plus the
     * trips booked (not quotes) during the month. Sums are over completed trips only, and null
     * when there are none (docs/decisions: trip statistics). Every trip (staff) is read from the
     * rollups (ADR 0027); a narrower scope from its own trips through its indexes.
     */
    async tripStats(scope: TripScope, month: MonthRange | null) {
      if (scope.kind === 'all') {
        return rollups.allTripsStats(month ? { period: month.fromDate.slice(0, 7), monthStart: month.fromDate } : null);
      }
      return tripStatsFromTrips(scope, month);
    },

    tripStatsFromTrips,
  };
}

export type TripListingRepository = ReturnType<typeof createTripListingRepository>;
