import type { FleetDocument } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { documentStatusShortText, documentStatusText, tripsAfterText } from './document-statuses.tsx';

const licence = (change: Partial<FleetDocument>): FleetDocument => ({
  kind: 'licence',
  label: "Driver's licence",
  expires_on: '2027-02-22',
  status: 'valid',
  days_left: 90,
  url: '/api/driver_document/11/licence/?v=1',
  trips_after: [],
  ...change,
});

describe('what a document’s status says', () => {
  it.each<[string, Partial<FleetDocument>, string, string]>([
    ['valid', {}, "Driver's licence valid until February 22, 2027", 'Licence valid'],
    ['expiring', { status: 'expiring', expires_on: '2026-12-06', days_left: 12 }, "Driver's licence expires in 12 days", 'Licence: 12 days left'],
    ['expiring tomorrow', { status: 'expiring', days_left: 1 }, "Driver's licence expires in 1 day", 'Licence: 1 day left'],
    ['expiring today', { status: 'expiring', days_left: 0 }, "Driver's licence expires today", 'Licence: last day'],
    ['expired', { status: 'expired', expires_on: '2026-10-01', days_left: -54 }, "Driver's licence expired on October 1, 2026", 'Licence expired'],
    ['missing', { status: 'missing', expires_on: null, days_left: null, url: null }, "Driver's licence: not on file", 'Licence missing'],
  ])('%s', (_case, change, sentence, short) => {
    expect(documentStatusText(licence(change))).toBe(sentence);
    expect(documentStatusShortText(licence(change))).toBe(short);
  });
});

describe('the assigned trips a document ends before (ADR 0061)', () => {
  it('names each trip and its day, and says nothing when there is none', () => {
    expect(tripsAfterText(licence({}))).toBeNull();
    expect(
      tripsAfterText(
        licence({
          trips_after: [
            { trip_id: 7, reference: 'VZ-ABC234', pickup_date: '2027-03-01' },
            { trip_id: 8, reference: null, pickup_date: '2027-03-05' },
          ],
        }),
      ),
    ).toBe("Driver's licence ends before 2 assigned trips: VZ-ABC234 on March 1, 2027; trip 8 on March 5, 2027");
  });
});
