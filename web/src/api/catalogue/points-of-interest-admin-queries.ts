import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { poiCategoryAdminListSchema, poiCategoryAdminSchema, pointOfInterestAdminListSchema, pointOfInterestAdminSchema, type PoiCategoryForm } from '@vozimo/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const ADMIN_POI_PAGE_SIZE = 20;
export const ADMIN_POI_CATEGORIES_PAGE_SIZE = 20;

/** GET /api/admin/poi_categories/: every category, retired ones too, with how many points each holds. */
export function adminPoiCategoriesQueryOptions({ search, page, limit = ADMIN_POI_CATEGORIES_PAGE_SIZE }: { search: string; page: number; limit?: number }) {
  const params = new URLSearchParams({ limit: String(limit), offset: String((page - 1) * limit) });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: catalogueKeys.adminPoiCategories({ search, page, limit }),
    queryFn: ({ signal }) => apiGet(`/api/admin/poi_categories/?${params}`, poiCategoryAdminListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/points_of_interest/: a page of points, optionally of one category. */
export function adminPointsOfInterestQueryOptions({ search, category, page }: { search: string; category: number | null; page: number }) {
  const params = new URLSearchParams({ limit: String(ADMIN_POI_PAGE_SIZE), offset: String((page - 1) * ADMIN_POI_PAGE_SIZE) });
  if (search) params.set('search', search);
  if (category !== null) params.set('category', String(category));
  return queryOptions({
    queryKey: catalogueKeys.adminPointsOfInterest({ search, category, page }),
    queryFn: ({ signal }) => apiGet(`/api/admin/points_of_interest/?${params}`, pointOfInterestAdminListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A category or a point changes the trip form's filter and the points quotes offer: every catalogue query is stale. */
const refreshCatalogue = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });

export function useSavePoiCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: number | null; body: PoiCategoryForm }) =>
      apiPost(categoryId === null ? '/api/admin/poi_categories/' : `/api/admin/poi_categories/${categoryId}/`, body, poiCategoryAdminSchema),
    // Not awaited: the form closes on the answer; the lists catch up in the background.
    onSuccess: () => void refreshCatalogue(queryClient),
  });
}

/** POST /api/admin/poi_categories/{id}/set_active/: retire (hidden from the trip form's filter) or bring back. */
export function useSetPoiCategoryActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, is_active }: { categoryId: number; is_active: boolean }) =>
      apiPost(`/api/admin/poi_categories/${categoryId}/set_active/`, { is_active }, poiCategoryAdminSchema),
    // Not awaited: the form closes on the answer; the lists catch up in the background.
    onSuccess: () => void refreshCatalogue(queryClient),
  });
}

/** POST /api/admin/points_of_interest/ or …/{id}/ (the form's FormData: fields and an optional photo). */
export function useSavePointOfInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ poiId, body }: { poiId: number | null; body: FormData }) =>
      apiPost(poiId === null ? '/api/admin/points_of_interest/' : `/api/admin/points_of_interest/${poiId}/`, body, pointOfInterestAdminSchema),
    // Not awaited: the form closes on the answer; the lists catch up in the background.
    onSuccess: () => void refreshCatalogue(queryClient),
  });
}

/** POST /api/admin/points_of_interest/{id}/set_active/: hide from quotes, or offer again. */
export function useSetPointOfInterestActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ poiId, is_active }: { poiId: number; is_active: boolean }) =>
      apiPost(`/api/admin/points_of_interest/${poiId}/set_active/`, { is_active }, pointOfInterestAdminSchema),
    // Not awaited: the form closes on the answer; the lists catch up in the background.
    onSuccess: () => void refreshCatalogue(queryClient),
  });
}
