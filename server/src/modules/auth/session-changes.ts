import { z } from 'zod';
import type { ActorCache } from './actor-cache.ts';

/**
 * The database notification channel on which every server process hears of a change to
 * sessions, so that its actor cache drops what it holds (docs/decisions/0025-several-server-processes.md).
 */
export const SESSION_CHANGES_CHANNEL = 'vozimo_session_changes';

/** A session signed out or whose override started or ended; or every session of a user ended. */
export type SessionChange = { session: number } | { user: number };

const sessionChangeSchema = z.union([z.object({ session: z.number().int() }), z.object({ user: z.number().int() })]);

export const encodeSessionChange = (change: SessionChange): string => JSON.stringify(change);

/** Drops what the change makes stale; a payload of another shape (a newer version's) drops everything, to be safe. */
export function applySessionChange(cache: ActorCache, payload: string): void {
  const change = parseSessionChange(payload);
  if (change === null) cache.clear();
  else if ('session' in change) cache.forgetSession(change.session);
  else cache.forgetUser(change.user);
}

function parseSessionChange(payload: string): SessionChange | null {
  try {
    const parsed = sessionChangeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
