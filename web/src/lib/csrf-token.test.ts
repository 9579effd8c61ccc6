import { describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf-token.ts';

describe('readCsrfToken', () => {
  it.each([
    ['csrftoken=abc123', 'abc123'],
    ['sessionid=x; csrftoken=abc123; other=1', 'abc123'],
    ['xcsrftoken=nope; csrftoken=yes', 'yes'],
    ['csrftoken=a%3Db', 'a=b'],
    ['other=1', null],
    ['', null],
  ])('reads %j as %j', (cookies, expected) => {
    expect(readCsrfToken(cookies)).toBe(expected);
  });
});
