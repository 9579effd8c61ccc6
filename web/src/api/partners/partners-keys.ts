/**
 * The partners area's query keys: the back office's partner applications (list pages per status and
 * search, and one application). Everything under `all`, so a decision marks every one stale.
 */
export const partnersKeys = {
  all: ['partners'] as const,
  applications: () => ['partners', 'applications'] as const,
  /** GET /api/admin/partner_applications/ */
  applicationList: (params: { status: string; search: string; page: number }) => ['partners', 'applications', 'list', params] as const,
  /** GET /api/admin/partner_applications/{id}/ */
  application: (id: number) => ['partners', 'applications', 'one', id] as const,
};
