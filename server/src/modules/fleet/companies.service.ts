import {
  COMPANY_FORM_MESSAGES,
  type CompanyAdmin,
  type CompanyAdminInvitationRequestParsed,
  type CompanyFormParsed,
  type CompanyList,
} from '@vozimo/contract';
import { changedFields } from '../../platform/db/audit-log.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import type { AccountsService } from '../accounts/ports.ts';
import type { CompaniesRepository, CompanyDetails, CompanyRow } from './companies.repository.ts';

export interface CompaniesServiceDeps {
  repo: CompaniesRepository;
  /** The accounts area's invitation of a company's first admin, inside the transaction that adds its driver record. */
  accounts: Pick<AccountsService, 'inviteCompanyAdmin'>;
  mail: MailDelivery;
  now: () => Date;
}

type CompanyWithCounts = NonNullable<Awaited<ReturnType<CompaniesRepository['findCompany']>>>;

function toCompanyAdmin({ company, driversCount, vehiclesCount, adminsCount }: CompanyWithCounts): CompanyAdmin {
  return {
    company_id: company.id,
    company_name: company.companyName,
    address: company.address,
    vat: company.vat,
    legal_representative: company.legalRepresentative,
    email: company.email,
    phone_number: company.phoneNumber,
    whatsapp: company.whatsapp,
    country: company.country,
    hometown: company.hometown,
    payout_account_holder: company.payoutAccountHolder,
    payout_iban: company.payoutIban,
    payout_swift: company.payoutSwift,
    payout_account_filled: company.payoutAccountHolder !== '' && company.payoutIban !== '',
    is_approved: company.isApproved,
    is_active: company.isActive,
    is_ad_hoc: company.isAdHoc,
    admins_count: adminsCount,
    drivers_count: driversCount,
    vehicles_count: vehiclesCount,
    created_at: company.createdAt.toISOString(),
  };
}

function toDetails(form: CompanyFormParsed): CompanyDetails {
  return {
    companyName: form.company_name,
    address: form.address,
    vat: form.vat,
    legalRepresentative: form.legal_representative,
    email: form.email,
    phoneNumber: form.phone_number,
    whatsapp: form.whatsapp,
    country: form.country,
    hometown: form.hometown,
    payoutAccountHolder: form.payout_account_holder,
    payoutIban: form.payout_iban,
    payoutSwift: form.payout_swift,
  };
}

/** What an audit line keeps of a company: its editable fields under the API's names. */
function auditSnapshot(company: CompanyRow): Record<string, unknown> {
  return {
    company_name: company.companyName,
    address: company.address,
    vat: company.vat,
    legal_representative: company.legalRepresentative,
    email: company.email,
    phone_number: company.phoneNumber,
    whatsapp: company.whatsapp,
    country: company.country,
    hometown: company.hometown,
    payout_account_holder: company.payoutAccountHolder,
    payout_iban: company.payoutIban,
    payout_swift: company.payoutSwift,
    is_active: company.isActive,
  };
}

/** The company a driver admin acts for ('company.manageOwn' holds only with one). */
function ownCompanyId(actor: Actor): number {
  if (actor.companyId === null) throw notFound(COMPANY_FORM_MESSAGES.notFound);
  return actor.companyId;
}

const subject = (company: CompanyRow) => ({ type: 'company', id: company.id, label: company.companyName });

/**
 * The back office's Companies (issue 15, docs/decisions/0023-back-office.md): staff list, create,
 * edit and (de)activate driver companies. A deactivated company's admins see no offers and cannot
 * claim (company-fleet.service.ts `companyStanding`), and its drivers and vehicles are not
 * assignable (rules/assignable.ts); its records and trips stay.
 */
export function createCompaniesService({ repo, accounts, mail, now }: CompaniesServiceDeps) {
  async function view(id: number): Promise<CompanyAdmin> {
    const found = await repo.findCompany(id);
    if (!found) throw notFound(COMPANY_FORM_MESSAGES.notFound);
    return toCompanyAdmin(found);
  }

  /** The company's details and payout account, in one transaction with its audit line (only what changed). */
  async function saveDetails(actor: Actor, companyId: number, form: CompanyFormParsed): Promise<CompanyAdmin> {
    const at = now();
    await repo.transaction(async (tx) => {
      const company = await tx.lockCompany(companyId);
      if (!company) throw notFound(COMPANY_FORM_MESSAGES.notFound);
      const details = toDetails(form);
      const change = changedFields(auditSnapshot(company), auditSnapshot({ ...company, ...details }));
      if (Object.keys(change.after).length === 0) return;
      await tx.updateCompany(companyId, details);
      await tx.recordAudit({ actorUserId: actor.realUserId, action: 'fleet.company.update', subject: { ...subject(company), label: details.companyName }, ...change, at });
    });
    return view(companyId);
  }

  return {
    /** For the back office's setup checklist (operator area): a company that can take offered trips exists. */
    hasClaimingCompany: () => repo.hasClaimingCompany(),

    /** GET /api/admin/companies/ */
    async listCompanies(actor: Actor, query: { search: string; limit: number; offset: number }): Promise<CompanyList> {
      authorize(actor, 'companies.manage');
      const { items, count } = await repo.listCompanies(query);
      return { items: items.map(toCompanyAdmin), count };
    },

    /** GET /api/admin/companies/{companyId}/ */
    async getCompany(actor: Actor, companyId: number): Promise<CompanyAdmin> {
      authorize(actor, 'companies.manage');
      return view(companyId);
    },

    /** POST /api/admin/companies/: approved and active at once (staff vouch for it). */
    async createCompany(actor: Actor, form: CompanyFormParsed): Promise<CompanyAdmin> {
      authorize(actor, 'companies.manage');
      const at = now();
      const created = await repo.transaction(async (tx) => {
        const company = await tx.insertCompany(toDetails(form), at);
        await tx.recordAudit({ actorUserId: actor.realUserId, action: 'fleet.company.create', subject: subject(company), before: null, after: auditSnapshot(company), at });
        return company;
      });
      return view(created.id);
    },

    /** POST /api/admin/companies/{companyId}/: its details and payout account; the line keeps only what changed. */
    async updateCompany(actor: Actor, companyId: number, form: CompanyFormParsed): Promise<CompanyAdmin> {
      authorize(actor, 'companies.manage');
      return saveDetails(actor, companyId, form);
    },

    /** GET /api/company/: a driver admin's own company, for Settings. */
    async getOwnCompany(actor: Actor): Promise<CompanyAdmin> {
      authorize(actor, 'company.manageOwn');
      return view(ownCompanyId(actor));
    },

    /**
     * POST /api/company/: a driver admin changes its own company's details and payout account, as
     * staff do in the back office (the same checks, the IBAN's check digits among them, and the
     * same audit line under the admin's name). No other company is reachable: the id is the actor's.
     */
    async updateOwnCompany(actor: Actor, form: CompanyFormParsed): Promise<CompanyAdmin> {
      authorize(actor, 'company.manageOwn');
      return saveDetails(actor, ownCompanyId(actor), form);
    },

    /** POST /api/admin/companies/{companyId}/set_active/: the ad-hoc company stays active (409). */
    /**
     * POST /api/admin/companies/{id}/invite_admin/ (issue 30): staff invite a company's admin from
     * its row. One transaction adds the person's driver record to the company (a driver admin is a
     * driver of its company) and the invitation that makes its account the company's admin, so a
     * refused invitation (the address has an account or an open invitation: 409) leaves no driver.
     */
    async inviteCompanyAdmin(actor: Actor, companyId: number, body: CompanyAdminInvitationRequestParsed): Promise<CompanyAdmin> {
      authorize(actor, 'companies.manage');
      const at = now();
      const emailId = await repo.transaction(async (tx, txDb) => {
        const company = await tx.lockCompany(companyId);
        if (!company) throw notFound(COMPANY_FORM_MESSAGES.notFound);
        if (!company.isActive) throw new AppError(409, COMPANY_FORM_MESSAGES.inviteInactive);
        const driverName = `${body.first_name} ${body.last_name}`;
        const driverId = await tx.insertAdminDriver(companyId, { driverName, email: body.email }, at);
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: 'fleet.company.invite_admin',
          subject: subject(company),
          before: {},
          after: { driver_id: driverId, driver_name: driverName, email: body.email },
          at,
        });
        return accounts.inviteCompanyAdmin(txDb, actor, { email: body.email, firstName: body.first_name, lastName: body.last_name, driverId }, at);
      });
      if (emailId !== null) mail.dispatch(emailId);
      return view(companyId);
    },

    async setCompanyActive(actor: Actor, companyId: number, isActive: boolean): Promise<CompanyAdmin> {
      authorize(actor, 'companies.manage');
      const at = now();
      await repo.transaction(async (tx) => {
        const company = await tx.lockCompany(companyId);
        if (!company) throw notFound(COMPANY_FORM_MESSAGES.notFound);
        // Staff assign ad-hoc drivers from the trip form; without their company they could not.
        if (company.isAdHoc && !isActive) throw new AppError(409, COMPANY_FORM_MESSAGES.adHocInactive);
        if (company.isActive === isActive) return;
        await tx.updateCompany(companyId, { isActive });
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: isActive ? 'fleet.company.activate' : 'fleet.company.deactivate',
          subject: subject(company),
          before: { is_active: company.isActive },
          after: { is_active: isActive },
          at,
        });
      });
      return view(companyId);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
