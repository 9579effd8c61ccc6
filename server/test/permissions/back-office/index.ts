import type { EndpointCase } from '../matrix-cases.ts';
import { agenciesCases } from './agencies.ts';
import { auditCases } from './audit.ts';
import { bankDetailsCases } from './bank-details.ts';
import { catalogueCases } from './catalogue.ts';
import { companiesCases } from './companies.ts';
import { fleetCases } from './fleet.ts';
import { operatorCases } from './operator.ts';
import { partnersCases } from './partners.ts';
import { pricingCases } from './pricing.ts';
import { roundTripsCases } from './round-trips.ts';
import { tripsCases } from './trips.ts';
import { usersCases } from './users.ts';

/** The back office at /admin/ (docs/decisions/0023-back-office.md), one file per area so each grows on its own. */
export const backOfficeCases: EndpointCase[] = [
  ...partnersCases,
  ...fleetCases,
  ...companiesCases,
  ...agenciesCases,
  ...usersCases,
  ...pricingCases,
  ...catalogueCases,
  ...roundTripsCases,
  ...bankDetailsCases,
  ...operatorCases,
  ...tripsCases,
  ...auditCases,
];
