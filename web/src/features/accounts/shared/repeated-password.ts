import { PASSWORD_MESSAGES } from '@vozimo/contract';
import { z } from 'zod';

/**
 * A form's fields with a new password typed twice: the repeat must equal it, with the contract's
 * message at the repeat field. The length rules stay on the password field itself (newPasswordSchema).
 */
export function withRepeatedPassword<Shape extends z.ZodRawShape>(shape: Shape, password: keyof Shape & string, repeat: keyof Shape & string) {
  return z.object(shape).superRefine((values: Record<string, unknown>, context) => {
    if (values[password] !== values[repeat]) context.addIssue({ code: 'custom', path: [repeat], message: PASSWORD_MESSAGES.mismatch });
  });
}
