import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/permissions/actor.ts';
import { createActorCache } from './actor-cache.ts';

const actor = (sessionId: number, realUserId = sessionId) => ({ sessionId, userId: sessionId, realUserId }) as Actor;

describe('actor cache', () => {
  it('answers until its lifetime ends, then asks again', () => {
    let time = 0;
    const cache = createActorCache(2000, () => time);
    cache.set('a', actor(1), cache.mark());
    time = 1999;
    expect(cache.get('a')?.sessionId).toBe(1);
    time = 2000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = createActorCache(0, () => 0);
    cache.set('a', actor(1), cache.mark());
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one token, or every token of a session', () => {
    const cache = createActorCache(2000, () => 0);
    cache.set('a', actor(1), cache.mark());
    cache.set('b', actor(1), cache.mark());
    cache.set('c', actor(2), cache.mark());
    cache.forgetToken('c');
    expect(cache.get('c')).toBeUndefined();
    cache.forgetSession(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it("forgets every session of a user whose sessions ended", () => {
    const cache = createActorCache(2000, () => 0);
    cache.set('a', actor(1, 7), cache.mark());
    cache.set('b', actor(2, 7), cache.mark());
    cache.set('c', actor(3, 8), cache.mark());
    cache.forgetUser(7);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.sessionId).toBe(3);
  });

  it('keeps no actor read before a change was heard, and everything is dropped by clear', () => {
    const cache = createActorCache(2000, () => 0);
    const beforeRead = cache.mark();
    cache.forgetSession(1);
    cache.set('a', actor(1), beforeRead);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', actor(1), cache.mark());
    cache.set('b', actor(2), cache.mark());
    cache.clear();
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });
});
