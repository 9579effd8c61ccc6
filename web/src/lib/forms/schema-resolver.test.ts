import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldAtPath } from './form-messages.ts';
import { schemaMessages, zodFormResolver } from './schema-resolver.ts';

const schema = z
  .object({ name: z.string().min(1, 'Name is required'), info: z.object({ notes: z.string().max(3, 'At most 3 characters.') }) })
  .refine((value) => value.name !== 'root', 'Not this one');

const fieldOf = fieldAtPath(['name', 'info.notes']);

describe('schemaMessages', () => {
  it('places the schema’s messages on the fields, and the rest apart', () => {
    expect(schemaMessages(schema, { name: '', info: { notes: 'long' } }, fieldOf)).toEqual({
      fields: { name: 'Name is required', 'info.notes': 'At most 3 characters.' },
      other: [],
    });
    expect(schemaMessages(schema, { name: 'root', info: { notes: '' } }, fieldOf)).toEqual({ fields: {}, other: ['Not this one'] });
  });

  it('has nothing to say about a valid body', () => {
    expect(schemaMessages(schema, { name: 'Ana', info: { notes: '' } }, fieldOf)).toEqual({ fields: {}, other: [] });
  });
});

describe('zodFormResolver', () => {
  it('validates the values themselves, giving the fields’ messages', () => {
    const validate = zodFormResolver<{ name: string; info: { notes: string } }>(schema, { fieldOf });
    expect(validate({ name: '', info: { notes: '' } })).toEqual({ name: 'Name is required' });
    expect(validate({ name: 'root', info: { notes: '' } })).toEqual({});
  });

  it('validates the body the values would send', () => {
    const validate = zodFormResolver<{ name: string; notes: string }>(schema, {
      fieldOf,
      toBody: (values) => ({ name: values.name, info: { notes: values.notes } }),
    });
    expect(validate({ name: 'Ana', notes: 'long' })).toEqual({ 'info.notes': 'At most 3 characters.' });
  });
});
