import type { PartnerApplicationFields, PartnerFileField } from '@vozimo/contract';
import { partnerApplicationFiles, partnerApplications } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

export interface NewApplicationFile {
  kind: PartnerFileField;
  storedName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export function createPartnersRepository(db: Database) {
  return {
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
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
