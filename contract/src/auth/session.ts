import { z } from 'zod';
import { rowIdSchema } from '../common/ids.ts';

/** GET /api/auth/: the signed-in user (spec section 3, "Current user"). */
export const currentUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  is_agent: z.boolean(),
  is_agency_admin: z.boolean(),
  is_driver: z.boolean(),
  is_driver_admin: z.boolean(),
  is_staff: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/auth/: trimmed, unknown keys rejected, spec section 5 messages. */
export const loginRequestSchema = z.strictObject({
  // Generous bounds: far longer than any account's, so they never refuse a real sign-in.
  username: z.string().trim().min(1, 'Username must not be empty').max(200, 'Username must be at most 200 characters'),
  password: z.string().trim().min(1, 'Password must not be empty').max(1000, 'Password must be at most 1000 characters'),
  /** "Remember me": keep the session for 30 days instead of until the browser closes. */
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/auth_override/ (staff console helper): act as an agent and/or a driver user. */
export const authOverrideRequestSchema = z
  .strictObject({
    agent_id: rowIdSchema.nullable().optional(),
    driver_id: rowIdSchema.nullable().optional(),
  })
  .refine((v) => v.agent_id != null || v.driver_id != null, {
    message: 'Give agent_id or driver_id',
    path: ['agent_id'],
  });
export type AuthOverrideRequest = z.infer<typeof authOverrideRequestSchema>;

export const okResponseSchema = z.object({ detail: z.string() });
