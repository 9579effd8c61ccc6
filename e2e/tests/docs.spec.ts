import { expectNoSeriousAccessibilityViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInByApi } from '../support/sign-in.ts';

test('staff read the booking states and the FAQ on the Docs screen', async ({ page }) => {
  await signInByApi(page, 'staff');
  await page.goto('/app/docs');
  await expect(page.getByRole('heading', { name: 'Booking states' })).toBeVisible();
  for (const state of ['draft', 'pending', 'confirmed', 'completed']) {
    await expect(page.getByRole('listitem').filter({ hasText: state }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'How is the agency fee calculated?' }).click();
  await expect(page.getByText(/commission percentage/)).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page);
});
