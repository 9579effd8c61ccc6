import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.ts';

describe('nestsDeeperThan', () => {
  it.each([
    ['a flat object', '{"a":1,"b":[1,2]}', 2, false],
    ['arrays one level too deep', '[[[0]]]', 2, true],
    ['objects and arrays mixed', '{"a":[{"b":[0]}]}', 3, true],
    ['siblings are not nesting', '[[0],[0],[0],[0]]', 2, false],
    ['brackets inside a string', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote does not end the string', '{"a":"\\"[[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '{"a":"\\\\"}', 1, false],
    ['a scalar', '"text"', 0, false],
  ])('%s', (_, text, maxDepth, deeper) => {
    expect(nestsDeeperThan(text, maxDepth)).toBe(deeper);
  });

  it('reads a megabyte of nesting in one pass, stopping where the limit is passed', () => {
    const text = '['.repeat(500_000) + ']'.repeat(500_000);
    expect(nestsDeeperThan(text, 32)).toBe(true);
    expect(nestsDeeperThan(text, 500_000)).toBe(false);
  });
});
