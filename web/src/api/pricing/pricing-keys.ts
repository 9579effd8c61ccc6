import type { PricingPreviewRequest } from '@vozimo/contract';

/** The pricing area's query keys: the back office's Pricing screen. */
export const pricingKeys = {
  all: ['pricing'] as const,
  settings: () => ['pricing', 'settings'] as const,
  preview: (request: PricingPreviewRequest) => ['pricing', 'preview', request] as const,
  history: (limit: number) => ['pricing', 'history', { limit }] as const,
};
