import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';

/** The head a public page sets for search engines and link previews. */
async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
    ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? '',
    descriptionTags: document.querySelectorAll('meta[name="description"]').length,
  }));
}

/** Each public page by its path and heading; its title is the heading and the site's name. */
const PAGES = [
  ['/', 'Private transfers and day trips in Croatia and Slovenia'],
  ['/home', 'Private transfers and day trips in Croatia and Slovenia'],
  ['/contact', 'Contact us'],
  ['/privacy', 'Privacy policy'],
  ['/faq', 'Frequently asked questions'],
  ['/partners', 'Become a partner'],
] as const;

const titleOf = (heading: string) => `${heading} | Vozimo`;

for (const [path, heading] of PAGES) {
  const title = titleOf(heading);
  test(`${path} has its title, description and link-preview tags, and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    const tags = await head(page);
    expect(tags.ogTitle).toBe(title);
    expect(tags.description.length).toBeGreaterThan(60);
    expect(tags.ogDescription).toBe(tags.description);
    expect(tags.descriptionTags).toBe(1);
    // Wait for the lazily loaded parts (maps, account button) so axe sees the whole page.
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });
}

test('each page has a description of its own, also after moving between pages', async ({ page }) => {
  const descriptions = new Set<string>();
  await page.goto('/');
  descriptions.add((await head(page)).description);
  for (const [link, heading] of [
    ['Contact', 'Contact us'],
    ['Privacy', 'Privacy policy'],
    ['FAQ', 'Frequently asked questions'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(titleOf(heading));
    descriptions.add((await head(page)).description);
  }
  expect(descriptions.size).toBe(4);
});

test.describe('landing page', () => {
  test('has the hero with the call to book, the three selling points and the area maps', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Book a trip' })).toHaveAttribute('href', '/app/new-trip');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    for (const point of ['Professional local drivers', 'Door-to-door service', 'Clean, modern and comfortable vehicles']) {
      await expect(page.getByRole('heading', { name: point })).toBeVisible();
    }
    for (const image of [
      page.getByRole('img', { name: 'Map of Europe with Croatia and Slovenia highlighted' }),
      page.getByRole('img', { name: /^Map of Croatia and Slovenia with the cities we serve/ }),
      page.getByRole('img', { name: 'Vozimo', exact: true }),
    ]) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('the call to book leads a visitor through sign-in to the new trip form', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Book a trip' }).click();
    await expect(page).toHaveURL('/login?next=%2Fapp%2Fnew-trip');
  });

  test("'Contact us' opens the contact page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('is drawn by the server, before any JavaScript runs, with its own title; other pages are not', async ({ browser }) => {
    const heading = 'Private transfers and day trips in Croatia and Slovenia';
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await withoutScripts.newPage();
      for (const path of ['/', '/home']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Book a trip' })).toBeVisible();
        await expect(page).toHaveTitle(titleOf(heading));
        expect((await head(page)).description.length).toBeGreaterThan(60);
      }
      // A deep link gets the empty shell, so it never shows the landing page before its own.
      for (const path of ['/faq', '/app/trips']) {
        await page.goto(path);
        await expect(page.locator('#root')).toBeEmpty();
      }
    } finally {
      await withoutScripts.close();
    }
  });

  test('the browser takes over the drawn page without drawing it again, and it stays interactive', async ({ page }) => {
    // The heading the server sent, taken just before the app's scripts run (they run after the document
    // becomes interactive): after hydration it must be the very same element, not one drawn anew.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Reflect.set(window, 'serverHeading', document.querySelector('h1'));
      });
    });
    await page.goto('/');
    // The account button is rendered by the browser only, after hydration.
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => Reflect.get(window, 'serverHeading') instanceof HTMLHeadingElement)).toBe(true);
    expect(await page.evaluate(() => Reflect.get(window, 'serverHeading') === document.querySelector('h1'))).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page).toHaveTitle(titleOf('Contact us'));
    // Moved by the app's router, in the same document (a full load would have started the page afresh).
    expect(await page.evaluate(() => Reflect.get(window, 'serverHeading') instanceof HTMLHeadingElement)).toBe(true);
    await page.goBack();
    await expect(page).toHaveTitle(titleOf('Private transfers and day trips in Croatia and Slovenia'));
  });

  test('the footer has the logo, the rights line, the three links and the place-name credit', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Vozimo', { exact: true })).toBeVisible();
    await expect(footer.getByText('© 2024 All rights reserved.', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
    await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('href', '/faq');
    await expect(footer.getByText('Place names: GeoNames (CC BY 4.0)', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
    await expect(footer.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  });
});

test('the contact page has the promise, the support e-mail, a Croatian address and two social networks', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('Leave your email and we will get back to you within 24 hours', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@vozimo.com' })).toHaveAttribute('href', 'mailto:support@vozimo.com');
  const address = page.locator('address');
  await expect(address).toContainText('21000 Split');
  await expect(address).toContainText('Croatia');
  for (const network of ['Facebook', 'Instagram']) {
    const link = page.getByRole('link', { name: `${network} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('the privacy policy is effective 2024-03-01 and has its six sections', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText('Effective date: 2024-03-01')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Routine information collection',
    'Cookies',
    'Third-party links',
    'Security',
    'Changes',
    'Contact',
  ]);
  await expect(page.getByText('sessionid', { exact: true })).toBeVisible();
  await expect(page.getByText('csrftoken', { exact: true })).toBeVisible();
});

/** The answer panel an FAQ question's button controls. */
async function panelOf(page: Page, question: string) {
  const id = await page.getByRole('button', { name: question }).getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe('FAQ', () => {
  test('has the five groups, answers from the business rules and the custom trip link', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'General',
      'Special requests',
      'Trip details',
      'Payment',
      'Changes & cancellations',
    ]);
    const answers: [string, string][] = [
      ['How much luggage can I bring?', 'one large bag (74 x 53 x 28 cm) and one small bag (56 x 36 x 23 cm)'],
      ['What if my flight is delayed?', 'waits up to 60 minutes'],
      ['Can I change my itinerary?', 'free up to 36 hours before departure'],
      ['Can I cancel and get a refund?', 'up to 24 hours before departure and you get a full refund'],
      ['How can I pay?', 'Visa, Mastercard and American Express (AmEx) cards, or cash to the driver'],
      ['Is the gratuity included?', 'about 10%'],
      ['Can I get a child seat?', 'child seats are available on request'],
      ['We are a large group. Can you help?', 'groups of up to 50 people'],
      ['When do I receive my booking confirmation?', 'about 1 hour after a driver accepts'],
      ['My card payment failed. What should I do?', 'Try again with another card (Visa, Mastercard or AmEx), or contact our support'],
      ['I have not received any e-mail. Is my booking canceled?', 'does not mean your booking is canceled'],
    ];
    for (const [question, answer] of answers) {
      const control = page.getByRole('button', { name: question });
      await control.click();
      await expect(control).toHaveAttribute('aria-expanded', 'true');
      await expect(await panelOf(page, question)).toContainText(answer);
    }
    const customTrip = page.getByRole('link', { name: 'request a custom trip' }).first();
    await expect(customTrip).toHaveAttribute('href', '/app/new-trip');
  });

  test('opens and closes an answer from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const control = page.getByRole('button', { name: 'Do I pay in advance?' });
    await control.focus();
    await page.keyboard.press('Enter');
    await expect(await panelOf(page, 'Do I pay in advance?')).toContainText('A deposit of 25% of the price is paid online by card');
    await page.keyboard.press('Enter');
    await expect(control).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the public pages work on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
