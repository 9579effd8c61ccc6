import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from './too-many-attempts.ts';

describe('tooManyAttempts', () => {
  it.each([
    [1, 'Too many applications from this address. Try again in 1 minute.'],
    [60, 'Too many applications from this address. Try again in 1 minute.'],
    [61, 'Too many applications from this address. Try again in 2 minutes.'],
    [3600, 'Too many applications from this address. Try again in 60 minutes.'],
  ])('%i seconds', (seconds, message) => {
    const error = tooManyAttempts('Too many applications from this address.', seconds);
    expect(error).toMatchObject({ status: 429, detail: message, headers: { 'retry-after': String(seconds) } });
  });
});
