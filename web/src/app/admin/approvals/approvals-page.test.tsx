import { screen, waitFor, within } from '@testing-library/react';
import type { DriverReview } from '@vozimo/contract';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DriverReviewPage } from '../../../features/fleet/approvals/driver-review-page.tsx';
import { makeDriver } from '../../../features/fleet/test/fleet-fixtures.ts';
import { jsonResponse, makeUser, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ApprovalsPage } from './approvals-page.tsx';

const waiting = (driverId: number, name: string): DriverReview => ({
  ...makeDriver({ driver_id: driverId, driver_name: name, is_approved: false, is_assignable: false }),
  created_at: '2030-05-20T08:00:00Z',
  updated_at: '2030-05-20T08:00:00Z',
  reviewed_at: null,
  version: 1,
});

/** The queue with two waiting drivers, until the first is approved. */
function stubQueue() {
  const queue = [waiting(11, 'Ivan Kovač'), waiting(12, 'Marta Babić')];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'POST' && url === '/api/admin/drivers/11/approve/') {
        const approved = { ...queue.shift()!, is_approved: true, version: 2 };
        return jsonResponse(approved);
      }
      if (url.startsWith('/api/admin/driver_approvals/11/')) return jsonResponse(queue.find((d) => d.driver_id === 11));
      if (url.startsWith('/api/admin/driver_approvals/')) return jsonResponse({ items: queue, count: queue.length });
      if (url.startsWith('/api/admin/vehicle_approvals/') || url.startsWith('/api/admin/partner_applications/')) return jsonResponse({ items: [], count: 0 });
      // A set-up business: no checklist above the queue.
      if (url === '/api/admin/setup_checklist/') return jsonResponse({ steps: [], complete: true });
      throw new Error(`unexpected call ${url}`);
    }),
  );
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderQueue(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/approvals" element={<ApprovalsPage />} />
        <Route path="/admin/approvals/drivers/:driverId" element={<DriverReviewPage />} />
      </Routes>
      <Address />
    </>,
    { route, user: makeUser({ is_staff: true }) },
  );
}

async function approveIvan(events: ReturnType<typeof renderQueue>['events']) {
  await events.click(await screen.findByRole('button', { name: 'Approve' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve Ivan Kovač?' });
  await events.click(within(dialog).getByRole('button', { name: 'Approve' }));
}

describe('the approvals queue after a decision', { timeout: 15_000 }, () => {
  it('brings staff back to the Drivers tab they were working through, with their search, and the next driver', async () => {
    stubQueue();
    const { events } = renderQueue('/admin/approvals?queue=drivers&search=a');
    await events.click(await screen.findByRole('link', { name: 'Ivan Kovač' }));
    await approveIvan(events);

    expect(await screen.findByRole('link', { name: 'Marta Babić' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Drivers/, selected: true })).toBeTruthy();
    expect(screen.getByLabelText('Address').textContent).toBe('/admin/approvals?queue=drivers&search=a');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ivan Kovač' })).toBeNull());
  });

  it('goes to the Drivers tab after a review opened from elsewhere (a link, a reload)', async () => {
    stubQueue();
    const { events } = renderQueue('/admin/approvals/drivers/11');
    await approveIvan(events);

    expect(await screen.findByRole('tab', { name: /Drivers/, selected: true })).toBeTruthy();
    expect(screen.getByLabelText('Address').textContent).toBe('/admin/approvals?queue=drivers');
  });
});
