import { describe, expect, it } from 'vitest';
import { publicImageUrl } from './image-url.ts';

describe('publicImageUrl', () => {
  it.each([
    [null, null],
    ['', null],
    ['  ', null],
    ['https://cdn.example.com/van.jpg', 'https://cdn.example.com/van.jpg'],
    ['/images/vehicle-types/sedan.png', '/images/vehicle-types/sedan.png'],
    ['3f2a.jpg', '/media/3f2a.jpg'],
    ['a b?.jpg', '/media/a%20b%3F.jpg'],
  ])('%s → %s', (stored, url) => {
    expect(publicImageUrl(stored)).toBe(url);
  });
});
