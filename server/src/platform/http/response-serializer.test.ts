import { listTripsResponseSchema } from '@vozimo/contract';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/api/x/' });
const compileWithZod = (schema: z.ZodType) => zodSerializerCompiler({ schema, method: 'GET', url: '/api/x/' }) as (data: unknown) => string;

const listedTrip = {
  trip_id: 7,
  reference: 'VZ-7',
  token: null,
  status: 'confirmed',
  start_locality: 'Split',
  end_locality: 'Dubrovnik',
  pickup_date: '2025-06-01',
  pickup_time: '10:00',
  customer_first_name: null,
  customer_last_name: null,
  agent_name: null,
  driver_name: 'Ivo Ivić',
  price_gross: '120.00',
  price_net: null,
  agency_fee: null,
  driver_gross: '80.00',
  deposit_gross: '40.00',
  bulk_payment: null,
} as const;

describe('the response serializer', () => {
  it('writes a contract answer exactly as zod did', () => {
    const answer = { items: [listedTrip, { ...listedTrip, trip_id: 8, token: 'abc', price_net: '100.00' }], count: 2 };
    expect(compile(listTripsResponseSchema)(answer)).toBe(compileWithZod(listTripsResponseSchema)(answer));
  });

  it('writes only the fields the schema names, so nothing else a row carries leaks out', () => {
    const schema = z.object({ name: z.string() });
    const written = compile(schema)({ name: 'Ana', password_hash: 'secret', token: 'abc' });
    expect(JSON.parse(written)).toEqual({ name: 'Ana' });
  });

  it('fails an answer that lacks a required field instead of sending it', () => {
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(() => compile(schema)({ name: 'Ana' })).toThrow(/count/);
  });

  it('keeps zod for a schema JSON Schema cannot express, so its codec still runs', () => {
    const day = z.codec(z.string(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString().slice(0, 10) });
    const written = compile(z.object({ on: day }))({ on: new Date('2026-11-27T10:00:00.000Z') });
    expect(JSON.parse(written)).toEqual({ on: '2026-11-27' });
  });
});
