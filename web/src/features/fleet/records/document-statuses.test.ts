import type { FleetDocument } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { documentStatusShortText, documentStatusText } from './document-statuses.tsx';

const licence = (change: Partial<FleetDocument>): FleetDocument => ({
  kind: 'licence',
  label: "Driver's licence",
  expires_on: '2027-02-22',
  status: 'valid',
  days_left: 90,
  url: '/api/driver_document/11/licence/?v=1',
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
