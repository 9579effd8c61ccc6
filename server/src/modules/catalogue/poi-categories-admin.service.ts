import { POI_CATEGORY_ADMIN_MESSAGES, type PoiCategoryAdmin, type PoiCategoryAdminList, type PoiCategoryForm } from '@vozimo/contract';
import { changedFields } from '../../platform/db/audit-log.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { PoiAdminRepository, PoiCategoryRow } from './poi-admin.repository.ts';

const toResponse = (row: PoiCategoryRow, poiCount: number): PoiCategoryAdmin => ({
  category_id: row.id,
  category_name: row.name,
  color: row.color,
  is_active: row.isActive,
  poi_count: poiCount,
});

/** What an audit line keeps of a category. */
const audited = (row: Pick<PoiCategoryRow, 'name' | 'color' | 'isActive'>) => ({ name: row.name, color: row.color, is_active: row.isActive });

const nameTaken = () => bodyFieldErrors([{ field: 'category_name', message: POI_CATEGORY_ADMIN_MESSAGES.nameTaken }]);

/** The back office's POI categories (docs/decisions/0023-back-office.md): staff only. */
export function createPoiCategoriesAdminService({ repo, now = () => new Date() }: { repo: PoiAdminRepository; now?: () => Date }) {
  /** Runs a write; a name taken by a concurrent save (the unique index) answers like the check before it. */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'poi_categories_name_unique')) throw nameTaken();
      throw error;
    }
  }

  return {
    async list(actor: Actor, query: { search: string; limit: number; offset: number }): Promise<PoiCategoryAdminList> {
      authorize(actor, 'catalogue.manage');
      const page = await repo.listCategories(query);
      return { items: page.items.map((r) => toResponse(r.category, r.poiCount)), count: page.count };
    },

    async create(actor: Actor, form: PoiCategoryForm): Promise<PoiCategoryAdmin> {
      authorize(actor, 'catalogue.manage');
      return saving(() =>
        repo.transaction(async (tx) => {
          if (await tx.categoryNamed(form.category_name, null)) throw nameTaken();
          const row = await tx.insertCategory({ name: form.category_name, color: form.color });
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'catalogue.poi_category.create',
            subject: { type: 'poi_category', id: row.id, label: row.name },
            after: audited(row),
            at: now(),
          });
          return toResponse(row, 0);
        }),
      );
    },

    async update(actor: Actor, id: number, form: PoiCategoryForm): Promise<PoiCategoryAdmin> {
      authorize(actor, 'catalogue.manage');
      return saving(() =>
        repo.transaction(async (tx) => {
          const before = await tx.findCategory(id);
          if (!before) throw notFound(POI_CATEGORY_ADMIN_MESSAGES.notFound);
          if (await tx.categoryNamed(form.category_name, id)) throw nameTaken();
          const row = await tx.updateCategory(id, { name: form.category_name, color: form.color });
          const change = changedFields(audited(before), audited(row));
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'catalogue.poi_category.update',
            subject: { type: 'poi_category', id, label: row.name },
            ...change,
            at: now(),
          });
          return toResponse(row, await tx.countPoisInCategory(id));
        }),
      );
    },

    /**
     * Retires or brings back a category. A retired one leaves the trip form's filter
     * (GET /api/poi_categories/); its points of interest keep it and are still offered.
     */
    async setActive(actor: Actor, id: number, isActive: boolean): Promise<PoiCategoryAdmin> {
      authorize(actor, 'catalogue.manage');
      return repo.transaction(async (tx) => {
        const before = await tx.findCategory(id);
        if (!before) throw notFound(POI_CATEGORY_ADMIN_MESSAGES.notFound);
        const row = await tx.updateCategory(id, { isActive });
        if (before.isActive !== isActive) {
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: isActive ? 'catalogue.poi_category.reactivate' : 'catalogue.poi_category.retire',
            subject: { type: 'poi_category', id, label: row.name },
            before: { is_active: before.isActive },
            after: { is_active: isActive },
            at: now(),
          });
        }
        return toResponse(row, await tx.countPoisInCategory(id));
      });
    },
  };
}

export type PoiCategoriesAdminService = ReturnType<typeof createPoiCategoriesAdminService>;
