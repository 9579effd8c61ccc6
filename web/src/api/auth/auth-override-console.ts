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

const loadAuthOverrideApi = () => import('./auth-override-api.ts');

export function installAuthOverrideConsole(): void {
  window.vozimoAuthOverride = {
    // The code behind the helper loads on use: it is installed on every page, the landing page included,
    // but rarely called (docs/performance.md). Through a module of its own, never the contract's whole
    // index: a dynamic import of that keeps every schema of every area, in one chunk that each page
    // then downloads and runs.
    async set(request) {
      await (await loadAuthOverrideApi()).setAuthOverride(request);
      window.location.reload();
    },
    async clear() {
      await (await loadAuthOverrideApi()).clearAuthOverride();
      window.location.reload();
    },
  };
}
