import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A frame sandboxed without scripts (the outbox's e-mail view) cannot hold axe: every try to run it
 * there makes Chromium log "Blocked script execution", which the console-error fixture rightly fails
 * on. axe only tries when the frame is already visible to screen readers, so leaving such frames in
 * made the outbox journey fail now and then. What is inside them is a message, not our interface.
 */
const framesWithoutScripts = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation (WCAG 2.x
 * A and AA rules plus axe's best practices), naming each rule and the elements it found.
 */
export async function expectNoSeriousAccessibilityViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude(framesWithoutScripts)
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
