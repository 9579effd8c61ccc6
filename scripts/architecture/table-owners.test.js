// Why: an area writes only its own tables (ADR 0048). This holds the server's code to the map in
// table-owners.js, and shows on made-up sources that the scan really finds a crossing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROSSINGS_TO_MOVE, TABLE_OWNERS } from './table-owners.js';
import { crossingWrites, schemaTables, tableWritesIn } from './table-writes.js';

const root = path.resolve(import.meta.dirname, '../..');
const schemaDir = path.join(root, 'server/src/db/schema');
const modulesDir = path.join(root, 'server/src/modules');
const tables = schemaTables(schemaDir);
const areas = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

const crossingKey = (c) => `${c.area} writes ${c.table}`;

describe('the table ownership map', () => {
  it('gives every table of the schema an owner, and names no table the schema lacks', () => {
    expect(tables.length).toBeGreaterThan(30);
    const sqlNames = tables.map((t) => t.sqlName);
    expect(sqlNames.filter((name) => !(name in TABLE_OWNERS))).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((name) => !sqlNames.includes(name))).toEqual([]);
  });

  it('names only areas that exist (or platform), and says why a table is shared', () => {
    for (const [table, entry] of Object.entries(TABLE_OWNERS)) {
      for (const area of [entry.owner, ...(entry.sharedWith ?? [])]) {
        expect(area === 'platform' || areas.includes(area), `${table}: ${area}`).toBe(true);
      }
      if (entry.sharedWith) expect(entry.why, table).toMatch(/\w/);
    }
  });
});

describe('every write of a server area', () => {
  const crossings = crossingWrites({ root, modulesDir, schemaDir });

  it('goes to a table the area owns (or shares), apart from the crossings still to move', () => {
    const allowed = new Set(CROSSINGS_TO_MOVE.map(crossingKey));
    const found = crossings.filter((c) => !allowed.has(crossingKey(c)));
    expect(found.map((c) => `${c.file}:${c.line} ${c.how}: ${c.table} belongs to ${c.owner}; call its port`)).toEqual([]);
  });

  it('still makes each crossing still to move (a moved one leaves the list)', () => {
    const present = new Set(crossings.map(crossingKey));
    expect(CROSSINGS_TO_MOVE.map(crossingKey).filter((key) => !present.has(key))).toEqual([]);
  });
});

describe('the scan', () => {
  /** A made-up modules folder with one file per area, scanned like the real one. */
  function scanMadeUp(files) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'table-owners-'));
    try {
      for (const [file, source] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), source);
      }
      return crossingWrites({ root: dir, modulesDir: dir, schemaDir }).map((c) => `${c.file} ${c.how}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('fails on a Drizzle write to another area\'s table', () => {
    const found = scanMadeUp({ 'offers/claim.repository.ts': 'await db\n  .update(\n    trips\n  )\n  .set({ companyId });\n' });
    expect(found).toEqual(['offers/claim.repository.ts .update(trips)']);
  });

  it('fails on raw SQL writing another area\'s table, named or interpolated', () => {
    const found = scanMadeUp({
      'payments/deposit.repository.ts': [
        "await db.execute(sql`UPDATE trips SET deposit_paid = true`);",
        'await db.execute(sql`insert into ${tripStatusHistory} (trip_id) values (1)`);',
        'await db.execute(sql`delete from "sessions" where true`);',
      ].join('\n'),
    });
    expect(found).toEqual([
      'payments/deposit.repository.ts update trips',
      'payments/deposit.repository.ts insert into trip_status_history',
      'payments/deposit.repository.ts delete from sessions',
    ]);
  });

  it('lets an area write its own and its shared tables, and ignores tests, Map.delete and words in comments', () => {
    const found = scanMadeUp({
      'trips/trips.repository.ts': 'await db.insert(trips).values(row);\nawait tx.insert(places).values(place);\n',
      'round-trips/places.repository.ts': 'await db.insert(places).values(place);\n',
      'offers/cache.ts': '// update trips when a claim wins\ncache.delete(tripId);\nconst message = "we update the trips list";\n',
      'offers/claims.int.test.ts': 'await db.update(trips).set({ companyId: 1 });\n',
    });
    expect(found).toEqual([]);
  });

  it('reads each kind of write with its line', () => {
    const source = 'x\nawait db.delete(sessions).where(w);\nawait db.execute(sql`update users set last_login = now()`);\n';
    expect(tableWritesIn(source, tables)).toEqual([
      { table: 'sessions', how: '.delete(sessions)', line: 2 },
      { table: 'users', how: 'update users', line: 3 },
    ]);
  });
});
