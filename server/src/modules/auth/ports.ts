// What the auth area offers other areas (server/src/modules/README.md).
// Accounts sign a user in after an accepted invitation or a password reset, and end a user's
// sessions (a changed password, a deactivated agent: agents area).
export type { AuthService, OpenedSession } from './auth.service.ts';
export { toCurrentUser } from './auth.service.ts';
