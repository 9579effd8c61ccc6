import type { AuthOverrideRequest } from '@vozimo/contract';

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
    // The code behind the helper loads on use: it is installed on every page, the landing page included,
    // but rarely called (docs/performance.md).
    async set(request) {
      const [{ authOverrideRequestSchema }, { apiPost }] = await Promise.all([
        import('@vozimo/contract'),
        import('../../lib/api-client.ts'),
      ]);
      await apiPost('/api/auth_override/', authOverrideRequestSchema.parse(request));
      window.location.reload();
    },
    async clear() {
      const { apiDelete } = await import('../../lib/api-client.ts');
      await apiDelete('/api/auth_override/');
      window.location.reload();
    },
  };
}
