/** The outbox's query keys: the pages of e-mails the product wrote. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (page: number) => ['outbox', 'list', { page }] as const,
};
