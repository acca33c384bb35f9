import { expect, test, type Page } from '@playwright/test';
import { moneyText } from '../money-text';
import { graphql } from '../payment/payment-helpers';

// Seed 001 §2 Tour details panel, §4 Calendar day states and Basket to cart, §5 Add to cart (SIM_TODAY=2026-06-01).
// The passenger limits ('+' greyed out at 10 passengers or the date's free seats, and why): web
// tour-panel/passenger-selector.test.tsx; the open passenger popover's axe check: quality/a11y-crawl.spec.ts.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Tour details' });

async function storedBasket(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('tourdesk.basket') ?? 'null'));
}

test('opened by address with a date: banner, calendar, pick-up, price, add to cart', async ({ page }) => {
  await page.goto('/?open=LNE&departuredate=2026-6-11');
  const panel = dialog(page);
  await expect(
    panel.getByRole('heading', { level: 2, name: 'Loch Ness, Glencoe & the Highlands' }),
  ).toBeVisible();
  await expect(panel.getByText('Selected date: 11/06/2026')).toBeVisible();
  await expect(panel.getByRole('grid')).toBeVisible();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await expect(panel.getByText(/travelling on 11\/06\/2026$/)).toBeVisible();
  await expect(panel.getByText('Trip Price')).toBeVisible();

  await panel.getByRole('button', { name: /Hotel pick-up/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(panel.getByText(/^Pick-up time: \d\d:\d\d$/)).toBeVisible();

  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart#basket_LNE$/);
  expect(await storedBasket(page)).toMatchObject({
    passengers: [{ ageCategory: 'ADULT' }],
    trips: [{ tourId: 'LNE', departureDate: '2026-06-11', currency: 'GBP', rooms: [] }],
  });
});

test('before a date: the hint, the disabled pick-up and its tooltip', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('article')
    .filter({ hasText: 'Loch Ness, Glencoe & the Highlands' })
    .first()
    .getByRole('link', { name: 'Book Now' })
    .click();
  const panel = dialog(page);
  await expect(panel.getByText('No date selected')).toBeVisible();
  await expect(
    panel.getByText('Please select passengers and departure date to proceed and see price.'),
  ).toBeVisible();
  await expect(panel.getByText('Please select a date to choose hotel pick-up.')).toBeVisible();
  await panel.getByRole('button', { name: 'Hotel pick-up' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Please select a trip date first');
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});

test('choosing a date on the calendar and a second passenger requotes', async ({ page }) => {
  await page.goto('/?open=LNE');
  const panel = dialog(page);
  const grid = panel.getByRole('grid');
  await expect(grid.getByText('5 +').first()).toBeVisible();
  await grid.getByRole('button', { name: /11 June 2026/ }).click();
  await expect(panel.getByText('Selected date: 11/06/2026')).toBeVisible();
  const price = panel.locator('p', { hasText: 'includes all taxes' });
  await expect(price).toBeVisible();
  const onePassenger = await price.textContent();

  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByText(/^2 Adults travelling on 11\/06\/2026$/)).toBeVisible();
  await expect(price).not.toHaveText(onePassenger ?? '');
});

test('a child alone is refused with the seed message, beside the passengers and the button', async ({
  page,
}) => {
  await page.goto('/?open=LNE&departuredate=2026-6-11');
  const panel = dialog(page);
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add one Child' }).click();
  await page.getByRole('button', { name: 'Remove one Adult' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByText(/^1 Child travelling on/)).toBeVisible();
  const addToCart = panel.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription(
    /You need to have at least one 18\+ member in the group/,
  );
  await expect(panel.getByRole('button', { name: /^Passengers/ })).toHaveAccessibleDescription(
    'You need to have at least one 18+ member in the group',
  );
  await expect(
    panel.getByText('Please select passengers and departure date to proceed and see price.'),
  ).toHaveCount(0);
  await expect(page).toHaveURL(/open=LNE/);
});

test('a multi-day tour needs a room; the room is stored with the trip', async ({ page }) => {
  await page.goto('/?open=3SW');
  const panel = dialog(page);
  const grid = panel.getByRole('grid');
  await grid.locator('[role="button"]:not([aria-disabled])').first().click();
  await expect(panel.getByText(/^Selected date: /)).toBeVisible();
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await page.keyboard.press('Escape');
  const rooms = panel.getByRole('button', { name: /Rooms/ });
  await expect(rooms).toBeVisible();
  await rooms.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart#basket_3SW$/);
  const basket = (await storedBasket(page)) as { trips: { rooms: unknown[] }[] };
  expect(basket.trips[0]?.rooms.length).toBeGreaterThan(0);
});

test('Escape closes the panel and leaves the list', async ({ page }) => {
  await page.goto('/?q=loch&open=LNE');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?q=loch$/);
});

test('an unbookable tour opens its details without a price', async ({ page }) => {
  await page.goto('/?open=CTA');
  const panel = dialog(page);
  await expect(
    panel.getByText(/^Sadly, we are currently unable to book this tour online\. Please call to book: .+/),
  ).toBeVisible();
  await expect(panel.getByText('includes all taxes')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('a train tour: two departure times and the "2 times" heading with See All Tours', async ({ page }) => {
  await page.goto('/?open=IVW');
  await expect(
    page.getByRole('heading', { level: 2, name: '2 times are available for this tour' }),
  ).toBeAttached();
  await expect(page.getByRole('link', { name: 'See All Tours' })).toBeAttached();
  const panel = dialog(page);
  await panel.getByRole('grid').locator('[role="button"]:not([aria-disabled])').first().click();
  await expect(panel.getByRole('radiogroup', { name: 'Departure time' }).getByRole('radio')).toHaveCount(2);
});

test('pick a date and add to cart by keyboard alone', async ({ page }) => {
  await page.goto('/?open=LNE');
  const panel = dialog(page);
  await expect(panel.getByRole('grid')).toBeVisible();
  // Tab to the focused day of the grid, move with the arrow keys, choose with Enter.
  const grid = panel.getByRole('grid');
  for (let step = 0; step < 30; step += 1) {
    if (await grid.locator(':focus').count()) break;
    await page.keyboard.press('Tab');
  }
  await expect(grid.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Selected date: 09/06/2026')).toBeVisible();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  const add = panel.getByRole('button', { name: 'Add to Cart' });
  for (let step = 0; step < 30; step += 1) {
    if (await add.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart#basket_LNE$/);
});

test("each bookable calendar day shows its lowest price, the gateway's from the provider's capacity", async ({
  page,
}) => {
  const { tour } = await graphql<{
    tour: {
      calendar: {
        weeks: {
          days: {
            date: string;
            isCurrentMonth: boolean;
            selectable: boolean;
            fromPrice: { amountMinor: number; currency: string } | null;
          }[];
        }[];
      };
    };
  }>(
    page.request,
    `
      {
        tour(tourId: "LNE") {
          calendar(year: 2026, month: 6) {
            weeks {
              days {
                date
                isCurrentMonth
                selectable
                fromPrice {
                  amountMinor
                  currency
                }
              }
            }
          }
        }
      }
    `,
  );
  const days = tour.calendar.weeks.flatMap((week) => week.days).filter((day) => day.isCurrentMonth);
  const priced = days.find((day) => day.selectable && day.fromPrice !== null);
  const unbookable = days.find((day) => !day.selectable);
  expect(priced).toBeDefined();
  await page.goto('/?open=LNE');
  const panel = dialog(page);
  const grid = panel.getByRole('grid');
  const day = Number(priced!.date.slice(8));
  const cell = grid.getByRole('button', { name: new RegExp(`^\\w+ ${day} June 2026, `) });
  const price = moneyText(priced!.fromPrice!);
  await expect(cell).toHaveAccessibleName(new RegExp(`, from ${price.replace('.', '\\.')} per person$`));
  // The amount is drawn from the cell's data-label (CSS content), so it is read from there.
  await expect(cell.locator(`[data-label="${price}"]`)).toHaveCount(1);
  if (unbookable) {
    const closed = grid.getByRole('button', {
      name: new RegExp(`^\\w+ ${Number(unbookable.date.slice(8))} June 2026, `),
    });
    await expect(closed.locator('[data-label^="£"]')).toHaveCount(0);
  }
});

test('a chosen departure shows its cancellation policy before buying', async ({ page }) => {
  await page.goto('/?open=LNE&departuredate=2026-6-11');
  const panel = dialog(page);
  // 10 days before departure on 2026-06-01: the 7-29 days fee now, the whole price from 6 days before.
  await expect(
    panel.getByText(
      'Cancellation policy: 50 % cancellation fee if cancelled now; no refund from 5 June 2026. Card fees are not refunded.',
    ),
  ).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 1000 });
    await panel.getByText(/^Cancellation policy:/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/screenshots/panel-cancellation-policy-${width}.png` });
  }
});
