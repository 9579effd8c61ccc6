import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/db/database.ts';

/** The messages queued to an address, newest first. */
export async function emailsTo(db: Database, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.id));
}

/** The token of the newest link (…?token=…) e-mailed to an address, as the recipient would click it. */
export async function latestLinkToken(db: Database, address: string): Promise<string> {
  const [latest] = await emailsTo(db, address);
  const token = latest?.textBody.match(/\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link e-mailed to ${address}`);
  return token;
}
