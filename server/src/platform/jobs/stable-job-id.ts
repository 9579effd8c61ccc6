import { createHash } from 'node:crypto';

/**
 * A job id (a UUID, as pg-boss wants) that is always the same for the same key, e.g.
 * "email-outbox:42". pg-boss keeps one job per id, so whoever enqueues the same work twice
 * (after a commit, the periodic sweep, a second server) gets one job, not two.
 */
export function stableJobId(key: string): string {
  const hex = createHash('sha256').update(`vozimo-job:${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5'; // a name-based UUID (version 5 layout)
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
