import type { FastifyInstance } from 'fastify';
import { FieldValidationError } from './app-error.ts';

/**
 * How much work a JSON body may cost before any route sees it (issue 28; docs/security.md,
 * "Bounded request work"). The limits are far above what the web sends and far below what would
 * hold the server up: V8's JSON.parse slows down sharply with nesting (a megabyte of nested arrays
 * took over half a second of CPU), and everything after it walks the parsed value.
 */

/**
 * The largest body a route reads whole (Fastify's bodyLimit; multipart uploads stream and set their
 * own limits). The web's largest JSON is a booking with every text field full and 20 stops, under
 * 20 KB; the Stripe webhook keeps a limit of its own.
 */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** How many arrays and objects may nest inside each other; the web's deepest body nests 3. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `Lists and objects in this request are nested more than ${MAX_JSON_DEPTH} levels deep.`;

/** The 422 for a value nested deeper than MAX_JSON_DEPTH, at the part of the request that holds it. */
export function tooDeeplyNested(source: 'path' | 'query' | 'body'): FieldValidationError {
  return new FieldValidationError([{ loc: [source], msg: TOO_DEEP_MESSAGE }]);
}

/** Whether JSON text nests arrays and objects more than `maxDepth` levels deep: one pass over the text, strings skipped. */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // a backslash: the next character is escaped, even a quote
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused as before), after a check of the nesting
 * on the text, so a deep body is refused before JSON.parse spends its time on it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString(); // already a string (parseAs); Fastify's types allow a Buffer too
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeeplyNested('body'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
