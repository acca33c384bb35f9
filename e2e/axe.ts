import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rule sets every check runs, journeys and the accessibility crawl: WCAG 2.0-2.2 A and AA, best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe ({@link AXE_TAGS}) on the page and fails with the violations' summary if any.
 * @param exclude Selectors left out, e.g. a third party's frame (the payment provider's hosted card page).
 */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
