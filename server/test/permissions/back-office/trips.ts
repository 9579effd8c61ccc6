import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's trips calls (/api/admin/…): staff only; every other role refused. */
export const tripsCases: EndpointCase[] = [];
