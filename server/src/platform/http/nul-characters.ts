import type { FastifyInstance } from 'fastify';
import { FieldValidationError } from './app-error.ts';

/** Shown at any value holding a NUL character; PostgreSQL cannot store one in text, so it would fail deep inside as a 500. */
export const NUL_CHARACTER_MESSAGE = 'This value contains a character that is not allowed.';

export function containsNul(value: string): boolean {
  return value.includes('\u0000');
}

/** The location of the first string under `value` that holds a NUL character (keys count too), or null. */
function firstNulAt(value: unknown, at: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return containsNul(value) ? at : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstNulAt(item, [...at, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (containsNul(key)) return [...at, key];
      const found = firstNulAt(item, [...at, key]);
      if (found) return found;
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
    const sources: [string, unknown][] = [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [source, value] of sources) {
      const loc = firstNulAt(value, [source]);
      if (loc) throw new FieldValidationError([{ loc, msg: NUL_CHARACTER_MESSAGE }]);
    }
  });
}
