import { expect, type Page } from '@playwright/test';
import { test } from './quality-helpers';

// The app shell: after a client-side navigation focus moves to the new page's main heading (announced by
// screen readers as it takes focus; WCAG 2.4.3 Focus Order), as React Router's and GOV.UK's guidance do; changes
// of the query alone (search, filters) leave focus where the visitor is.

const SEARCH_HEADING = 'Tours of the Scottish Highlands';

/** The focused element's role-relevant description: tag, level-1 heading text or accessible label. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}: ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`;
  });
}

test.describe('consumer', { tag: '@consumer' }, () => {
  test('a link to another page focuses its heading; a search keeps focus in the search box', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    const home = page.getByRole('link', { name: 'Return to Home Page' });
    await home.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    const heading = page.getByRole('heading', { level: 1, name: SEARCH_HEADING });
    await expect(heading).toBeFocused();
    expect(await focused(page)).toBe(`h1: ${SEARCH_HEADING}`);

    // The next Tab goes on from the top of the new page, not from where the old one's link was.
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next).not.toBe('body');
    expect(
      await page.evaluate(() => document.activeElement?.closest('header, footer')?.tagName ?? null),
    ).toBeNull();

    const search = page
      .getByRole('searchbox', { name: 'Search for tours' })
      .or(page.getByRole('textbox', { name: 'Search for tours' }));
    await search.focus();
    await page.keyboard.type('glencoe');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=glencoe/);
    await expect(search).toBeFocused();
  });

  test('the first page load leaves focus on the document', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: SEARCH_HEADING })).toBeVisible();
    expect(await focused(page)).toBe('body');
  });
});

test.describe('agent portal', { tag: '@agent' }, () => {
  test('after the login and the consultant choice, focus is on the search page heading', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('User name').fill('demo-agent');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByLabel('Password').press('Enter');
    await page.locator('label').filter({ hasText: 'Callum Stewart' }).click();
    await page.getByRole('button', { name: 'Continue' }).press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: SEARCH_HEADING })).toBeFocused();
  });
});
