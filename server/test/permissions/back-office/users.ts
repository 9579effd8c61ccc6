import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's users calls (/api/admin/…): staff only; every other role refused. */
export const usersCases: EndpointCase[] = [];
