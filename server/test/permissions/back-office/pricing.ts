import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's pricing calls (/api/admin/…): staff only; every other role refused. */
export const pricingCases: EndpointCase[] = [];
