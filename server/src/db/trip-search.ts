import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Letters with accents and their plain letter, for the trips search (ADR 0015): Croatian first
 * (č ć đ š ž), then the Latin accents customers' names most often carry. `translate` is immutable,
 * so the folded text can be indexed, which `unaccent` (not immutable) cannot.
 */
const ACCENTED = 'čćđšžáàâäãåéèêëíìîïóòôöõøúùûüýÿñçł';
const PLAIN = 'ccdszaaaaaaeeeeiiiioooooouuuuyyncl';

/**
 * Text as the trips search compares it: lower case, accents dropped. The indexes on `trips` and
 * the search condition use this one expression, so the planner matches them.
 */
export function foldForSearch(text: SQL | AnyPgColumn): SQL {
  return sql`translate(lower(${text}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

/** The customer's "first last", as searched and indexed. */
export function customerFullName(first: AnyPgColumn, last: AnyPgColumn): SQL {
  return sql`(${first} || ' ' || ${last})`;
}
