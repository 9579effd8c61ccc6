import { describe, expect, it } from 'vitest';
import { isSafeLocalPath, resolveAfterLoginPath } from './resolve-after-login-path.ts';

describe('resolveAfterLoginPath', () => {
  it('prefers a local next path, with its query string', () => {
    expect(resolveAfterLoginPath('?next=' + encodeURIComponent('/app/trips?month=2024-05'), null)).toBe('/app/trips?month=2024-05');
  });

  it('falls back to the previous location from router state', () => {
    const state = { from: { pathname: '/app/payments', search: '?page=2', hash: '' } };
    expect(resolveAfterLoginPath('', state)).toBe('/app/payments?page=2');
    expect(resolveAfterLoginPath('', { from: '/app/offers' })).toBe('/app/offers');
  });

  it('falls back to the trips list', () => {
    expect(resolveAfterLoginPath('', null)).toBe('/app/trips');
    expect(resolveAfterLoginPath('?other=1', { unrelated: true })).toBe('/app/trips');
  });

  it.each(['https://evil.example/', '//evil.example/app', '/\\evil.example', 'app/trips', '/\t/evil.example', 'javascript:alert(1)', '/login?next=/x'])(
    'ignores the unsafe or looping next %j',
    (next) => {
      expect(resolveAfterLoginPath('?next=' + encodeURIComponent(next), null)).toBe('/app/trips');
    },
  );

  it('skips an unsafe next and still uses a safe previous location', () => {
    expect(resolveAfterLoginPath('?next=//evil.example', { from: '/app/vehicles' })).toBe('/app/vehicles');
  });
});

describe('isSafeLocalPath', () => {
  it.each([
    ['/', true],
    ['/trip/VZ-123?token=abc', true],
    ['//x', false],
    ['http://x', false],
    ['', false],
    [null, false],
  ])('%j → %s', (path, expected) => {
    expect(isSafeLocalPath(path)).toBe(expected);
  });
});
