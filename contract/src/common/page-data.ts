/**
 * The id of the element the server puts a page's first data in (ADR 0033): the server writes it
 * (server/src/platform/http/page-data.ts), the web app reads it (web/src/lib/page-data.ts).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
