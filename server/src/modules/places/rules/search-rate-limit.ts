import { requestSource } from '../../../platform/http/request-source.ts';

/**
 * GET /api/places/ is public, and with GOOGLE_MAPS_API_KEY every search is a billed call: a
 * fixed one-minute window per client keeps a script from running up the bill, while a person
 * typing in a picker (a search per pause, a few a second at most) never meets it. The count
 * lives in the database (places.repository.ts), shared by every server process.
 */
export const PLACE_SEARCH_RATE = { perMinute: 120, windowMs: 60_000 } as const;

/**
 * Whom a search is counted for: a signed-in user by their account, so nobody sharing their network
 * can use up the searches of the people who book trips; a visitor by their network (an IPv4 /24, an
 * IPv6 /64), since one client may send from every address of it.
 */
export function searchClientKey(client: { userId: number | null; ipAddress: string }): string {
  return client.userId !== null ? `user:${client.userId}` : `network:${requestSource(client.ipAddress)}`;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SearchWindow {
  start: Date;
  end: Date;
}

/** The fixed window `at` falls in: windows start at multiples of `windowMs` since the epoch, so every process agrees. */
export function searchWindowAt(at: Date, windowMs: number = PLACE_SEARCH_RATE.windowMs): SearchWindow {
  const start = at.getTime() - (at.getTime() % windowMs);
  return { start: new Date(start), end: new Date(start + windowMs) };
}

/** The answer to a search the window had (or had no) room for: a refused client waits until the window turns, at least a second. */
export function searchDecision(admitted: boolean, at: Date, window: SearchWindow): RateDecision {
  if (admitted) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.end.getTime() - at.getTime()) / 1000)) };
}
