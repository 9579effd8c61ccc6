import { z } from 'zod';

/** One item of a validation error: where (`loc`) and what (`msg`), FastAPI style. */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** 422: `{"detail": [...]}`. */
export const validationErrorSchema = z.object({ detail: z.array(validationIssueSchema) });

/** Every other error: `{"detail": "human readable message"}`. */
export const errorMessageSchema = z.object({ detail: z.string() });

export const errorResponseSchema = z.union([validationErrorSchema, errorMessageSchema]);
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
