import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { SERVER_ROOT } from '../server-root.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { html } from './html.ts';
import { publicTripLink } from './public-trip-link.ts';

// Migration 0016 gave every message a masked copy; for the messages already in the outbox it hid
// the token of each link. Run its backfill again on messages written as the templates wrote them.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function backfill() {
  const migration = await readFile(`${SERVER_ROOT}/src/db/migrations/0016_outbox_masked_bodies.sql`, 'utf8');
  const update = migration.split('--> statement-breakpoint').find((statement) => statement.trim().startsWith('UPDATE'));
  await handle.db.execute(sql.raw(update!));
}

describe('migration 0016: the masked copy of messages queued before it', () => {
  it('hides the token of every link, in text and HTML, and leaves the rest as it was', async () => {
    const resetToken = 'fdE3ksRVD1mhTyTr9X_1CRLvlDpQeMR7yZjacxjBaIs';
    const tripToken = '2dABncVyCbuPAYL7f0an6-LjcEIpw5SP3au1NbTdws4';
    const reset = `https://vozimo.example/reset-password?token=${resetToken}`;
    const trip = publicTripLink('https://vozimo.example', { reference: 'VZ-7K3Q9A', token: tripToken });
    const photo = `https://vozimo.example/api/public/trip/VZ-7K3Q9A/driver_photo?${new URLSearchParams({ token: tripToken })}`;
    const text = `Hello,\n\n${reset}\n\nSee your trip here:\n${trip}\n\nYour payments: https://vozimo.example/app/payments`;
    const body = html`<p><a href="${reset}">Set</a> ${reset}</p><img src="${photo}"><a href="${trip}">See your trip</a>`.value;
    const [row] = await handle.db
      .insert(emailOutbox)
      .values({ toAddress: 'a@example.com', subject: 'Before', textBody: text, htmlBody: body, maskedTextBody: '', maskedHtmlBody: null })
      .returning({ id: emailOutbox.id });
    await backfill();
    const [masked] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    for (const part of [masked!.maskedTextBody, masked!.maskedHtmlBody!]) {
      expect(part).not.toContain(resetToken);
      expect(part).not.toContain(tripToken);
      expect(part).toContain('https://vozimo.example/reset-password?token=[hidden]');
      expect(part).toContain('https://vozimo.example/trip/VZ-7K3Q9A?token=[hidden]');
    }
    expect(masked!.maskedTextBody).toBe(text.replaceAll(resetToken, '[hidden]').replaceAll(tripToken, '[hidden]'));
    expect(masked!.maskedHtmlBody).toContain('driver_photo?token=[hidden]"');
    expect(masked!.textBody).toBe(text);
  });
});
