/** One page (numbered from 1) of a list endpoint, as its `limit` and `offset` query parameters. */
export function pageParams(page: number, pageSize: number): Record<'limit' | 'offset', string> {
  return { limit: String(pageSize), offset: String((page - 1) * pageSize) };
}
