/** The round trips area's query keys: the bookable round trips. */
export const roundTripsKeys = {
  all: ['round-trips'] as const,
  list: () => ['round-trips', 'list'] as const,
  detail: (id: number) => ['round-trips', 'detail', id] as const,
  adminList: (params: { search: string; page: number }) => ['round-trips', 'admin-list', params] as const,
};
