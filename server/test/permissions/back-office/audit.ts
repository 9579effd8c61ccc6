import type { EndpointCase } from '../matrix-cases.ts';

/** The back office's audit calls (/api/admin/…): staff only; every other role refused. */
export const auditCases: EndpointCase[] = [];
