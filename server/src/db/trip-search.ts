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

/**
 * The customer's phone as the trips search compares it: its digits, reversed, so "ends with the
 * typed number" is a prefix `like` an index serves. Indexed in schema/trips.ts (ADR 0063).
 */
export function phoneDigitsReversed(phone: SQL | AnyPgColumn): SQL {
  return sql`reverse(regexp_replace(${phone}, '[^0-9]', '', 'g'))`;
}

/** The fewest digits a phone search needs (after a leading 0 or 00): fewer would match by chance. */
const PHONE_SEARCH_MIN_DIGITS = 6;

/**
 * A search typed as a phone number ("091 123 4567", "+385 91 123 4567", "123 4567"), as the
 * reversed digits a stored number must start with (phoneDigitsReversed); null when it is not one.
 * The leading zeros of a local or international prefix are dropped, so "091…" finds "+385 91…".
 */
export function phoneSearchDigits(search: string): string | null {
  if (!/^[\d\s()+./-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? [...digits].reverse().join('') : null;
}
