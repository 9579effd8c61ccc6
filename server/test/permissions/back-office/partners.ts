import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's partners calls (/api/admin/…): staff only; every other role refused. */
export const partnersCases: EndpointCase[] = [];
