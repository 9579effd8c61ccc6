import type { z } from 'zod';
import type { RegisteredRoute } from '../src/platform/http/route-registry.ts';

/**
 * Reading a route's zod schemas (RegisteredRoute.schema), for tests that walk every route: which
 * fields a body has, what a valid path looks like, where the ids are.
 */

type Schema = z.core.$ZodType;
/** The parts of a zod definition these walks read; which are set depends on `type`. */
interface Definition {
  type: z.core.$ZodTypeDef['type'];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  getter?: () => Schema;
}

export const definitionOf = (schema: Schema): Definition => schema._zod.def as unknown as Definition;

/** The schema a value is checked against first, under optional, nullable, default and pipes (a preprocess step is looked through). */
export function unwrapped(schema: Schema): Schema {
  const definition = definitionOf(schema);
  if (definition.innerType) return unwrapped(definition.innerType);
  if (definition.type === 'pipe' && definition.in && definition.out) {
    return unwrapped(definitionOf(definition.in).type === 'transform' ? definition.out : definition.in);
  }
  return schema;
}

/** The fields of an object schema (none for any other). */
export function fieldsOf(schema: unknown): Record<string, Schema> {
  if (!schema) return {};
  const definition = definitionOf(unwrapped(schema as Schema));
  return definition.type === 'object' && definition.shape ? definition.shape : {};
}

export const bodyKeysOf = (route: RegisteredRoute): string[] => Object.keys(fieldsOf(route.schema.body));

/** The route's path with each parameter given a value its schema accepts: an enum's first choice, else 1. */
export function pathWithValidParams(route: RegisteredRoute, override: Record<string, string> = {}): string {
  const params = fieldsOf(route.schema.params);
  return route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (override[name] !== undefined) return encodeURIComponent(override[name]);
    const schema = params[name];
    const entries = schema ? definitionOf(unwrapped(schema)).entries : undefined;
    return entries ? String(Object.values(entries)[0]) : '1';
  });
}

const BOUNDED_LENGTH_CHECKS = new Set(['max_length', 'length_equals']);
/** Types whose checking costs the same whatever is sent. */
const FIXED_COST_TYPES = new Set(['number', 'int', 'boolean', 'null', 'undefined', 'literal', 'enum', 'nan', 'never', 'date', 'void', 'transform', 'success']);

/**
 * Where a request schema lets a client make it work without bound: a string or list without a
 * maximum length, a map of any keys, a value of any shape, or a schema that refers to itself.
 * Each entry is the path to it inside the schema (`stops[].name`); an empty list means bounded.
 */
export function unboundedParts(schema: unknown, at = ''): string[] {
  if (!schema) return [];
  const definition = definitionOf(schema as Schema);
  const checks = (definition as { checks?: { _zod: { def: { check: string } } }[] }).checks ?? [];
  const hasMaximum = checks.some((check) => BOUNDED_LENGTH_CHECKS.has(check._zod.def.check));
  const inner = definition as Definition & { catchall?: Schema; left?: Schema; right?: Schema; items?: Schema[]; rest?: Schema | null; format?: string };
  switch (definition.type) {
    case 'string':
      // A format (uuid, e-mail …) is one anchored pattern of bounded length; any other string needs a maximum.
      return hasMaximum || inner.format ? [] : [`${at || '(root)'}: text without a maximum length`];
    case 'array':
      return [...(hasMaximum ? [] : [`${at || '(root)'}: list without a maximum length`]), ...unboundedParts(definition.element, `${at}[]`)];
    case 'object':
      return [
        ...Object.entries(definition.shape ?? {}).flatMap(([key, field]) => unboundedParts(field, at ? `${at}.${key}` : key)),
        ...(inner.catchall && definitionOf(inner.catchall).type !== 'never' ? [`${at || '(root)'}: keeps fields it does not name`] : []),
      ];
    case 'union':
      return (definition.options ?? []).flatMap((option) => unboundedParts(option, at));
    case 'intersection':
      return [...unboundedParts(inner.left, at), ...unboundedParts(inner.right, at)];
    case 'tuple':
      return [...(inner.items ?? []).flatMap((item, i) => unboundedParts(item, `${at}[${i}]`)), ...(inner.rest ? [`${at}: tuple with any number of extra items`] : [])];
    case 'pipe':
      return [...unboundedParts(definition.in, at), ...unboundedParts(definition.out, at)];
    default:
      if (definition.innerType) return unboundedParts(definition.innerType, at);
      if (FIXED_COST_TYPES.has(definition.type)) return [];
      return [`${at || '(root)'}: ${definition.type} (any size or shape)`];
  }
}

/** Names of id fields in bodies: `id`, `vehicle_type_id`, and lists of them such as `trip_ids`. */
const ID_FIELD = /^(id|.+_id)$/;
const ID_LIST_FIELD = /^.+_ids$/;

const isNumber = (schema: Schema) => definitionOf(unwrapped(schema)).type === 'number';

/**
 * Where a body schema takes ids (numbers named like ids), as paths into the body: `['vehicle_type_id']`,
 * `['trip_ids', 0]`, `['stops', 0, 'poi_id']`, `['start_loc', 'id']`.
 */
export function idFieldPaths(schema: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (!schema) return [];
  const definition = definitionOf(unwrapped(schema as Schema));
  if (definition.type === 'array' && definition.element) return idFieldPaths(definition.element, [...at, 0]);
  if (definition.type !== 'object' || !definition.shape) return [];
  return Object.entries(definition.shape).flatMap(([key, field]) => {
    const inner = definitionOf(unwrapped(field));
    if (ID_FIELD.test(key) && isNumber(field)) return [[...at, key]];
    if (ID_LIST_FIELD.test(key) && inner.type === 'array' && inner.element && isNumber(inner.element)) return [[...at, key, 0]];
    return idFieldPaths(field, [...at, key]);
  });
}
