import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderLandingPage } from './prerender.tsx';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

const HEADING = 'Private transfers and day trips in Croatia and Slovenia';

let container: HTMLDivElement | null = null;
let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** The prerendered markup in a #root, as the browser has it before the app's scripts run. */
function serverDrawnRoot(): HTMLDivElement {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = prerenderLandingPage().markup;
  document.body.append(container);
  return container;
}

describe('the landing page prerendered at build (ADR 0031)', () => {
  it('holds the page with its links and its title, and only placeholders of its lazy parts', () => {
    const page = prerenderLandingPage();
    expect(page.title).toBe(`${HEADING} | Vozimo`);
    expect(page.description.length).toBeGreaterThan(60);
    const drawn = serverDrawnRoot();
    expect(drawn.querySelector('h1')?.textContent).toBe(HEADING);
    const links = [...drawn.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(expect.arrayContaining([['Book a trip', '/app/new-trip'], ['Contact us', '/contact'], ['Read the FAQ', '/faq']]));
    // The account button needs the visitor's session, the maps section its lazy chunk: neither is in the HTML.
    expect(drawn.textContent).not.toMatch(/Sign in|Where we drive/);
    expect(drawn.querySelector('img')).toBeNull();
  });

  it('is taken over by the browser as it is: the same elements, no mismatch', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    const drawn = serverDrawnRoot();
    const serverHeading = drawn.querySelector('h1');
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        drawn,
        <StrictMode>
          <Providers>
            <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
          </Providers>
        </StrictMode>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
    expect(recoverableErrors).toEqual([]);
    expect(drawn.querySelector('h1')).toBe(serverHeading);
  });
});
