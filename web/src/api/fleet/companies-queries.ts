import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyAdminSchema, companyListSchema, type CompanyAdminInvitationRequest, type CompanyFormValues } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { fleetKeys } from './fleet-keys.ts';

export const ADMIN_COMPANIES_PAGE_SIZE = 20;

/** GET /api/admin/companies/: a page of driver companies with their counts (staff). */
export function adminCompaniesQueryOptions({ search, page, limit = ADMIN_COMPANIES_PAGE_SIZE }: { search: string; page: number; limit?: number }) {
  const params = new URLSearchParams({ limit: String(limit), offset: String((page - 1) * limit) });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: fleetKeys.companyList({ search, page, limit }),
    queryFn: ({ signal }) => apiGet(`/api/admin/companies/?${params}`, companyListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/companies/{id}/ */
export function adminCompanyQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: fleetKeys.company(companyId),
    queryFn: ({ signal }) => apiGet(`/api/admin/companies/${companyId}/`, companyAdminSchema, { signal }),
  });
}

/** POST /api/admin/companies/ or …/{id}/. A company's name shows in the Drivers and Vehicles screens too: all fleet queries are stale. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: number | null; body: CompanyFormValues }) =>
      apiPost(companyId === null ? '/api/admin/companies/' : `/api/admin/companies/${companyId}/`, body, companyAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

/** GET /api/company/: the signed-in driver admin's own company, for Settings. */
export function ownCompanyQueryOptions() {
  return queryOptions({
    queryKey: fleetKeys.ownCompany(),
    queryFn: ({ signal }) => apiGet('/api/company/', companyAdminSchema, { signal }),
  });
}

/** POST /api/company/: the driver admin saves its own company; its name shows on the fleet screens too. */
export function useSaveOwnCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyFormValues) => apiPost('/api/company/', body, companyAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

/** POST /api/admin/companies/{id}/set_active/: an inactive company sees no offers; its drivers and vehicles are not assignable. */
export function useSetCompanyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, is_active }: { companyId: number; is_active: boolean }) =>
      apiPost(`/api/admin/companies/${companyId}/set_active/`, { is_active }, companyAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

/**
 * POST /api/admin/companies/{id}/invite_admin/: staff invite a company's admin, who joins it as a
 * driver; the company's counts change, and the Drivers screen shows the new driver.
 */
export function useInviteCompanyAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: number; body: CompanyAdminInvitationRequest }) =>
      apiPost(`/api/admin/companies/${companyId}/invite_admin/`, body, companyAdminSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
