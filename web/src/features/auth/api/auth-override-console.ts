import { authOverrideRequestSchema, type AuthOverrideRequest } from '@vozimo/contract';
import { apiDelete, apiPost } from '../../../lib/api-client.ts';

/**
 * The developer-console helper of spec section 3: staff act as another agent and/or driver.
 *   vozimoAuthOverride.set({ agent_id: 12 })   vozimoAuthOverride.clear()
 * Both reload the page so every screen loads as the new identity.
 */
export interface AuthOverrideConsole {
  set(request: AuthOverrideRequest): Promise<void>;
  clear(): Promise<void>;
}

declare global {
  interface Window {
    vozimoAuthOverride?: AuthOverrideConsole;
  }
}

export function installAuthOverrideConsole(): void {
  window.vozimoAuthOverride = {
    async set(request) {
      await apiPost('/api/auth_override/', authOverrideRequestSchema.parse(request));
      window.location.reload();
    },
    async clear() {
      await apiDelete('/api/auth_override/');
      window.location.reload();
    },
  };
}
