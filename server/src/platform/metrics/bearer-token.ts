import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries `Bearer <expected>`, compared in constant time: both
 * sides are hashed first, so neither the token's characters nor its length show in the timing.
 */
export function bearerTokenMatcher(expected: string): (authorization: string | undefined) => boolean {
  const expectedDigest = digest(expected);
  return (authorization) => {
    const given = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expectedDigest);
  };
}
