// Why: "an area writes only its own tables" (ADR 0014, ADR 0048) was a sentence a reviewer held.
// This finds every write a server area's code makes to a table and names the ones that cross to a
// table another area owns; table-owners.test.js fails on them.
import fs from 'node:fs';
import path from 'node:path';
import { TABLE_OWNERS } from './table-owners.js';

/**
 * The tables of the Drizzle schema: the name each is exported under (what code passes to
 * `.insert(…)`) and its name in SQL (what raw SQL writes).
 */
export function schemaTables(schemaDir) {
  const tables = [];
  for (const file of fs.readdirSync(schemaDir).filter((f) => f.endsWith('.ts')).sort()) {
    const source = fs.readFileSync(path.join(schemaDir, file), 'utf8');
    for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      tables.push({ exportName: match[1], sqlName: match[2], file });
    }
  }
  return tables;
}

const lineOf = (source, index) => source.slice(0, index).split('\n').length;

/**
 * Every table write in one file's source: Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` with a
 * schema table (a `Map`'s `.delete(key)` names no table and is not one), and raw SQL's `insert
 * into t`, `update t set`, `delete from t`, with the table written out or interpolated (`${t}`).
 */
export function tableWritesIn(source, tables) {
  const byExport = new Map(tables.map((t) => [t.exportName, t.sqlName]));
  const bySql = new Set(tables.map((t) => t.sqlName));
  const writes = [];
  for (const match of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = byExport.get(match[2]);
    if (table) writes.push({ table, how: `.${match[1]}(${match[2]})`, line: lineOf(source, match.index) });
  }
  const rawWrite = /\b(insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})(?:\s+as\s+\w+)?(\s+set\b)?/gi;
  for (const match of source.matchAll(rawWrite)) {
    const verb = match[1].toLowerCase().replace(/\s+/, ' ');
    const table = match[2] !== undefined ? (bySql.has(match[2]) ? match[2] : undefined) : byExport.get(match[3]);
    // "update" is also an English word in comments and messages: only `update <table> set` is SQL.
    if (!table || (verb === 'update' && !match[4])) continue;
    writes.push({ table, how: `${verb} ${table}`, line: lineOf(source, match.index) });
  }
  return writes;
}

/** The area's source files that run in the server: its tests write whatever their setup needs. */
function areaSourceFiles(areaDir) {
  return fs
    .readdirSync(areaDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(areaDir, f));
}

/** Whether `area` may write `table` by the ownership map (its owner, or one the table is shared with). */
export function mayWrite(area, table, owners = TABLE_OWNERS) {
  const entry = owners[table];
  return entry !== undefined && (entry.owner === area || (entry.sharedWith ?? []).includes(area));
}

/**
 * Every write of every area under `modulesDir` to a table it may not write, as
 * `{ area, file, line, table, how, owner }` (file relative to `root`).
 */
export function crossingWrites({ root, modulesDir, schemaDir, owners = TABLE_OWNERS, readSource = (f) => fs.readFileSync(f, 'utf8') }) {
  const tables = schemaTables(schemaDir);
  const crossings = [];
  for (const area of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    for (const file of areaSourceFiles(path.join(modulesDir, area))) {
      for (const write of tableWritesIn(readSource(file), tables)) {
        if (!mayWrite(area, write.table, owners)) {
          crossings.push({ area, file: path.relative(root, file), ...write, owner: owners[write.table]?.owner ?? '(no owner)' });
        }
      }
    }
  }
  return crossings;
}
