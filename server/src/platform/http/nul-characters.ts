import type { FastifyInstance } from 'fastify';
import { FieldValidationError } from './app-error.ts';
import { MAX_JSON_DEPTH, tooDeeplyNested } from './json-body.ts';

/** Shown at any value holding a NUL character; PostgreSQL cannot store one in text, so it would fail deep inside as a 500. */
export const NUL_CHARACTER_MESSAGE = 'This value contains a character that is not allowed.';

export function containsNul(value: string): boolean {
  return value.includes('\u0000');
}

/** A value met on the walk and how it was reached; the path is built from these only once a NUL is found. */
interface Place {
  value: unknown;
  key: string | number | null;
  parent: Place | null;
  depth: number;
}

function pathTo(place: Place): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Place | null = place; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/** Arrays and objects parsed from JSON, a query or a path; never bytes (the Stripe webhook's body is a Buffer of raw bytes). */
const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/**
 * The location of the first string under `root` that holds a NUL character (keys count too), or
 * null. Without recursion, each value visited once, no deeper than MAX_JSON_DEPTH (deeper is a 422);
 * the values are bounded by the body limit, so the work is too.
 */
function firstNulAt(root: unknown, source: 'path' | 'query' | 'body'): (string | number)[] | null {
  const toVisit: Place[] = [{ value: root, key: null, parent: null, depth: 0 }];
  while (toVisit.length > 0) {
    const place = toVisit.pop()!;
    const { value } = place;
    if (typeof value === 'string') {
      if (containsNul(value)) return [source, ...pathTo(place)];
      continue;
    }
    if (!isContainer(value)) continue;
    if (place.depth >= MAX_JSON_DEPTH) throw tooDeeplyNested(source);
    const depth = place.depth + 1;
    // Pushed last to first, so the first NUL in the text is the one reported; a key before its value.
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) toVisit.push({ value: value[index], key: index, parent: place, depth });
    } else {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        toVisit.push({ value: item, key, parent: place, depth }, { value: key, key, parent: place, depth });
      }
    }
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the path parameters, the query or a JSON body with one 422 at
 * its field, before any route sees it. Runs before schema validation, once the body is parsed;
 * multipart bodies are read by the route later, so readMultipartForm checks their fields and file names.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const sources: ['path' | 'query' | 'body', unknown][] = [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [source, value] of sources) {
      const loc = firstNulAt(value, source);
      if (loc) throw new FieldValidationError([{ loc, msg: NUL_CHARACTER_MESSAGE }]);
    }
  });
}
