import { staffOnly, signedIn, type EndpointCase } from '../matrix-cases.ts';

/** The back office's bank-details calls (/api/admin/…): staff only; every other role refused. */
export const bankDetailsCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/bank_details/', expect: staffOnly() },
  // A mistyped IBAN: staff get the 422, so the case changes no bank details.
  {
    method: 'POST',
    route: '/api/admin/bank_details/',
    body: () => ({ bank_name: 'Matrix bank', iban: 'HR00 0000', swift: 'ZABAHR2X' }),
    expect: signedIn(403, { staff: 422 }),
  },
];
