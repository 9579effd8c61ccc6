import type { Actor } from '../../platform/permissions/actor.ts';

/** Entries kept at most; past it the oldest go first (a Map iterates in insertion order). */
const MAX_ENTRIES = 10_000;

/**
 * Keeps the actor of a session token for a short time, so a burst of requests from one browser
 * costs one session lookup instead of one each (docs/performance.md: the lookup was most of the
 * gap between the trips list and its floor).
 *
 * Every process hears of a sign-out, an ended session, a deactivation or a staff override from a
 * database notification sent in the change's own transaction (session-changes.ts), and drops the
 * entry at once. `ttlMs` (about two seconds) bounds what a lost notification can cost. A `ttlMs`
 * of 0 turns the cache off.
 *
 * An actor read from the database before a change was heard, but stored after, would undo the
 * forgetting; so every forget moves a mark on, and `set` keeps an actor only when the mark taken
 * before its read has not moved.
 */
export function createActorCache(ttlMs: number, clock: () => number = () => performance.now()) {
  const entries = new Map<string, { actor: Actor; until: number }>();
  let changes = 0;

  const forgetWhere = (matches: (actor: Actor) => boolean) => {
    changes++;
    for (const [tokenHash, entry] of entries) {
      if (matches(entry.actor)) entries.delete(tokenHash);
    }
  };

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

    /** Take before reading the session from the database; hand to `set`. */
    mark(): number {
      return changes;
    },

    set(tokenHash: string, actor: Actor, markBeforeRead: number): void {
      if (ttlMs <= 0 || markBeforeRead !== changes) return;
      entries.delete(tokenHash);
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { actor, until: clock() + ttlMs });
    },

    forgetToken(tokenHash: string): void {
      changes++;
      entries.delete(tokenHash);
    },

    /** After a sign-out or an override starting or ending: the session's cached actor is gone or has the old rights. */
    forgetSession(sessionId: number): void {
      forgetWhere((actor) => actor.sessionId === sessionId);
    },

    /** After a user's sessions end (password changed or reset, account or agency deactivated). */
    forgetUser(realUserId: number): void {
      forgetWhere((actor) => actor.realUserId === realUserId);
    },

    /** After notifications may have been missed (the listening connection was lost). */
    clear(): void {
      changes++;
      entries.clear();
    },
  };
}

export type ActorCache = ReturnType<typeof createActorCache>;
