// Runs the browser tests in Debian's Chromium; says loudly when there is no browser, and fails then under CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Debian's headless shell when it is installed (package chromium-headless-shell): the same Chromium
// build without the desktop browser around it, what Playwright itself runs headless; it took a
// quarter less CPU than the full browser over the same journeys (docs/decisions/0047-ci-in-a-quarter-hour.md).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  NO BROWSER: ${chromium} does not exist, so the browser tests did NOT run.`);
  console.error('  Install it with `apt-get install chromium-headless-shell` (or chromium) or set CHROMIUM_PATH.');
  console.error(`${banner}\n`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

// Every run starts from a fresh embedded database seeded with the demo data.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vozimo-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
