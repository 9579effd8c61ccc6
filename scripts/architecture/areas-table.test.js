// Why: docs/architecture.md promises one word per area in every layer; this keeps its table true,
// both ways: every path it names exists, and every area folder or spec on disk is in it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const table = doc.slice(doc.indexOf('<!-- areas-table:start -->'), doc.indexOf('<!-- areas-table:end -->'));
const rows = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| area') && !line.startsWith('| ---'))
  .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
const namedPaths = rows.flatMap((cells) => cells.slice(1)).filter((cell) => cell !== '—').map((cell) => cell.replaceAll('`', '').replace(/\/$/, ''));

const entriesIn = (dir, keep) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter(keep)
    .map((entry) => `${dir}/${entry.name}`);
const isFolder = (entry) => entry.isDirectory();

describe('the areas table in docs/architecture.md', () => {
  it('has a row per area', () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const cells of rows) expect(cells).toHaveLength(6);
  });

  it('names only paths that exist', () => {
    const missing = namedPaths.filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });

  it('names every area folder of every layer and every browser spec', () => {
    const onDisk = [
      ...entriesIn('contract/src', (e) => isFolder(e) && e.name !== 'common'),
      ...entriesIn('server/src/modules', isFolder),
      ...entriesIn('web/src/api', isFolder),
      ...entriesIn('web/src/features', isFolder),
      ...entriesIn('e2e/tests', (e) => isFolder(e) || e.name.endsWith('.spec.ts')),
    ];
    expect(onDisk.filter((p) => !namedPaths.includes(p))).toEqual([]);
  });

  it('uses the area word in every path of its row', () => {
    for (const [area, ...cells] of rows) {
      for (const cell of cells.filter((c) => c !== '—')) expect(cell).toContain(area);
    }
  });
});
