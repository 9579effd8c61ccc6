import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's fleet calls (/api/admin/…): staff only; every other role refused. */
export const fleetCases: EndpointCase[] = [];
