/**
 * GET /api/places/ is public, and with GOOGLE_MAPS_API_KEY every search is a billed call: a
 * fixed one-minute window per client address keeps a script from running up the bill, while a
 * person typing in a picker (a search per pause, a few a second at most) never meets it.
 */
export const PLACE_SEARCH_RATE = { perMinute: 120, windowMs: 60_000 } as const;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts per address in the current window; the whole map is dropped when the window turns, so memory stays bounded. */
export function createSearchRateLimit(limit: { perMinute: number; windowMs: number } = PLACE_SEARCH_RATE) {
  let windowStart = 0;
  let counts = new Map<string, number>();

  return {
    take(address: string, now: Date): RateDecision {
      const at = now.getTime();
      const currentWindow = at - (at % limit.windowMs);
      if (currentWindow !== windowStart) {
        windowStart = currentWindow;
        counts = new Map();
      }
      const used = counts.get(address) ?? 0;
      if (used >= limit.perMinute) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((currentWindow + limit.windowMs - at) / 1000)) };
      }
      counts.set(address, used + 1);
      return { allowed: true };
    },
  };
}

export type SearchRateLimit = ReturnType<typeof createSearchRateLimit>;
