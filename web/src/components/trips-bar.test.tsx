import { screen } from '@testing-library/react';
import type { TripCounts } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { MIN_SHARE, TripsBar, tripsBarSections } from './trips-bar.tsx';

const counts = (pending: number, confirmed: number, completed: number, canceled: number): TripCounts => ({
  pending_trips: pending,
  confirmed_trips: confirmed,
  completed_trips: completed,
  canceled_trips: canceled,
});

describe('TripsBar', () => {
  it('shows each status with trips, in the spec’s order, with its count', () => {
    renderWithProviders(<TripsBar counts={counts(2, 3, 5, 1)} />);
    const parts = screen.getAllByRole('progressbar');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual(['2 pending', '3 confirmed', '5 completed', '1 canceled']);
    expect(parts.map((part) => part.textContent)).toEqual(['2', '3', '5', '1']);
  });

  it('leaves out a status without trips', () => {
    renderWithProviders(<TripsBar counts={counts(0, 4, 0, 0)} />);
    expect(screen.getAllByRole('progressbar').map((part) => part.getAttribute('aria-label'))).toEqual(['4 confirmed']);
  });

  it('is not there at all when the total is 0', () => {
    renderWithProviders(<TripsBar counts={counts(0, 0, 0, 0)} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });
});

describe('tripsBarSections', () => {
  it('splits the bar by share, and the shares add up to 100', () => {
    const sections = tripsBarSections(counts(1, 1, 2, 0));
    expect(sections.map((s) => [s.label, s.share])).toEqual([
      ['pending', 25],
      ['confirmed', 25],
      ['completed', 50],
    ]);
  });

  it('keeps one trip among many wide enough to read its count', () => {
    const sections = tripsBarSections(counts(1, 0, 198, 1));
    expect(sections.map((s) => s.share)).toEqual([MIN_SHARE, 100 - 2 * MIN_SHARE, MIN_SHARE]);
    expect(sections.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(100);
  });
});
