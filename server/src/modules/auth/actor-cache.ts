import type { Actor } from '../../platform/permissions/actor.ts';

/** Entries kept at most; past it the oldest go first (a Map iterates in insertion order). */
const MAX_ENTRIES = 10_000;

/**
 * Keeps the actor of a session token for a short time, so a burst of requests from one browser
 * costs one session lookup instead of one each (docs/performance.md: the lookup was most of the
 * gap between the trips list and its floor).
 *
 * The trade-off, accepted for `ttlMs` of about two seconds: a change made outside this process
 * (a sign-out handled by another server process, a user deactivated in the database) is seen up
 * to `ttlMs` late. Changes made through this process drop the entry at once (`forgetToken`,
 * `forgetSession`). A `ttlMs` of 0 turns the cache off.
 */
export function createActorCache(ttlMs: number, clock: () => number = () => performance.now()) {
  const entries = new Map<string, { actor: Actor; until: number }>();

  return {
    get(tokenHash: string): Actor | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (clock() >= entry.until) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.actor;
    },

    set(tokenHash: string, actor: Actor): void {
      if (ttlMs <= 0) return;
      entries.delete(tokenHash);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { actor, until: clock() + ttlMs });
    },

    forgetToken(tokenHash: string): void {
      entries.delete(tokenHash);
    },

    /** After an override starts or ends: the session's cached actor has the old rights. */
    forgetSession(sessionId: number): void {
      for (const [tokenHash, entry] of entries) {
        if (entry.actor.sessionId === sessionId) entries.delete(tokenHash);
      }
    },

    /** After a user's sessions end (password changed or reset, account deactivated). */
    forgetUser(realUserId: number): void {
      for (const [tokenHash, entry] of entries) {
        if (entry.actor.realUserId === realUserId) entries.delete(tokenHash);
      }
    },
  };
}

export type ActorCache = ReturnType<typeof createActorCache>;
