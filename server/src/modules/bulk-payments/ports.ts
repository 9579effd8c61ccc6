// What the bulk-payments area offers other areas (server/src/modules/README.md).
// The operator area's setup checklist: whether the bank account agents pay into is set.
export type { BankDetailsService } from './bank-details.service.ts';
