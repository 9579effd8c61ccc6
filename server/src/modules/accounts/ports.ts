// What the accounts area offers other areas (server/src/modules/README.md): its service (agents
// picks `setUserActiveFor`, which joins the caller's transaction).
export type { AccountsService } from './accounts.service.ts';
