import { z } from 'zod';

/** Which card processor the server uses: real Stripe, or the built-in offline test processor. */
export const cardProcessorSchema = z.enum(['stripe', 'test']);
export type CardProcessor = z.infer<typeof cardProcessorSchema>;
