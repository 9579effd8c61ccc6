// Why: Vitest runs test files without isolation (isolate: false, docs/testing.md), so a worker's
// module cache is shared between files. A file that mocks a module must start from fresh modules,
// or what it tests may hold the real module an earlier file loaded (the mock then silently does
// nothing, and the file passes or fails by the order files ran in).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const testFiles = ['server/src', 'server/test', 'web/src', 'contract/src'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file)),
);

describe('test files that mock modules', () => {
  it('are found (the walk reads the test folders)', () => {
    expect(testFiles.length).toBeGreaterThan(200);
  });

  it('each start from fresh modules and leave fresh ones', () => {
    const careless = testFiles.filter((file) => {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      if (!/\bvi\.(mock|doMock)\(/.test(source)) return false;
      return !source.includes('vi.hoisted(() => vi.resetModules());') || !source.includes('afterAll(() => vi.resetModules());');
    });
    expect(careless, 'add vi.hoisted(() => vi.resetModules()) and afterAll(() => vi.resetModules()) to these files').toEqual([]);
  });
});
