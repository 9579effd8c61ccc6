import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR as dataDir, E2E_PORT as PORT, E2E_WEB_DIST_DIR, MAIL_CATCHER_PORT, MAIL_CATCHER_SMTP_URL, MAIL_DIR } from './support/run-settings.ts';
// Two runs at once (on different E2E_PORTs) must not share the web build or the results folder.
const isolated = process.env['E2E_PORT'] !== undefined;
const webDistDir = isolated ? E2E_WEB_DIST_DIR : undefined;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: process.env['CI'] === 'true',
  reporter: process.env['CI'] === 'true' ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: isolated ? `../test-results/port-${PORT}` : '../test-results',
  // Generous for a slow CI machine (this one runs a busy-loop benchmark 7 times slower than a laptop):
  // a journey that waits longer than this is broken, not slow.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed journey keeps its trace: every action with the page's DOM before and after it. Without
    // the trace's screencast, which cost a third of the tier's CPU: Chromium encoded frames of every
    // page all the time, for a film nobody watched (docs/decisions/0047-ci-in-a-quarter-hour.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The app honours a system's "reduce motion" (theme.ts): modals and toasts appear without fading,
    // so axe never measures a colour halfway through a fade, and no frames are drawn for an animation.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      // This machine has no network beyond localhost: keep Chromium from reaching out. No GPU
      // process either: there is no GPU, and emulating one cost CPU the journeys need.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // The run's mail server: the app sends every e-mail to it, and the tests read links from what
      // it caught, as the recipient would (staff's Outbox hides them; ADR 0042).
      command: 'npx tsx server/test/mail/e2e-mail-catcher.ts',
      cwd: '..',
      port: MAIL_CATCHER_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_CATCHER_PORT: String(MAIL_CATCHER_PORT), MAIL_CATCHER_DIR: MAIL_DIR },
    },
    {
      // The shipped form: the web build and the compiled server run by node (`npm run build`). Isolated
      // runs (several at once, on their own ports) build only the web app, into their own folder, and
      // run the server from its sources, so they never rewrite a server build another run is using.
      command: webDistDir
        ? `npm run build -w web -- --outDir ${webDistDir} --emptyOutDir && npm run start -w server`
        : 'npm run build && node server/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/health/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SMTP_URL: MAIL_CATCHER_SMTP_URL,
        ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
      },
    },
  ],
});
