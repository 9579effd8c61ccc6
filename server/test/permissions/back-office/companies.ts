import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's companies calls (/api/admin/…): staff only; every other role refused. */
export const companiesCases: EndpointCase[] = [];
