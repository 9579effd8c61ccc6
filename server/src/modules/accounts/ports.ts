// What the accounts area offers other areas (server/src/modules/README.md).
// The composition root and the create-user command build it; no other area calls it yet.
export type { AccountsService } from './accounts.service.ts';
