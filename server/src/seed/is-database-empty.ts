import type { Database } from '../platform/db/database.ts';
import { users } from '../db/schema/index.ts';

/** True for a database nobody has used yet (no accounts): the only kind the demo seed may fill. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser.length === 0;
}
