import { staffOnly, signedIn, type EndpointCase } from '../matrix-cases.ts';

/** The back office's pricing calls (/api/admin/…): staff only; every other role refused. */
export const pricingCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/pricing/', expect: staffOnly() },
  // An invalid body: staff get the 422, so the case changes no setting later cases price with.
  { method: 'POST', route: '/api/admin/pricing/', body: () => ({ vat_percent: 101 }), expect: signedIn(403, { staff: 422 }) },
  {
    method: 'POST',
    route: '/api/admin/pricing/preview/',
    body: () => ({ settings: { agency_percent: 10, service_fee_percent: 10, vat_percent: 25, deposit_percent: 25, payment_processing_percent: 3 } }),
    expect: staffOnly(),
  },
  { method: 'GET', route: '/api/admin/pricing/history/', expect: staffOnly() },
];
