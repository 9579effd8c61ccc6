import { z } from 'zod';

/** The header a client sends once per form submission so a repeat is answered, not done twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The request headers of a call that takes an `Idempotency-Key` (the key is optional). */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, 'An Idempotency-Key is 16 to 200 letters, digits, "-" or "_".')
    .optional(),
});
