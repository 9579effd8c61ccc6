import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's bank-details calls (/api/admin/…): staff only; every other role refused. */
export const bankDetailsCases: EndpointCase[] = [];
