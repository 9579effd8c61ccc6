import {
  changedSinceOpenedMessage,
  decidedFirstMessage,
  DRIVER_DOCUMENTS,
  VEHICLE_DOCUMENTS,
  zagrebToday,
  type DriverReview,
  type FleetApprovalQuery,
  type FleetApprovalRequest,
  type FleetRejectionRequest,
  type VehicleReview,
} from '@vozimo/contract';
import type { drivers, vehicles } from '../../db/schema/index.ts';
import { changedFields } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { DRIVER_NOT_FOUND } from './drivers.service.ts';
import type { NewPartnerCompany, ReviewedKind } from './fleet-approvals.repository.ts';
import type { FleetRepository } from './fleet.repository.ts';
import { toDriverListItem, toVehicleListItem } from './fleet-views.ts';
import { approvalDocumentsRefusal, type ReviewedDocument } from './rules/approval-documents.ts';
import { VEHICLE_NOT_FOUND } from './vehicles.service.ts';

export interface FleetApprovalsServiceDeps {
  repo: FleetRepository;
  now: () => Date;
}

type DriverRow = typeof drivers.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

/** The driver company and first driver an approved partner application becomes. */
export interface PartnerCompanyCreated {
  companyId: number;
  driverId: number;
}

/** Staff's decision: approve, or refuse with the reason the company reads. */
type Decision = { approve: true } | { approve: false; reason: string };

const reviewFields = (row: { createdAt: Date; updatedAt: Date; reviewedAt: Date | null; version: number }) => ({
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
  version: row.version,
});

/** The review state as the audit line shows it. */
const reviewState = (row: { isApproved: boolean; rejectionReason: string | null }) => ({
  is_approved: row.isApproved,
  rejection_reason: row.rejectionReason,
});

/** The audit line of a decision: 'fleet.driver.approve', 'fleet.vehicle.reject'. */
export const fleetDecisionAudit = (kind: ReviewedKind, approve: boolean) => `fleet.${kind}.${approve ? 'approve' : 'reject'}`;

/** Why a decision taken on the record's current version cannot be taken: it is the record's state already. */
function decisionConflict(row: { isApproved: boolean; rejectionReason: string | null; documentsUnderReview: boolean }, decision: Decision, noun: string): string | null {
  // An approved record with renewed documents waits for a look at them: approving it accepts them.
  if (decision.approve && row.isApproved && !row.documentsUnderReview) return `This ${noun} is already approved.`;
  if (!decision.approve && !row.isApproved && row.rejectionReason !== null) return `This ${noun} is already rejected.`;
  return null;
}

/** What a stale decision's message is made of: the record's version and its last decision and change. */
type ReviewedRow = Pick<
  DriverRow | VehicleRow,
  'version' | 'isApproved' | 'reviewedAt' | 'reviewedByUserId' | 'updatedAt' | 'rejectionReason' | 'companyId' | 'documentsUnderReview'
>;

/** What each kind of record answers for its review. */
interface FleetReviews {
  driver: DriverReview;
  vehicle: VehicleReview;
}

/** What differs between reviewing a driver and a vehicle; the queue, the review and the decision are the same. */
interface ReviewedRecord<Review> {
  notFound: string;
  /** The record row-locked, with its name on the audit line and the documents approval needs. */
  lock: (tx: FleetRepository, id: number) => Promise<{ row: ReviewedRow; label: string; documents: ReviewedDocument[] } | undefined>;
  /** The review answers of `ids`, in their order (an id not found is left out). */
  reviews: (tx: FleetRepository, ids: number[], today: string) => Promise<Review[]>;
}

async function driverReviews(tx: FleetRepository, ids: number[], today: string): Promise<DriverReview[]> {
  if (ids.length === 0) return [];
  const rows = await tx.listDrivers({ ids }, today);
  const counts = await tx.tripCountsByDriver(ids);
  const upcoming = await tx.listUpcomingAssignedTrips({ driverIds: ids, vehicleIds: [] }, today);
  const byId = new Map(rows.map((row) => [row.driver.id, { ...toDriverListItem(row, counts.get(row.driver.id), today, upcoming), ...reviewFields(row.driver) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function vehicleReviews(tx: FleetRepository, ids: number[], today: string): Promise<VehicleReview[]> {
  if (ids.length === 0) return [];
  const rows = await tx.listVehicles({ ids }, today);
  const upcoming = await tx.listUpcomingAssignedTrips({ driverIds: [], vehicleIds: ids }, today);
  const byId = new Map(rows.map((row) => [row.vehicle.id, { ...toVehicleListItem(row, today, upcoming), ...reviewFields(row.vehicle) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const REVIEWED: { [K in ReviewedKind]: ReviewedRecord<FleetReviews[K]> } = {
  driver: {
    notFound: DRIVER_NOT_FOUND,
    lock: async (tx, id) => {
      const row = await tx.lockDriver(id);
      return (
        row && {
          row,
          label: row.driverName,
          documents: [
            { label: DRIVER_DOCUMENTS.licence.label, expiresOn: row.licenceExpiresOn },
            { label: DRIVER_DOCUMENTS.id.label, expiresOn: row.idExpiresOn },
          ],
        }
      );
    },
    reviews: driverReviews,
  },
  vehicle: {
    notFound: VEHICLE_NOT_FOUND,
    lock: async (tx, id) => {
      const row = await tx.lockVehicle(id);
      return (
        row && {
          row,
          label: `${row.licensePlate} (${row.make} ${row.model})`,
          documents: [
            { label: VEHICLE_DOCUMENTS.registration.label, expiresOn: row.registrationExpiresOn },
            { label: VEHICLE_DOCUMENTS.insurance.label, expiresOn: row.insuranceExpiresOn },
          ],
        }
      );
    },
    reviews: vehicleReviews,
  },
};

/**
 * The back office's Approvals of drivers and vehicles (docs/decisions/0023-back-office.md): the
 * queues of records waiting for staff, a record's review, and the decision. Approving clears a
 * reason given before; refusing keeps the record unassignable and shows the reason to its company
 * until the company changes what made it wait (ADR 0019), which puts it back in the queue.
 */
export function createFleetApprovalsService({ repo, now }: FleetApprovalsServiceDeps) {
  /**
   * A decision taken on a version the record no longer has (409): two staff decided at once, or one
   * decided on a page opened before the other's decision or the company's edit. Without this the
   * later decision silently replaced the earlier one. The message says what happened since.
   */
  async function refuseStaleDecision(tx: FleetRepository, row: ReviewedRow, seenVersion: number, noun: string, at: Date): Promise<void> {
    if (row.version === seenVersion) return;
    // A decision leaves updated_at alone, so the last change was a decision unless an edit came after it.
    if (row.reviewedAt === null || row.reviewedAt < row.updatedAt) throw new AppError(409, changedSinceOpenedMessage(noun, row.updatedAt, at));
    const reviewer = row.reviewedByUserId === null ? undefined : await tx.findReviewer(row.reviewedByUserId);
    const outcome = row.isApproved ? 'approved' : 'rejected';
    throw new AppError(409, decidedFirstMessage(noun, { reviewer: reviewer ?? null, outcome, at: row.reviewedAt }, at));
  }

  async function decide<K extends ReviewedKind>(actor: Actor, kind: K, id: number, decision: Decision, seenVersion: number): Promise<FleetReviews[K]> {
    authorize(actor, 'fleet.approve');
    const record = REVIEWED[kind];
    const at = now();
    return repo.transaction(async (tx) => {
      // Locked, so two staff deciding at once take turns and the second finds the version it saw gone.
      const locked = await record.lock(tx, id);
      if (!locked) throw notFound(record.notFound);
      const before = locked.row;
      await refuseStaleDecision(tx, before, seenVersion, kind, at);
      const conflict = decisionConflict(before, decision, kind);
      if (conflict) throw new AppError(409, conflict);
      // Approved means it may carry passengers: its papers must be there and valid (issue 30).
      const missing = decision.approve ? approvalDocumentsRefusal(locked.documents, zagrebToday(at)) : null;
      if (missing) throw new AppError(409, missing);
      const after = { isApproved: decision.approve, rejectionReason: decision.approve ? null : decision.reason };
      // Either way the renewed documents have had their look: accepted, or refused with the record.
      await tx.recordReview(kind, id, { ...after, documentsUnderReview: false, reviewedAt: at, reviewedByUserId: actor.realUserId });
      await tx.recordAudit({
        actorUserId: actor.realUserId,
        action: fleetDecisionAudit(kind, decision.approve),
        subject: { type: kind, id, label: locked.label },
        ...changedFields(reviewState(before), reviewState(after)),
        details: { company_id: before.companyId },
        at,
      });
      return (await record.reviews(tx, [id], zagrebToday(at)))[0]!;
    });
  }

  return {
    /** GET /api/admin/driver_approvals/ and /vehicle_approvals/: the records waiting for staff, the longest waiting first. */
    async listApprovals<K extends ReviewedKind>(actor: Actor, kind: K, query: FleetApprovalQuery): Promise<{ items: FleetReviews[K][]; count: number }> {
      authorize(actor, 'fleet.approve');
      const page = await repo.pageWaiting(kind, query);
      return { items: await REVIEWED[kind].reviews(repo, page.ids, zagrebToday(now())), count: page.count };
    },

    /** GET /api/admin/driver_approvals/{id}/ and /vehicle_approvals/{id}/: any record, waiting or decided, for its review page. */
    async forReview<K extends ReviewedKind>(actor: Actor, kind: K, id: number): Promise<FleetReviews[K]> {
      authorize(actor, 'fleet.approve');
      const [review] = await REVIEWED[kind].reviews(repo, [id], zagrebToday(now()));
      if (!review) throw notFound(REVIEWED[kind].notFound);
      return review;
    },

    /** POST /api/admin/{drivers,vehicles}/{id}/approve/: assignable from now on (documents permitting); taken on the version staff reviewed. */
    approve: <K extends ReviewedKind>(actor: Actor, kind: K, id: number, request: FleetApprovalRequest) => decide(actor, kind, id, { approve: true }, request.version),
    /** POST /api/admin/{drivers,vehicles}/{id}/reject/: refused; the company sees the reason on its Drivers or Vehicles screen. */
    reject: <K extends ReviewedKind>(actor: Actor, kind: K, id: number, request: FleetRejectionRequest) =>
      decide(actor, kind, id, { approve: false, reason: request.reason }, request.version),

    /**
     * For the partners area, inside its approval's transaction `txDb`: the approved application's
     * driver company (approved at once: staff just reviewed its papers) and its legal representative
     * as its first driver, the record the company's first driver admin signs in as. That driver
     * waits for approval like any other: staff have seen the representative's ID, not a driving
     * licence, and someone who runs a company does not always drive.
     */
    async createPartnerCompany(txDb: Database, details: NewPartnerCompany, actorUserId: number, at: Date): Promise<PartnerCompanyCreated> {
      const tx = repo.joining(txDb);
      const companyId = await tx.insertPartnerCompany(details, at);
      const driverId = await tx.insertDriver({
        companyId,
        driverName: details.legalRepresentative,
        phone: details.phoneNumber,
        email: details.email,
        whatsapp: details.whatsapp,
        hometown: details.hometown,
        isApproved: false,
        isActive: true,
        createdAt: at,
        updatedAt: at,
      });
      await tx.recordAudit({
        actorUserId,
        action: 'fleet.company.create',
        subject: { type: 'company', id: companyId, label: details.companyName },
        after: { company_name: details.companyName, is_approved: true, first_driver_id: driverId },
        details: { source: 'partner_application' },
        at,
      });
      return { companyId, driverId };
    },
  };
}
