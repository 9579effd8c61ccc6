import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { makeRoundTrip } from '../test/round-trip-fixture.ts';
import { RoundTripsPage } from './round-trips-page.tsx';

function stubList(answer: Response | (() => Promise<Response>)) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => (typeof answer === 'function' ? answer() : answer.clone())),
  );
}

const render = () => renderWithProviders(<RoundTripsPage />, { route: '/app/round-trips', user: makeUser({ is_agent: true }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the round trips list', () => {
  it('shows a spinner while loading', () => {
    stubList(() => new Promise<Response>(() => {}));
    render();
    expect(screen.getByLabelText('Loading round trips')).toBeTruthy();
  });

  it('shows each round trip: name, duration, description in 4 lines, and Book from its lowest price', async () => {
    stubList(jsonResponse({ items: [makeRoundTrip(), makeRoundTrip({ round_trip_id: 8, name: 'Istria', duration_minutes: 420, prices: [{ vehicle_type: 1, vehicle_type_name: 'Sedan', max_passengers: 3, price: 150 }] })] }));
    render();
    const krka = await screen.findByRole('article', { name: 'Krka waterfalls & Šibenik' });
    expect(within(krka).getByText('8 h 30 min')).toBeTruthy();
    expect(within(krka).getByText(/^Walk the boardwalk/).getAttribute('data-line-clamp')).toBe('true');
    const book = within(krka).getByRole('link', { name: 'Book from 245.50€' });
    expect(book.getAttribute('href')).toBe('/app/new-round-trip/7');
    expect(within(krka).getByText('Sedan, up to 3 passengers')).toBeTruthy();
    const istria = screen.getByRole('article', { name: 'Istria' });
    expect(within(istria).getByText('7 h')).toBeTruthy();
    expect(within(istria).getByRole('link', { name: 'Book from 150€' }).getAttribute('href')).toBe('/app/new-round-trip/8');
  });

  it('shows the placeholder picture when a round trip has no photos, and a carousel when it has several', async () => {
    // The carousel (Embla) watches its slides; jsdom has no IntersectionObserver.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    stubList(
      jsonResponse({
        items: [makeRoundTrip(), makeRoundTrip({ round_trip_id: 9, name: 'Bled', photos: ['/media/bled-1.jpg', '/media/bled-2.jpg'] })],
      }),
    );
    render();
    const krka = await screen.findByRole('article', { name: 'Krka waterfalls & Šibenik' });
    expect(within(krka).getByRole('img', { name: 'Krka waterfalls & Šibenik (no photos yet)' }).getAttribute('src')).toContain('round-trip-placeholder');
    const bled = screen.getByRole('article', { name: 'Bled' });
    expect(within(bled).getByRole('img', { name: 'Bled, photo 1' }).getAttribute('src')).toBe('/media/bled-1.jpg');
    expect(within(bled).getByRole('img', { name: 'Bled, photo 2' }).getAttribute('src')).toBe('/media/bled-2.jpg');
    expect(within(bled).getByRole('button', { name: 'Next photo of Bled' })).toBeTruthy();
  });

  it('says so when there are none', async () => {
    stubList(jsonResponse({ items: [] }));
    render();
    expect(await screen.findByText('No round trips are on offer at the moment.')).toBeTruthy();
  });

  it('shows the spec’s message when the list cannot load', async () => {
    stubList(jsonResponse({ detail: 'Forbidden.' }, 403));
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error with loading round trips');
  });
});
