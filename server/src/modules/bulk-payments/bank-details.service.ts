import { businessPostalAddress, type BankDetails, type bankDetailsRequestSchema } from '@vozimo/contract';
import type { z } from 'zod';
import { changedFields } from '../../platform/db/audit-log.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import type { BankDetailsRepository } from './bank-details.repository.ts';
import { bankAccountMissing } from './rules/bulk-payment-refusal.ts';

type BankDetailsChange = z.output<typeof bankDetailsRequestSchema>;

/** What the setting holds; an `account_holder` left by an old installation is ignored (the holder is the business, ADR 0055). */
function storedBankInfo(value: unknown): { bank_name: string; iban: string; swift: string } {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  return { bank_name: text('bank_name'), iban: text('iban'), swift: text('swift') };
}

/**
 * The Money screen's bank details (docs/decisions/0023-back-office.md): the account every
 * bank-transfer modal and e-mail shows, read by the bulk-payments service from the same setting.
 */
export function createBankDetailsService({ repo }: { repo: BankDetailsRepository }) {
  const accountHolder = async () => businessPostalAddress(await repo.findBusinessDetails());

  return {
    /** For the back office's setup checklist (operator area): bank transfers can be paid. */
    async isBankAccountSet(): Promise<boolean> {
      return !bankAccountMissing(storedBankInfo(await repo.findBankInfo()));
    },

    /** GET /api/admin/bank_details/. */
    async get(actor: Actor): Promise<BankDetails> {
      authorize(actor, 'bankDetails.manage');
      return { ...storedBankInfo(await repo.findBankInfo()), account_holder: await accountHolder() };
    },

    /** POST /api/admin/bank_details/: checked by the contract (IBAN check digits, SWIFT shape); one audit line. */
    async update(actor: Actor, change: BankDetailsChange): Promise<BankDetails> {
      authorize(actor, 'bankDetails.manage');
      const saved = await repo.transaction(async (tx) => {
        const before = storedBankInfo(await tx.findBankInfo(true));
        const after = { bank_name: change.bank_name, iban: change.iban, swift: change.swift };
        const changed = changedFields(before, after);
        if (Object.keys(changed.after).length > 0) {
          await tx.saveBankInfo(after);
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'bank_details.update',
            subject: { type: 'setting', id: null, label: 'Bank details' },
            ...changed,
          });
        }
        return after;
      });
      return { ...saved, account_holder: await accountHolder() };
    },
  };
}

export type BankDetailsService = ReturnType<typeof createBankDetailsService>;
