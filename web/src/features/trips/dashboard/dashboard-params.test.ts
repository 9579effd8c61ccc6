import { describe, expect, it } from 'vitest';
import { readDashboardParams, writeDashboardParams } from './dashboard-params.ts';

const now = new Date('2026-11-30T23:30:00Z'); // already December 1st in Zagreb

describe('dashboard URL parameters', () => {
  it('defaults to the current month in Zagreb, page 1, no filter', () => {
    expect(readDashboardParams(new URLSearchParams(''), now)).toEqual({ month: '2026-12', page: 1, statuses: [], q: '' });
  });

  it.each([
    ['month=2026-06&page=3&status=confirmed&status=completed', { month: '2026-06', page: 3, statuses: ['confirmed', 'completed'], q: '' }],
    ['month=2026-13&page=0', { month: '2026-12', page: 1, statuses: [], q: '' }],
    ['month=june&page=-2&status=bogus', { month: '2026-12', page: 1, statuses: [], q: '' }],
    ['status=pending&status=pending_payment', { month: '2026-12', page: 1, statuses: ['pending_payment'], q: '' }],
    ['page=2.5', { month: '2026-12', page: 1, statuses: [], q: '' }],
    ['q=%20Kova%C4%8D%20&month=2026-06', { month: '2026-06', page: 1, statuses: [], q: 'Kovač' }],
  ])('reads %s', (query, expected) => {
    expect(readDashboardParams(new URLSearchParams(query), now)).toEqual(expected);
  });

  it('writes what it reads, leaving out page 1', () => {
    const params = { month: '2026-06', page: 1, statuses: ['draft' as const, 'no_show' as const], q: '' };
    expect(writeDashboardParams(params).toString()).toBe('month=2026-06&status=draft&status=no_show');
    expect(readDashboardParams(writeDashboardParams({ ...params, page: 4 }), now)).toEqual({ ...params, page: 4 });
  });

  it('keeps the search in the address, with the other filters', () => {
    const params = { month: '2026-06', page: 2, statuses: ['confirmed' as const], q: 'VZ-AB' };
    expect(writeDashboardParams(params).toString()).toBe('month=2026-06&page=2&status=confirmed&q=VZ-AB');
    expect(readDashboardParams(writeDashboardParams(params), now)).toEqual(params);
  });
});
