import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once no finite CSS animation or transition is running. axe judges colour contrast from the colours
 * it computes at that moment: a dialog still fading in (or a theme still crossfading) reads as too pale, and
 * the audit would report contrast the reader never sees once the motion ends. Endless ones (spinners) are
 * left out, since they never end.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Once the page is still, axe finds nothing serious or critical on it (`label` names the page in a failure). */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await untilStill(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}
