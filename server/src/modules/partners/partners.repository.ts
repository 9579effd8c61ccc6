import type { PartnerApplicationFields, PartnerApplicationStatus, PartnerFileField } from '@vozimo/contract';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { partnerApplicationFiles, partnerApplications, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { admitAttempt } from '../../platform/db/rate-limits.ts';
import type { Admission, RateLimit } from '../../platform/rate-limits/sliding-window.ts';
import { inTransaction, transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';

export interface NewApplicationFile {
  kind: PartnerFileField;
  storedName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
export type PartnerApplicationFileRow = typeof partnerApplicationFiles.$inferSelect;

export interface ApplicationListFilter {
  status: PartnerApplicationStatus;
  search: string;
  limit: number;
  offset: number;
}

/** `%text%` for ilike: a %, _ or backslash typed in the search box matches itself. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = containing(search);
  return or(
    ilike(partnerApplications.companyName, pattern),
    ilike(partnerApplications.legalRepresentative, pattern),
    ilike(partnerApplications.email, pattern),
    ilike(partnerApplications.vat, pattern),
    ilike(partnerApplications.hometown, pattern),
  );
}

/** SQL of the partners area: applications and their files. */
function partnersQueries(db: Database) {
  return {
    /** Admits an application attempt against `limits` and counts it, or refuses it; one atomic step (platform/db/rate-limits.ts). */
    async admitApplicationAttempt(at: Date, limits: readonly RateLimit[]): Promise<Admission> {
      return admitAttempt(db, at, limits);
    },

    /** The application and its files, all or nothing. Returns the new application's id. */
    async insertApplicationWithFiles(fields: PartnerApplicationFields, files: NewApplicationFile[], at: Date): Promise<number> {
      return inTransaction(db, async (tx) => {
        const [application] = await tx
          .insert(partnerApplications)
          .values({
            companyName: fields.company_name,
            address: fields.address,
            vat: fields.vat,
            legalRepresentative: fields.legal_representative,
            email: fields.email,
            phoneNumber: fields.phone_number,
            whatsapp: fields.whatsapp,
            country: fields.country,
            hometown: fields.hometown,
            createdAt: at,
          })
          .returning({ id: partnerApplications.id });
        const applicationId = application!.id;
        if (files.length > 0) {
          await tx.insert(partnerApplicationFiles).values(files.map((file) => ({ ...file, applicationId, createdAt: at })));
        }
        return applicationId;
      });
    },

    /**
     * One page of one status's applications with how many documents each has, and the total.
     * Pending ones oldest first (the longest waiting is served first); decided ones newest first.
     */
    async listApplications(filter: ApplicationListFilter) {
      const where = and(eq(partnerApplications.status, filter.status), searchCondition(filter.search));
      const order = filter.status === 'pending' ? asc(partnerApplications.createdAt) : desc(partnerApplications.reviewedAt);
      const rows = await db
        .select({
          application: partnerApplications,
          // Qualified by hand: inside a one-table select Drizzle writes bare column names, and a bare
          // "id" in the subquery would be the file's own.
          fileCount: sql<number>`(select count(*) from "partner_application_files" f where f."application_id" = "partner_applications"."id")::int`,
        })
        .from(partnerApplications)
        .where(where)
        .orderBy(order, asc(partnerApplications.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ n: count() }).from(partnerApplications).where(where);
      return { rows, count: total?.n ?? 0 };
    },

    /** The application with the name of the staff member who decided it (users is read only for the name). */
    async findApplication(id: number) {
      const [row] = await db
        .select({
          application: partnerApplications,
          reviewerFirstName: users.firstName,
          reviewerLastName: users.lastName,
          reviewerUsername: users.username,
        })
        .from(partnerApplications)
        .leftJoin(users, eq(users.id, partnerApplications.reviewedByUserId))
        .where(eq(partnerApplications.id, id))
        .limit(1);
      return row;
    },

    /** Row-locked: two staff deciding one application at once take turns, the second sees the first's decision. */
    async lockApplication(id: number): Promise<PartnerApplicationRow | undefined> {
      const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
      return row;
    },

    async listFiles(applicationId: number): Promise<PartnerApplicationFileRow[]> {
      return db.select().from(partnerApplicationFiles).where(eq(partnerApplicationFiles.applicationId, applicationId)).orderBy(asc(partnerApplicationFiles.id));
    },

    async findFile(applicationId: number, kind: PartnerFileField): Promise<PartnerApplicationFileRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerApplicationFiles)
        .where(and(eq(partnerApplicationFiles.applicationId, applicationId), eq(partnerApplicationFiles.kind, kind)))
        .limit(1);
      return row;
    },

    async markApproved(id: number, decision: { companyId: number; reviewedByUserId: number; reviewedAt: Date }): Promise<void> {
      await db
        .update(partnerApplications)
        .set({ status: 'approved', companyId: decision.companyId, reviewedByUserId: decision.reviewedByUserId, reviewedAt: decision.reviewedAt, rejectionReason: null })
        .where(eq(partnerApplications.id, id));
    },

    async markRejected(id: number, decision: { reason: string; reviewedByUserId: number; reviewedAt: Date }): Promise<void> {
      await db
        .update(partnerApplications)
        .set({ status: 'rejected', rejectionReason: decision.reason, reviewedByUserId: decision.reviewedByUserId, reviewedAt: decision.reviewedAt })
        .where(eq(partnerApplications.id, id));
    },

    async recordAudit(event: AuditEvent): Promise<void> {
      await recordAuditEvent(db, event);
    },
  };
}

export type PartnersRepository = TransactionalRepository<ReturnType<typeof partnersQueries>>;
/** An application with the names of the staff member who decided it (null before a decision). */
export type PartnerApplicationWithReviewer = NonNullable<Awaited<ReturnType<PartnersRepository['findApplication']>>>;

export const createPartnersRepository = (db: Database): PartnersRepository => transactionalRepository(partnersQueries, db);
