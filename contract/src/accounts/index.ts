export * from './passwords.ts';
export * from './invitations.ts';
export * from './password-reset.ts';
export * from './own-account.ts';
export * from './account-email.ts';
export * from './users-admin.ts';
