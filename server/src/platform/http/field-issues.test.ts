import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstPerField, zodFieldIssues } from './field-issues.ts';

describe('zodFieldIssues', () => {
  it("puts each of the schema's messages at its field, path segments as strings", () => {
    const schema = z.object({ name: z.string().min(1, 'Enter a name.'), prices: z.array(z.object({ price: z.number('Enter a price.') })) });
    const result = schema.safeParse({ name: '', prices: [{ price: 'ten' }] });
    expect(result.success).toBe(false);
    expect(zodFieldIssues(result.error!)).toEqual([
      { field: ['name'], message: 'Enter a name.' },
      { field: ['prices', '0', 'price'], message: 'Enter a price.' },
    ]);
  });
});

describe('firstPerField', () => {
  it('keeps the first problem of each field, in their order', () => {
    expect(
      firstPerField([
        { field: 'photo', message: 'File must be an image.' },
        { field: ['name'], message: 'Enter a name.' },
        { field: 'photo', message: 'Photo is required.' },
        { field: ['name'], message: 'Too long.' },
      ]),
    ).toEqual([
      { field: 'photo', message: 'File must be an image.' },
      { field: ['name'], message: 'Enter a name.' },
    ]);
  });
});
