// Why this file exists: the benchmark's floor, the trips query alone through node-postgres in a bare Node HTTP server.
import http from 'node:http';
import pg from 'pg';
import { monthDates } from '@vozimo/contract';

/**
 * The same two statements GET /api/trips/ runs (trip-listing.repository.ts: one page of rows and
 * the count), with the same joins, filters, order and parameters, and nothing else: no
 * framework, no session, no validation, no shaping of the rows. What the endpoint adds on top of
 * this is its cost.
 *
 * GET /trips?scope=all|agency&agentUserId=&agencyId=&month=YYYY-MM&status=…&status=…&limit=&offset=
 */
const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
pool.on('error', () => {});

const ROW_COLUMNS = `trips.id, trips.reference, trips.token, trips.status, trips.start_locality, trips.end_locality,
  trips.pickup_date, trips.pickup_time, trips.customer_first_name, trips.customer_last_name,
  users.first_name, users.last_name, drivers.driver_name, trips.price_gross_cents, trips.price_net_cents,
  trips.agency_fee_cents, trips.driver_gross_cents, trips.deposit_gross_cents, trips.bulk_payment_id`;

function buildWhere(query: URLSearchParams): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.get('scope') === 'agency') {
    conditions.push(`(trips.agent_user_id = ${param(Number(query.get('agentUserId')))} or trips.agency_id = ${param(Number(query.get('agencyId')))})`);
  }
  const month = query.get('month');
  if (month) {
    const { fromDate, toDate } = monthDates(month);
    conditions.push(`(trips.pickup_date >= ${param(fromDate)} and trips.pickup_date < ${param(toDate)})`);
  }
  const statuses = query.getAll('status');
  if (statuses.length > 0) conditions.push(`trips.status in (${statuses.map((s) => param(s)).join(', ')})`);
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://floor');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  const { where, params } = buildWhere(url.searchParams);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const rows = pool.query(
    `select ${ROW_COLUMNS} from trips
     inner join users on users.id = trips.agent_user_id
     left join drivers on drivers.id = trips.driver_id
     ${where}
     order by trips.pickup_date asc, trips.pickup_time asc, trips.id asc
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  const count = pool.query(`select count(*) from trips ${where}`, params);
  Promise.all([rows, count]).then(
    ([page, counted]) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ items: page.rows, count: Number(counted.rows[0]?.count ?? 0) }));
    },
    (error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    },
  );
});

server.listen(Number(process.env['PORT'] ?? 3951), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
