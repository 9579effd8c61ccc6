import type { FastifySchemaCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];
type Serialize = (data: unknown) => string;

/** A route's response schema as Fastify hands it over: the zod schema itself or `{ properties }` around it. */
function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema && schema.properties instanceof $ZodType) return schema.properties;
  return null;
}

/**
 * The JSON Schema of an answer (zod's own conversion), or null when JSON Schema cannot say it. Read
 * on the output side on purpose: a transform, a codec's date or any other value zod has to turn into
 * JSON itself has no JSON Schema there, and the conversion refuses it (the input side would describe
 * a codec by its text and silently skip its encoding).
 */
function answerJsonSchema(schema: $ZodType): object | null {
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

/**
 * One compiled serializer per schema, for every app in the process: a test file builds an app of
 * its own, and compiling a schema costs milliseconds (each status of each route has one).
 */
const compiledBySchema = new WeakMap<object, Serialize>();

/**
 * Every answer is written from the contract's response schema by fast-json-stringify, compiled once
 * per schema from its JSON Schema: only the schema's fields, in its order, as zod's
 * encode-then-`JSON.stringify` wrote them (nothing a row carries besides leaks out), at about a
 * fifth of the CPU and none of the copy zod made of each answer (ADR 0051, docs/performance.md). A
 * required field missing still fails the answer with a 500. A schema JSON Schema cannot express
 * keeps zod's serializer, so what zod would run on that answer still runs.
 */
export const responseSerializerCompiler = (routeSchema: RouteSchema): Serialize => {
  // Compiled on a route's first answer, not at start-up: compiling all 200-odd took half a second
  // of every start, for routes most processes never answer.
  let serialize: Serialize | null = null;
  return (data) => {
    serialize ??= compiledFor(routeSchema);
    return serialize(data);
  };
};

function compiledFor(routeSchema: RouteSchema): Serialize {
  const schema = zodSchemaOf(routeSchema.schema);
  let compiled = schema ? compiledBySchema.get(schema) : undefined;
  if (!compiled) {
    const jsonSchema = schema ? answerJsonSchema(schema) : null;
    // zod's serializer names the route in its error, so it is made per route (and costs nothing).
    if (jsonSchema === null) return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    compiled = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    compiledBySchema.set(schema!, compiled);
  }
  return compiled;
}
