import { z } from 'zod';
import { MAX_ROW_ID } from './ids.ts';

/** `?limit&offset` of a paged list; every list takes at most 100 rows a page. */
export function pageQueryFields(defaultLimit: number) {
  return {
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
    // Bounded like ids: an offset past PostgreSQL's bigint would fail in the database as a 500.
    offset: z.coerce.number().int().min(0).max(MAX_ROW_ID).default(0),
  };
}

/** One page of a list: its rows and how many there are in all. */
export function pageFields<Row extends z.ZodType>(row: Row) {
  return { items: z.array(row), count: z.number().int() };
}

/**
 * `?limit&offset&search` of a back-office list: a page, and the words typed in its search box
 * (trimmed; empty lists everything). Every back-office list pages and searches this one way.
 */
export function searchPageQueryFields(defaultLimit: number) {
  return {
    ...pageQueryFields(defaultLimit),
    search: z.string().trim().max(100, 'At most 100 characters.').optional().default(''),
  };
}
