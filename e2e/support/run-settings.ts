import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where one run of the browser tests lives; playwright.config.ts starts the servers with these, and the tests read the same.

/** The app's port; several runs at once each take their own (E2E_PORT). */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3100);

/**
 * The run's web build: an isolated run (its own E2E_PORT) builds into a folder of its own, so it
 * never rewrites a build another run serves; otherwise `npm run build`'s web/dist.
 */
export const E2E_WEB_DIST_DIR =
  process.env['E2E_PORT'] !== undefined ? path.join(os.tmpdir(), `vozimo-e2e-web-${E2E_PORT}`) : fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The app's DATA_DIR: a fresh one per `npm run test:e2e` (scripts/run-e2e.mjs), else one kept between manual runs. */
export const E2E_DATA_DIR = process.env['E2E_DATA_DIR'] ?? path.join(os.tmpdir(), 'vozimo-e2e-manual');

/**
 * The run's mail server (server/test/mail/e2e-mail-catcher.ts): the app sends every e-mail there
 * through SMTP, with the credentials that test server asks for, and it writes each to MAIL_DIR.
 */
export const MAIL_CATCHER_PORT = E2E_PORT + 1000;
export const MAIL_CATCHER_SMTP_URL = `smtp://user:secret@127.0.0.1:${MAIL_CATCHER_PORT}`;
export const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
