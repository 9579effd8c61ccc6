import { describe, expect, it } from 'vitest';
import { subjectLink } from './subject-links.ts';

describe('subjectLink', () => {
  it.each([
    [{ type: 'trip', id: 12, label: 'VZ-ABC123' }, '/admin/trips/12'],
    [{ type: 'driver', id: 3, label: 'Luka' }, '/admin/approvals/drivers/3'],
    [{ type: 'partner_application', id: 5, label: 'Split Cars' }, '/admin/approvals/partners/5'],
    [{ type: 'company', id: 2, label: 'Split Riviera Transfers' }, '/admin/companies'],
    [{ type: 'setting', id: null, label: 'Platform percentages' }, '/admin/pricing'],
    [{ type: 'setting', id: null, label: 'Something new' }, null],
    [{ type: 'unknown_thing', id: 1, label: 'x' }, null],
  ])('%o → %s', (subject, link) => {
    expect(subjectLink(subject)).toBe(link);
  });
});
