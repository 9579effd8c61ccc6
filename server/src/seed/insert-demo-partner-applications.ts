import type { Database } from '../platform/db/database.ts';
import { partnerApplications } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** Two companies waiting for staff review, so the review queue is not empty in the demo. */
export async function insertDemoPartnerApplications(db: Database, now: Date): Promise<void> {
  await db.insert(partnerApplications).values([
    {
      companyName: 'Istra Premium Transfers d.o.o.',
      address: 'Flanatička ulica 14, 52100 Pula, Croatia',
      vat: 'HR90261734558',
      legalRepresentative: 'Dario Benčić',
      email: 'dario@istra-premium.example.com',
      phoneNumber: '+385525550190',
      whatsapp: '+385915550190',
      country: 'Croatia',
      hometown: 'Pula',
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    },
    {
      companyName: 'Kras Shuttle s.p.',
      address: 'Tržaška cesta 4, 6230 Postojna, Slovenia',
      vat: 'SI40617283',
      legalRepresentative: 'Tina Hrovat',
      email: 'tina@kras-shuttle.example.com',
      phoneNumber: '+38657555031',
      whatsapp: '',
      country: 'Slovenia',
      hometown: 'Postojna',
      createdAt: new Date(now.getTime() - 6 * DAY_MS),
    },
  ]);
}
