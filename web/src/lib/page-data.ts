import { PAGE_DATA_ELEMENT_ID } from '@vozimo/contract';
import type { z } from 'zod';

interface PageData {
  path: string;
  body: unknown;
}

/**
 * The API's answer to `GET path` when the server sent it inside the page (ADR 0033), checked against
 * the same schema as a fetched answer; otherwise undefined, and the caller fetches. Given out once:
 * it is the answer at the moment the page was served.
 */
export function takePageData<S extends z.ZodType>(path: string, schema: S): z.output<S> | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  let data: PageData;
  try {
    data = JSON.parse(element.textContent) as PageData;
  } catch {
    return undefined;
  }
  if (data.path !== path) return undefined;
  // Gone once taken, so a later visit to the same screen within this page fetches a fresh answer.
  element.remove();
  const parsed = schema.safeParse(data.body);
  return parsed.success ? parsed.data : undefined;
}
