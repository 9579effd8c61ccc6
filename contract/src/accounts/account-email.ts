import { z } from 'zod';

/** An account's e-mail address as every accounts form takes it: trimmed, at most 254 characters, one message for any fault. */
export function accountEmailSchema(message: string) {
  return z.string({ error: message }).trim().max(254, message).pipe(z.email({ error: message }));
}
