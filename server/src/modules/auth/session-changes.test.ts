import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/permissions/actor.ts';
import { createActorCache } from './actor-cache.ts';
import { applySessionChange, encodeSessionChange } from './session-changes.ts';

const actor = (sessionId: number, realUserId: number) => ({ sessionId, userId: realUserId, realUserId }) as Actor;

function filledCache() {
  const cache = createActorCache(60_000, () => 0);
  cache.set('a', actor(1, 7), cache.mark());
  cache.set('b', actor(2, 7), cache.mark());
  cache.set('c', actor(3, 8), cache.mark());
  return cache;
}
const cached = (cache: ReturnType<typeof createActorCache>) => ['a', 'b', 'c'].filter((token) => cache.get(token) !== undefined);

describe('a heard session change', () => {
  it.each([
    ['a session', encodeSessionChange({ session: 2 }), ['a', 'c']],
    ["every session of a user", encodeSessionChange({ user: 7 }), ['c']],
    ['a payload of another shape drops everything', '{"tenant": 1}', []],
    ['a payload that is no JSON drops everything', 'session:2', []],
  ])('%s', (_name, payload, left) => {
    const cache = filledCache();
    applySessionChange(cache, payload);
    expect(cached(cache)).toEqual(left);
  });
});
