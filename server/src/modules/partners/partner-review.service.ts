import {
  decidedFirstMessage,
  PARTNER_FILE_LABELS,
  personName,
  type NamedPerson,
  type PartnerApplicationDetail,
  type PartnerApplicationList,
  type PartnerApplicationListQuery,
  type PartnerFileField,
} from '@vozimo/contract';
import { findBusinessDetails } from '../../platform/db/business-details-setting.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import { queueEmail } from '../../platform/mail/queue-email.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { AccountsService } from '../accounts/ports.ts';
import type { FleetService } from '../fleet/ports.ts';
import { applicationRejectedEmail } from './emails/application-rejected-email.ts';
import type { PartnerApplicationFileRow, PartnerApplicationRow, PartnerApplicationWithReviewer, PartnersRepository } from './partners.repository.ts';

export interface PartnerReviewServiceDeps {
  repo: PartnersRepository;
  /** Makes the approved application's company and first driver, in the approval's transaction. */
  fleet: Pick<FleetService, 'createPartnerCompany'>;
  /** Invites the applicant as the company's first driver admin, in the approval's transaction. */
  accounts: Pick<AccountsService, 'invitePartnerAdmin'>;
  mail: MailDelivery;
  now: () => Date;
}

export const APPLICATION_NOT_FOUND = 'Partner application not found.';

/** A stored document served to staff, and the name it downloads under. */
export interface PartnerDocument {
  storedName: string;
  contentType: string;
  downloadName: string;
}

/** ASCII letters and digits of a name, for a file name ("Dalmacija d.o.o." → "Dalmacija-d-o-o"). */
const fileNamePart = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** "Ivo Ivić" → Ivo / Ivić; a single word is the first name. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

const fileUrl = (applicationId: number, kind: PartnerFileField) => `/api/admin/partner_applications/${applicationId}/files/${kind}/`;

function toFile(file: PartnerApplicationFileRow) {
  return {
    kind: file.kind,
    label: PARTNER_FILE_LABELS[file.kind],
    original_name: file.originalName,
    content_type: file.contentType,
    size_bytes: file.sizeBytes,
    url: fileUrl(file.applicationId, file.kind),
  };
}

/** The staff member who decided, as the application's row names them; null before a decision or once their account is gone. */
function reviewerOf(row: PartnerApplicationWithReviewer): NamedPerson | null {
  return row.reviewerUsername === null ? null : { firstName: row.reviewerFirstName, lastName: row.reviewerLastName, username: row.reviewerUsername };
}

/** The application's details as the audit log keeps them with a decision. */
const auditSubject = (row: PartnerApplicationRow) => ({ type: 'partner_application', id: row.id, label: row.companyName });

/**
 * Staff's review of partner applications (docs/decisions/0023-back-office.md): the list, one
 * application with its documents, approving it into a driver company with its first driver admin
 * invited, or rejecting it with a reason e-mailed to the applicant.
 */
export function createPartnerReviewService({ repo, fleet, accounts, mail, now }: PartnerReviewServiceDeps) {
  async function detail(tx: PartnersRepository, id: number): Promise<PartnerApplicationDetail> {
    const row = await tx.findApplication(id);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    const a = row.application;
    const reviewer = reviewerOf(row);
    return {
      application_id: a.id,
      company_name: a.companyName,
      address: a.address,
      vat: a.vat,
      legal_representative: a.legalRepresentative,
      email: a.email,
      phone_number: a.phoneNumber,
      whatsapp: a.whatsapp,
      country: a.country,
      hometown: a.hometown,
      status: a.status,
      company_id: a.companyId,
      rejection_reason: a.rejectionReason,
      reviewed_at: a.reviewedAt?.toISOString() ?? null,
      reviewed_by: reviewer ? personName(reviewer) : '',
      created_at: a.createdAt.toISOString(),
      files: (await tx.listFiles(a.id)).map(toFile),
    };
  }

  /**
   * The application locked for a decision: 404 unknown, 409 decided already. A pending application
   * never changes but by a decision, so pending is the state every decision was taken on, and the
   * second of two staff deciding at once is told who decided first
   * (docs/decisions/0041-staff-decisions-name-the-state-they-saw.md).
   */
  async function pendingApplication(tx: PartnersRepository, id: number, at: Date): Promise<PartnerApplicationRow> {
    const row = await tx.lockApplication(id);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    if (row.status === 'pending') return row;
    const decided = await tx.findApplication(id);
    const first = { reviewer: decided ? reviewerOf(decided) : null, outcome: row.status, at: row.reviewedAt ?? at };
    throw new AppError(409, decidedFirstMessage('application', first, at));
  }

  return {
    /** GET /api/admin/partner_applications/ */
    async listApplications(actor: Actor, query: PartnerApplicationListQuery): Promise<PartnerApplicationList> {
      authorize(actor, 'partners.review');
      const page = await repo.listApplications(query);
      return {
        count: page.count,
        items: page.rows.map(({ application: a, fileCount }) => ({
          application_id: a.id,
          company_name: a.companyName,
          legal_representative: a.legalRepresentative,
          email: a.email,
          country: a.country,
          hometown: a.hometown,
          status: a.status,
          file_count: fileCount,
          created_at: a.createdAt.toISOString(),
        })),
      };
    },

    /** GET /api/admin/partner_applications/{id}/ */
    async getApplication(actor: Actor, id: number): Promise<PartnerApplicationDetail> {
      authorize(actor, 'partners.review');
      return detail(repo, id);
    },

    /** GET /api/admin/partner_applications/{id}/files/{kind}/: staff only; 404 for a slot left empty. */
    async applicationDocument(actor: Actor, id: number, kind: PartnerFileField): Promise<PartnerDocument> {
      authorize(actor, 'partners.review');
      const application = await repo.findApplication(id);
      const file = application && (await repo.findFile(id, kind));
      if (!application || !file) throw notFound('File not found.');
      return {
        storedName: file.storedName,
        contentType: file.contentType,
        downloadName: `${fileNamePart(application.application.companyName) || 'application'}-${kind.replaceAll('_', '-')}`,
      };
    },

    /**
     * POST /api/admin/partner_applications/{id}/approve/: in one transaction, the application locked
     * (pending only), its driver company with the legal representative as first driver, the
     * invitation of the applicant's address to open that driver's account as the company's driver
     * admin (its e-mail queued), the application marked approved, and the audit line. All or none:
     * two approvals at once make one company.
     */
    async approveApplication(actor: Actor, id: number): Promise<PartnerApplicationDetail> {
      authorize(actor, 'partners.review');
      const at = now();
      const { emailId, answer } = await repo.transaction(async (tx, txDb: Database) => {
        const application = await pendingApplication(tx, id, at);
        const { companyId, driverId } = await fleet.createPartnerCompany(
          txDb,
          {
            companyName: application.companyName,
            address: application.address,
            vat: application.vat,
            legalRepresentative: application.legalRepresentative,
            email: application.email,
            phoneNumber: application.phoneNumber,
            whatsapp: application.whatsapp,
            country: application.country,
            hometown: application.hometown,
          },
          actor.realUserId,
          at,
        );
        const queued = await accounts.invitePartnerAdmin(txDb, actor, { email: application.email, ...splitName(application.legalRepresentative), driverId }, at);
        await tx.markApproved(id, { companyId, reviewedByUserId: actor.realUserId, reviewedAt: at });
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: 'partners.application.approve',
          subject: auditSubject(application),
          before: { status: 'pending' },
          after: { status: 'approved', company_id: companyId },
          details: { driver_id: driverId, invited_email: application.email },
          at,
        });
        return { emailId: queued, answer: await detail(tx, id) };
      });
      mail.dispatch(emailId);
      return answer;
    },

    /** POST /api/admin/partner_applications/{id}/reject/: marked rejected, the reason e-mailed to the applicant. */
    async rejectApplication(actor: Actor, id: number, reason: string): Promise<PartnerApplicationDetail> {
      authorize(actor, 'partners.review');
      const at = now();
      const { emailId, answer } = await repo.transaction(async (tx, txDb) => {
        const application = await pendingApplication(tx, id, at);
        await tx.markRejected(id, { reason, reviewedByUserId: actor.realUserId, reviewedAt: at });
        const { support_email: supportEmail } = await findBusinessDetails(txDb);
        const content = applicationRejectedEmail({ companyName: application.companyName, legalRepresentative: application.legalRepresentative, reason }, supportEmail);
        const queued = await queueEmail(txDb, { to: application.email, ...content, dedupeKey: `partner-application-rejected:${id}`, secrets: [] });
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: 'partners.application.reject',
          subject: auditSubject(application),
          before: { status: 'pending' },
          after: { status: 'rejected', rejection_reason: reason },
          at,
        });
        return { emailId: queued, answer: await detail(tx, id) };
      });
      mail.dispatch(emailId);
      return answer;
    },
  };
}

export type PartnerReviewService = ReturnType<typeof createPartnerReviewService>;
