import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rule sets every check runs, journeys and the accessibility crawl: WCAG 2.0-2.2 A and AA, best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The axe run of every check on `page`: violations only (axe's `resultTypes`), the rule sets `options.tags`
 * ({@link AXE_TAGS} unless given), `options.exclude`'s selectors left out.
 */
export function axeBuilder(page: Page, options: { tags?: string[]; exclude?: string[] } = {}): AxeBuilder {
  // options() replaces every option set before it, the rule sets of withTags() included: it comes first.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(options.tags ?? AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return builder;
}

/**
 * The axe violations of the page in its current state, one line each (rule, impact, help, the nodes' selectors).
 * Only violations are gathered (axe's `resultTypes`): the passes' details, which no check reads, are most of axe's
 * time on a long page.
 * @param options.tags The rule sets, {@link AXE_TAGS} unless given.
 * @param options.exclude Selectors left out, e.g. a third party's frame (the payment provider's hosted card page).
 */
export async function axeViolations(
  page: Page,
  options: { tags?: string[]; exclude?: string[] } = {},
): Promise<string[]> {
  const results = await axeBuilder(page, options).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Runs axe ({@link AXE_TAGS}) on the page and fails with the violations' summary if any.
 * @param exclude Selectors left out, e.g. a third party's frame (the payment provider's hosted card page).
 */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  expect(await axeViolations(page, { exclude })).toEqual([]);
}
