// Why: the area rule is only worth something if lint really refuses a crossing. These cases lint a
// made-up file inside the tree (nothing is written) and expect the refusal, or no complaint.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function areaErrors(filePath, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

/** Some source file of a folder, so the probe imports something that exists (lint resolves imports). */
function someFileIn(dir) {
  const found = fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .sort()[0];
  if (!found) throw new Error(`no source file in ${dir}`);
  return path.join(root, dir, found);
}

function importFrom(probe, target) {
  const relative = path.relative(path.dirname(path.join(root, probe)), target);
  return `import * as probe from '${relative.startsWith('.') ? relative : `./${relative}`}';\nexport default probe;\n`;
}

describe('the area rule in eslint.config.js', () => {
  // The first ESLint run of the file loads the whole config and its plugins: seconds on a busy machine.
  it('refuses a web feature importing another feature', async () => {
    const probe = 'web/src/features/outbox/probe.tsx';
    const errors = await areaErrors(probe, importFrom(probe, someFileIn('web/src/features/trips')));
    expect(errors.join('\n')).toMatch(/A feature never imports another feature/);
  }, 90_000);

  it('lets a feature use its own files, the api layer and shared lib', async () => {
    const probe = 'web/src/features/outbox/probe.tsx';
    expect(await areaErrors(probe, importFrom(probe, someFileIn('web/src/features/outbox')))).toEqual([]);
    expect(await areaErrors(probe, importFrom(probe, path.join(root, 'web/src/lib/api-client.ts')))).toEqual([]);
  });

  it('refuses shared web code importing a feature or the app', async () => {
    const probe = 'web/src/components/probe.tsx';
    expect((await areaErrors(probe, importFrom(probe, someFileIn('web/src/features/trips')))).length).toBe(1);
    expect((await areaErrors(probe, importFrom(probe, path.join(root, 'web/src/app/router.tsx')))).length).toBe(1);
  });

  it("refuses a server area importing another area's repository", async () => {
    const probe = 'server/src/modules/offers/probe.ts';
    const errors = await areaErrors(probe, importFrom(probe, path.join(root, 'server/src/modules/trips/trips.repository.ts')));
    expect(errors.join('\n')).toMatch(/only through its ports\.ts/);
  });

  it("lets a server area import another area's ports.ts", async () => {
    const probe = 'server/src/modules/offers/probe.ts';
    const ports = path.join(root, 'server/src/modules/trips/ports.ts');
    expect(fs.existsSync(ports)).toBe(true); // lint skips imports it cannot resolve
    expect(await areaErrors(probe, importFrom(probe, ports))).toEqual([]);
  });

  it('refuses platform importing an area', async () => {
    const probe = 'server/src/platform/probe.ts';
    expect((await areaErrors(probe, importFrom(probe, path.join(root, 'server/src/modules/trips/trips.service.ts')))).length).toBe(1);
  });
  it("refuses one api/ folder importing another's calls, and lets it use the other's query keys", async () => {
    const probe = 'web/src/api/offers/probe.ts';
    const calls = someFileIn('web/src/api/trips');
    expect(path.basename(calls)).not.toBe('trips-keys.ts');
    expect((await areaErrors(probe, importFrom(probe, calls))).join('\n')).toMatch(/only through its query keys/);
    const keys = path.join(root, 'web/src/api/trips/trips-keys.ts');
    expect(fs.existsSync(keys)).toBe(true);
    expect(await areaErrors(probe, importFrom(probe, keys))).toEqual([]);
  });

  it('refuses the web app importing server code', async () => {
    const probe = 'web/src/lib/probe.ts';
    const errors = await areaErrors(probe, importFrom(probe, path.join(root, 'server/src/platform/passwords.ts')));
    expect(errors.join('\n')).toMatch(/never imports server code/);
  });

  it('refuses a browser test importing server internals, and lets it use the test servers of server/test/', async () => {
    const probe = 'e2e/tests/probe.spec.ts';
    const errors = await areaErrors(probe, importFrom(probe, path.join(root, 'server/src/platform/passwords.ts')));
    expect(errors.join('\n')).toMatch(/never import server internals/);
    const catcher = path.join(root, 'server/test/mail/e2e-mail-catcher.ts');
    expect(fs.existsSync(catcher)).toBe(true);
    expect(await areaErrors(probe, importFrom(probe, catcher))).toEqual([]);
  });
});
