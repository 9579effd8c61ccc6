import {
  AGENCY_FORM_MESSAGES,
  basisPointsToPercent,
  percentToBasisPoints,
  type AgencyAdmin,
  type AgencyFormParsed,
  type AgencyList,
  type OwnAgencyFormParsed,
} from '@vozimo/contract';
import { changedFields } from '../../platform/db/audit-log.ts';
import { bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { AuthService } from '../auth/ports.ts';
import type { PricingService } from '../pricing/ports.ts';
import type { AgenciesRepository, AgencyDetails, AgencyRow } from './agencies.repository.ts';

export interface AgenciesServiceDeps {
  repo: AgenciesRepository;
  /** Whether a commission keeps every price breakdown whole with today's settings. */
  pricing: Pick<PricingService, 'agencyPercentProblems'>;
  /** Ends the sessions of a deactivated agency's agents, after the change has committed. */
  auth: Pick<AuthService, 'endSessionsOf'>;
  now: () => Date;
}

type AgencyWithCount = NonNullable<Awaited<ReturnType<AgenciesRepository['findAgency']>>>;

function toAgencyAdmin({ agency, agentsCount, adminsCount }: AgencyWithCount): AgencyAdmin {
  return {
    agency_id: agency.id,
    name: agency.name,
    commission_percent: basisPointsToPercent(agency.agencyPercentBp),
    email: agency.email,
    phone: agency.phone,
    address: agency.address,
    vat: agency.vat,
    is_active: agency.isActive,
    agents_count: agentsCount,
    admins_count: adminsCount,
    created_at: agency.createdAt.toISOString(),
  };
}

function toDetails(form: AgencyFormParsed): AgencyDetails {
  return {
    name: form.name,
    agencyPercentBp: percentToBasisPoints(form.commission_percent),
    email: form.email,
    phone: form.phone,
    address: form.address,
    vat: form.vat,
  };
}

/** The agency an agency admin acts for ('agency.manageOwn' holds only with one). */
function ownAgencyId(actor: Actor): number {
  if (actor.agencyId === null) throw notFound(AGENCY_FORM_MESSAGES.notFound);
  return actor.agencyId;
}

/** What an audit line keeps of an agency, under the API's names (the commission in basis points, as stored). */
function auditSnapshot(agency: AgencyDetails & { isActive?: boolean }): Record<string, unknown> {
  return {
    name: agency.name,
    agency_percent_bp: agency.agencyPercentBp,
    email: agency.email,
    phone: agency.phone,
    address: agency.address,
    vat: agency.vat,
    is_active: agency.isActive,
  };
}

const subject = (agency: AgencyRow, name = agency.name) => ({ type: 'agency', id: agency.id, label: name });

/**
 * The back office's Agencies (issue 15, docs/decisions/0023-back-office.md). A commission change
 * applies to quotes made after it: a quote keeps the breakdown it was priced with. A deactivated
 * agency's agents cannot sign in (auth.repository.ts reads the agency's flag with the user) and
 * their open sessions end.
 */
export function createAgenciesService({ repo, pricing, auth, now }: AgenciesServiceDeps) {
  async function view(id: number): Promise<AgencyAdmin> {
    const found = await repo.findAgency(id);
    if (!found) throw notFound(AGENCY_FORM_MESSAGES.notFound);
    return toAgencyAdmin(found);
  }

  /** A 422 at the commission when it would break the price breakdown (pricing decides). */
  async function checkCommission(agencyPercentBp: number): Promise<void> {
    const problems = await pricing.agencyPercentProblems(agencyPercentBp);
    if (problems.length > 0) throw bodyFieldErrors(problems.map((message) => ({ field: 'commission_percent', message })));
  }

  return {
    /** For the back office's setup checklist (operator area): an agency that can book exists. */
    hasActiveAgency: () => repo.hasActiveAgency(),

    /** GET /api/admin/agencies/ */
    async listAgencies(actor: Actor, query: { search: string; limit: number; offset: number }): Promise<AgencyList> {
      authorize(actor, 'agencies.manage');
      const { items, count } = await repo.listAgencies(query);
      return { items: items.map(toAgencyAdmin), count };
    },

    /** GET /api/admin/agencies/{agencyId}/ */
    async getAgency(actor: Actor, agencyId: number): Promise<AgencyAdmin> {
      authorize(actor, 'agencies.manage');
      return view(agencyId);
    },

    /** POST /api/admin/agencies/ */
    async createAgency(actor: Actor, form: AgencyFormParsed): Promise<AgencyAdmin> {
      authorize(actor, 'agencies.manage');
      const details = toDetails(form);
      await checkCommission(details.agencyPercentBp!);
      const at = now();
      const created = await repo.transaction(async (tx) => {
        const agency = await tx.insertAgency(details, at);
        await tx.recordAudit({ actorUserId: actor.realUserId, action: 'agents.agency.create', subject: subject(agency), before: null, after: auditSnapshot(agency), at });
        return agency;
      });
      return view(created.id);
    },

    /** POST /api/admin/agencies/{agencyId}/: a new commission is checked against the pricing settings first. */
    async updateAgency(actor: Actor, agencyId: number, form: AgencyFormParsed): Promise<AgencyAdmin> {
      authorize(actor, 'agencies.manage');
      const details = toDetails(form);
      const current = await repo.findAgency(agencyId);
      if (!current) throw notFound(AGENCY_FORM_MESSAGES.notFound);
      // Checked before the transaction: pricing reads its settings on its own connection.
      if (current.agency.agencyPercentBp !== details.agencyPercentBp) await checkCommission(details.agencyPercentBp!);
      const at = now();
      await repo.transaction(async (tx) => {
        const agency = await tx.lockAgency(agencyId);
        if (!agency) throw notFound(AGENCY_FORM_MESSAGES.notFound);
        const change = changedFields(auditSnapshot(agency), auditSnapshot(details));
        if (Object.keys(change.after).length === 0) return;
        await tx.updateAgency(agencyId, details);
        await tx.recordAudit({ actorUserId: actor.realUserId, action: 'agents.agency.update', subject: subject(agency, details.name), ...change, at });
      });
      return view(agencyId);
    },

    /** GET /api/agency/: an agency admin's own agency, for Settings. */
    async getOwnAgency(actor: Actor): Promise<AgencyAdmin> {
      authorize(actor, 'agency.manageOwn');
      return view(ownAgencyId(actor));
    },

    /**
     * POST /api/agency/: an agency admin changes its own agency's name, contact details, address and
     * VAT; the commission stays as staff set it. The same audit line as staff's edits, under the
     * admin's name. The agency is the actor's: no other is reachable.
     */
    async updateOwnAgency(actor: Actor, form: OwnAgencyFormParsed): Promise<AgencyAdmin> {
      authorize(actor, 'agency.manageOwn');
      const agencyId = ownAgencyId(actor);
      const at = now();
      await repo.transaction(async (tx) => {
        const agency = await tx.lockAgency(agencyId);
        if (!agency) throw notFound(AGENCY_FORM_MESSAGES.notFound);
        const details: AgencyDetails = { ...form, agencyPercentBp: agency.agencyPercentBp };
        const change = changedFields(auditSnapshot(agency), auditSnapshot(details));
        if (Object.keys(change.after).length === 0) return;
        await tx.updateAgency(agencyId, details);
        await tx.recordAudit({ actorUserId: actor.realUserId, action: 'agents.agency.update', subject: subject(agency, details.name), ...change, at });
      });
      return view(agencyId);
    },

    /** POST /api/admin/agencies/{agencyId}/set_active/: deactivating signs its agents out everywhere. */
    async setAgencyActive(actor: Actor, agencyId: number, isActive: boolean): Promise<AgencyAdmin> {
      authorize(actor, 'agencies.manage');
      const at = now();
      const signedOut = await repo.transaction(async (tx) => {
        const agency = await tx.lockAgency(agencyId);
        if (!agency) throw notFound(AGENCY_FORM_MESSAGES.notFound);
        if (agency.isActive === isActive) return [];
        await tx.updateAgency(agencyId, { isActive });
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: isActive ? 'agents.agency.activate' : 'agents.agency.deactivate',
          subject: subject(agency),
          before: { is_active: agency.isActive },
          after: { is_active: isActive },
          at,
        });
        return isActive ? [] : tx.listAgentIdsOfAgency(agencyId);
      });
      for (const userId of signedOut) await auth.endSessionsOf(userId);
      return view(agencyId);
    },
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
