import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { openSignedIn } from './agent-session';

// Seed 001 §2 Home and search, Filter interfaces (the agent brand/duration popup), Tour card (mapping codes and
// brand label), Calendar panel, Tour details panel; §6 agent differences; "both site modes".

const countHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Tours Available|Sorry none/ });

async function logIn(page: Page) {
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  await expect(countHeading(page)).toBeVisible({ timeout: 15_000 });
}

test('agent search: cards carry the brand label and mapping codes; search by text', async ({ page }) => {
  await logIn(page);
  const info = page.getByRole('list', { name: 'Agent information' });
  await expect(info.first()).toBeVisible();
  await expect(info.first().getByRole('listitem').first()).toHaveText(
    /^(Haggis Adventures|Highland Explorer)/,
  );
  await expect(
    info
      .getByRole('listitem')
      .filter({ hasText: /^[A-Z0-9-]{3,}$/ })
      .first(),
  ).toBeVisible();

  const all = await countHeading(page).textContent();
  await page.getByPlaceholder('Search for tours').fill('loch ness');
  await page.getByPlaceholder('Search for tours').press('Enter');
  await expect(page).toHaveURL(/q=loch\+ness/);
  await expect(countHeading(page)).not.toHaveText(all ?? '');
  // The focus stays in the search field after the search (WAI-ARIA search practice).
  await expect(page.getByPlaceholder('Search for tours')).toBeFocused();
});

test('the brand/duration popup: four cards, a choice filters the list, Show all tours resets', async ({
  page,
}) => {
  await logIn(page);
  const all = await countHeading(page).textContent();
  const filters = page.getByRole('group', { name: 'Filters' });
  const trigger = filters.getByRole('button', { name: 'Brand & duration' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  const popup = page.getByRole('dialog', { name: 'Brand & duration' });
  await expect(popup.getByRole('button', { name: /Day Tours$/, pressed: false })).toHaveCount(4);
  await expect(popup.getByRole('button', { name: 'Show all tours' })).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  await popup.getByRole('button', { name: 'Haggis Adventures 1 Day Tours' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/brand=hag&duration=1/);
  await expect(filters.getByRole('button', { name: 'Haggis Adventures 1 Day Tours' })).toBeFocused();
  await expect(countHeading(page)).not.toHaveText(all ?? '');
  await expect(page.getByRole('list', { name: 'Agent information' }).first()).toContainText(
    'Haggis Adventures',
  );

  await filters.getByRole('button', { name: 'Haggis Adventures 1 Day Tours' }).click();
  await expect(popup.getByRole('button', { name: 'Haggis Adventures 1 Day Tours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await popup.getByRole('button', { name: 'Show all tours' }).click();
  await expect(page).not.toHaveURL(/brand=/);
  await expect(countHeading(page)).toHaveText(all ?? '');
});

test('opening a tour from its card: the details panel, a date and a price', async ({ page }) => {
  await logIn(page);
  await page
    .getByRole('article', { name: 'Loch Ness, Glencoe & the Highlands', exact: true })
    .getByRole('link', { name: 'Book Now' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(
    panel.getByRole('heading', { level: 2, name: 'Loch Ness, Glencoe & the Highlands' }),
  ).toBeVisible();
  await panel
    .getByRole('grid')
    .getByRole('button', { name: /11 June 2026/ })
    .click();
  await expect(panel.getByText('Selected date: 11/06/2026')).toBeVisible();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/\/search$/);
});

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("'Filter Trips' offers the brand/duration cards; Apply applies them with the tags", async ({
    page,
  }) => {
    await logIn(page);
    await page.getByRole('button', { name: 'Filter Trips' }).click();
    const overlay = page.getByRole('dialog', { name: 'Filter Trips' });
    const brands = overlay.getByRole('region', { name: 'Brand & duration' });
    await brands.getByRole('button', { name: 'Highland Explorer 3-8 Day Tours' }).click();
    await expect(brands.getByRole('button', { name: 'Highland Explorer 3-8 Day Tours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await overlay.getByRole('button', { name: 'Edinburgh' }).click();
    await expectNoAxeViolations(page);
    await overlay.getByRole('button', { name: 'Apply' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/brand=highland/);
    await expect(page).toHaveURL(/duration=2-8/);
    await expect(page).toHaveURL(/tags=/);
  });

  test('the Dates panel: a month, a day, its trips and the tour details', async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: 'Dates', exact: true }).click();
    const dates = page.getByRole('dialog', { name: 'Dates' });
    await dates.getByRole('button', { name: /Month/ }).click();
    await page.getByRole('option', { name: 'July 2026' }).click();
    await expect(dates.getByRole('grid', { name: 'Departure dates, July 2026' })).toBeVisible();
    await expect(dates.getByText(/^\d+ Tours?$/).first()).toBeVisible();
    await expect(dates.getByRole('grid')).toBeInViewport();
    await expectNoAxeViolations(page);
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await page.screenshot({ path: 'artifacts/screenshots/agent-search-dates-mobile.png' });

    await dates.getByRole('button', { name: /^Saturday 4 July 2026, \d+ tours?$/ }).click();
    const trips = page.getByRole('dialog', { name: 'Select A Trip' });
    await expect(trips.getByText(/^There are \d+ tours departing on Saturday 4 July 2026\.$/)).toBeVisible();
    await trips.getByRole('article').first().getByRole('link', { name: 'Dates & prices' }).click();
    const panel = page.getByRole('dialog', { name: 'Tour details' });
    await expect(panel.getByText('Selected date: 04/07/2026')).toBeVisible();
    await expect(panel.getByText('includes all taxes')).toBeVisible();
  });
});
