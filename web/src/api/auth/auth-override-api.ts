import { authOverrideRequestSchema, type AuthOverrideRequest } from '@vozimo/contract';
import { apiDelete, apiPost } from '../../lib/api-client.ts';

/** POST /api/auth_override/: staff act as another agent and/or driver (spec section 3). */
export async function setAuthOverride(request: AuthOverrideRequest): Promise<void> {
  await apiPost('/api/auth_override/', authOverrideRequestSchema.parse(request));
}

/** DELETE /api/auth_override/: back to the staff member's own identity. */
export async function clearAuthOverride(): Promise<void> {
  await apiDelete('/api/auth_override/');
}
