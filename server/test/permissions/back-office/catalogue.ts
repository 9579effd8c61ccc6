import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's catalogue calls (/api/admin/…): staff only; every other role refused. */
export const catalogueCases: EndpointCase[] = [];
