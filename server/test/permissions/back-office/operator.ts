import { staffOnly, signedIn, type EndpointCase } from '../matrix-cases.ts';

/** The operator's business details and the setup checklist (/api/admin/…, ADR 0055): staff only. */
export const operatorCases: EndpointCase[] = [
  { method: 'GET', route: '/api/admin/business_details/', expect: staffOnly() },
  // A VAT number without its country prefix: staff get the 422, so the case changes no details.
  {
    method: 'POST',
    route: '/api/admin/business_details/',
    body: () => ({
      legal_name: 'Matrix d.o.o.',
      street_address: 'Ulica 1',
      postal_code: '10000',
      city: 'Zagreb',
      country: 'Croatia',
      vat_number: '12345678901',
      support_email: 'matrix@example.com',
    }),
    expect: signedIn(403, { staff: 422 }),
  },
  { method: 'GET', route: '/api/admin/setup_checklist/', expect: staffOnly() },
];
