import type { FastifyRequest } from 'fastify';
import { PAGE_DATA_ELEMENT_ID } from '@vozimo/contract';

/**
 * The answer to the first GET a page makes, sent inside the page itself (ADR 0033): the page then
 * draws its content in its first render instead of a loading state, one round trip sooner.
 */
export interface PageData {
  /** The API path the page asks for, exactly as the web app builds it. */
  path: string;
  /** The API's answer to it, serialized as the API serializes it. */
  json: string;
  /**
   * The page's own shell, which the web build writes beside index.html with the page's files preloaded
   * (web/build/preload-page-shell.ts); index.html when the build has none.
   */
  shell: string;
}

/**
 * For a page's URL, the data that page asks for first, or null for a page that has none or a URL that
 * names nothing (the page then asks the API itself, and shows what the API says). It answers with
 * the same permission checks as the API route it stands in for, for the request's own actor.
 */
export type PageDataSource = (request: FastifyRequest, pathname: string) => Promise<PageData | null>;

/**
 * The shell with the data in a JSON script element after #root: a data block, which the browser never
 * runs, so the Content-Security-Policy needs no exception. Every '<' is escaped, so no text in the
 * data (a customer's note saying "</script>") can end the element early.
 */
export function shellWithPageData(shell: string, data: PageData): string {
  const payload = `{"path":${JSON.stringify(data.path)},"body":${data.json}}`.replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${payload}</script>`;
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('index.html has no empty #root element to put the page data after');
  return shell.replace(root, () => `${root}${element}`);
}
