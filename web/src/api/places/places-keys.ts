/** The places area's query keys. */
export const placesKeys = {
  all: ['places'] as const,
  search: (query: string) => ['places', query] as const,
};
