import type { z } from 'zod';
import { placeMessages, type FieldOfLoc, type FormMessages } from './form-messages.ts';

/**
 * The contract's schema run on what the form would send: the same checks and messages as the
 * server ('Invalid email', the country rule, passengers …), placed on the form's fields.
 */
export function schemaMessages(schema: z.ZodType, body: unknown, fieldOf: FieldOfLoc): FormMessages {
  const result = schema.safeParse(body);
  if (result.success) return { fields: {}, other: [] };
  return placeMessages(
    result.error.issues.map((issue) => ({ loc: issue.path, message: issue.message })),
    fieldOf,
  );
}

interface ResolverOptions<Values> {
  /** The form field of a message's location (see form-messages.ts). */
  fieldOf: FieldOfLoc;
  /** The request the form would send, when it is not the form's values themselves. */
  toBody?: (values: Values) => unknown;
}

/**
 * The one way a form validates: `validate` of @mantine/form from a zod schema of the contract.
 * Only messages a field shows count; a form that also shows the others calls schemaMessages.
 */
export function zodFormResolver<Values>(schema: z.ZodType, { fieldOf, toBody }: ResolverOptions<Values>) {
  return (values: Values): Record<string, string> => schemaMessages(schema, toBody ? toBody(values) : values, fieldOf).fields;
}
