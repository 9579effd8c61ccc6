import os from 'node:os';
import path from 'node:path';

// Where one run of the browser tests lives; playwright.config.ts starts the servers with these, and the tests read the same.

/** The app's port; several runs at once each take their own (E2E_PORT). */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3100);

/** The app's DATA_DIR: a fresh one per `npm run test:e2e` (scripts/run-e2e.mjs), else one kept between manual runs. */
export const E2E_DATA_DIR = process.env['E2E_DATA_DIR'] ?? path.join(os.tmpdir(), 'vozimo-e2e-manual');

/**
 * The run's mail server (server/test/mail/e2e-mail-catcher.ts): the app sends every e-mail there
 * through SMTP, with the credentials that test server asks for, and it writes each to MAIL_DIR.
 */
export const MAIL_CATCHER_PORT = E2E_PORT + 1000;
export const MAIL_CATCHER_SMTP_URL = `smtp://user:secret@127.0.0.1:${MAIL_CATCHER_PORT}`;
export const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
