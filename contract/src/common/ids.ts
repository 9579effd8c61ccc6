import { z } from 'zod';

/** The largest id a Postgres integer column holds: a larger one in a request is a 422, never a database error. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a URL path or query string (text, read as a number). */
export const rowIdParamSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
