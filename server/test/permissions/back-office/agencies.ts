import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's agencies calls (/api/admin/…): staff only; every other role refused. */
export const agenciesCases: EndpointCase[] = [];
