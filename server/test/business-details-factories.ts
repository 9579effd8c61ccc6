import { eq } from 'drizzle-orm';
import type { BusinessDetails } from '@vozimo/contract';
import { settings } from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/db/database.ts';

/** An operator that is not the demo's, so a test sees the stored details rather than the public pages' COMPANY. */
export const TEST_BUSINESS: BusinessDetails = {
  legal_name: 'Jadran Prijevoz d.o.o.',
  street_address: 'Obala kneza Branimira 3',
  postal_code: '23000',
  city: 'Zadar',
  country: 'Croatia',
  vat_number: 'HR12345678901',
  support_email: 'help@jadran-prijevoz.example',
};

/** "Jadran Prijevoz d.o.o., Obala kneza Branimira 3, 23000 Zadar, Croatia": the holder transfers name. */
export const TEST_BUSINESS_ADDRESS = 'Jadran Prijevoz d.o.o., Obala kneza Branimira 3, 23000 Zadar, Croatia';

/** Staff's Admin → Business details: a migrated database has none (ADR 0055). */
export async function storeBusinessDetails(db: Database, details: BusinessDetails = TEST_BUSINESS): Promise<void> {
  await db.update(settings).set({ value: details }).where(eq(settings.key, 'business_details'));
}
