import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { graphql } from '../payment/payment-helpers';

// Seed 001 §2 Tour details panel, §4 (a sales-group product change requotes), §5 Add to cart and rooms, §9 seat
// labels and sales groups (provider-sim SIM_TODAY=2026-06-01).

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Tour details' });

test('a sales-group switch keeps the date, the party and a pick-up the option offers, and says what it could not keep', async ({
  page,
}) => {
  await page.goto('/?open=LNE&departuredate=2026-6-11');
  const panel = dialog(page);
  await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: /Hotel pick-up/ }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const pickup = (await option.locator('[slot="label"]').textContent()) ?? '';
  expect(pickup).not.toBe('');
  await option.click();

  // The cruise option runs that day with pick-ups from the same run: everything is kept.
  const options = panel.getByRole('radiogroup', { name: 'Loch Ness options' });
  await options.getByText(/with Loch Ness cruise/).click();
  await expect(panel.getByRole('heading', { level: 2, name: /with Loch Ness cruise/ })).toBeVisible();
  await expect(panel.getByText('Selected date: 11/06/2026')).toBeVisible();
  await expect(panel.getByText(/^2 Adults travelling on 11\/06\/2026$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Hotel pick-up/ })).toContainText(pickup);
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: /pick-up point/ })).toHaveCount(0);

  // The castle option has no pick-up run: the date and party stay, the pick-up field goes, and the panel says so.
  await options.getByText(/with Urquhart Castle entry/).click();
  await expect(panel.getByRole('heading', { level: 2, name: /with Urquhart Castle entry/ })).toBeVisible();
  await expect(options.getByRole('radio', { name: /with Urquhart Castle entry/ })).toBeFocused();
  await expect(panel.getByText('Selected date: 11/06/2026')).toBeVisible();
  await expect(panel.getByText(/^2 Adults travelling on 11\/06\/2026$/)).toBeVisible();
  await expect(
    panel.getByText(/Your pick-up point is not offered by .*with Urquhart Castle entry/),
  ).toBeVisible();
  await expect(panel.getByText('Hotel pick-up')).toHaveCount(0);
  await expect(
    panel.getByRole('grid').getByRole('button', { name: /^Thursday 11 June 2026, .*selected$/ }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('an option full on the chosen date says so; switching to it keeps the date for the other options', async ({
  page,
}) => {
  // A July day the plain and castle options run with seats and the cruise option is full (read, not assumed:
  // other specs book seats).
  const days = async (tourId: string) => {
    const { tour } = await graphql<{
      tour: {
        calendar: {
          weeks: {
            days: { date: string; isCurrentMonth: boolean; selectable: boolean; availability: string }[];
          }[];
        };
      };
    }>(
      page.request,
      `
        query ($id: ID!) {
          tour(tourId: $id) {
            calendar(year: 2026, month: 7) {
              weeks {
                days {
                  date
                  isCurrentMonth
                  selectable
                  availability
                }
              }
            }
          }
        }
      `,
      { id: tourId },
    );
    return new Map(
      tour.calendar.weeks
        .flatMap((week) => week.days)
        .filter((day) => day.isCurrentMonth)
        .map((day) => [day.date, day]),
    );
  };
  const [plain, cruise, castle] = await Promise.all([days('LNE'), days('LNEC'), days('LNEU')]);
  const date = [...plain.keys()].find(
    (day) =>
      plain.get(day)?.selectable &&
      castle.get(day)?.selectable &&
      cruise.get(day)?.availability === 'SOLD_OUT',
  );
  expect(date).toBeDefined();
  const [year, month, day] = date!.split('-');
  const shown = `${day}/${month}/${year}`;
  await page.goto(`/?open=LNE&departuredate=${Number(year)}-${Number(month)}-${Number(day)}`);
  const panel = dialog(page);
  await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
  const options = panel.getByRole('radiogroup', { name: 'Loch Ness options' });
  const full = options.getByRole('radio', {
    name: `Loch Ness, Glencoe & the Highlands with Loch Ness cruise (full on ${shown})`,
  });
  await expect(full).toBeVisible();
  await expect(
    options.getByRole('radio', { name: /with Urquhart Castle entry \(£[\d,.]+\)$/ }),
  ).toBeVisible();

  await options.getByText(/with Loch Ness cruise/).click();
  await expect(panel.getByRole('heading', { level: 2, name: /with Loch Ness cruise/ })).toBeVisible();
  await expect(panel.getByText('No date selected')).toBeVisible();
  await expect(
    panel.getByText(
      new RegExp(
        `with Loch Ness cruise has no departure on ${shown} with 1 seat free: please choose another date.*, or another option to keep ${shown}\\.`,
      ),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The castle option runs that day: the held date comes back.
  await options.getByText(/with Urquhart Castle entry/).click();
  await expect(panel.getByRole('heading', { level: 2, name: /with Urquhart Castle entry/ })).toBeVisible();
  await expect(panel.getByText(`Selected date: ${shown}`)).toBeVisible();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('a tour without a pick-up run has no pick-up field, before and after a date', async ({ page }) => {
  await page.goto('/?open=LNEU');
  const panel = dialog(page);
  await expect(panel.getByText('No date selected')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText('Hotel pick-up')).toHaveCount(0);
  await panel.getByRole('grid').locator('[role="button"]:not([aria-disabled])').first().click();
  await expect(panel.getByText(/^Selected date: /)).toBeVisible();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await expect(panel.getByText('Hotel pick-up')).toHaveCount(0);
});

test('a multi-day tour without a room: Add to Cart is disabled and says to choose a room, next to the rooms', async ({
  page,
}) => {
  await page.goto('/?open=3LN&departuredate=2026-6-12');
  const panel = dialog(page);
  const rooms = panel.getByRole('button', { name: /Rooms/ });
  await expect(rooms).toBeVisible({ timeout: 15_000 });
  const addToCart = panel.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription(/Choose a room option/);
  await expect(rooms).toHaveAccessibleDescription('Choose a room option');
  await expect(panel.getByText('To add this tour to your cart:')).toBeVisible();
  await expect(
    panel.getByText('Please select passengers and departure date to proceed and see price.'),
  ).toHaveCount(0);

  await rooms.click();
  await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
  await expect(addToCart).toBeEnabled();
  await expect(panel.getByText('To add this tour to your cart:')).toHaveCount(0);
  await expect(rooms).not.toContainText(/\d\+ £/);
});

test('before a date, Add to Cart says to choose one; with no passengers, to choose them', async ({
  page,
}) => {
  await page.goto('/?open=SAE');
  const panel = dialog(page);
  const addToCart = panel.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled({ timeout: 15_000 });
  await expect(addToCart).toHaveAccessibleDescription(/Choose a departure date/);
  await expect(panel.getByRole('application')).toHaveAccessibleDescription('Choose a departure date');
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Remove one Adult' }).click();
  await page.keyboard.press('Escape');
  await expect(addToCart).toHaveAccessibleDescription(/Choose at least one passenger/);
});

test('pick-up points and room options keep their label and their time or price apart', async ({ page }) => {
  await page.goto('/?open=LNE&departuredate=2026-6-11');
  const panel = dialog(page);
  await panel.getByRole('button', { name: /Hotel pick-up/ }).click();
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).not.toHaveAccessibleName(/\d\d:\d\d/);
  await expect(first).toHaveAccessibleDescription(/^Pick-up \d\d:\d\d · /);
  await first.click();
  await expect(panel.getByRole('button', { name: /Hotel pick-up/ })).not.toContainText(/[a-z]\d\d:\d\d/);
  await expect(panel.getByText(/^Pick-up time: \d\d:\d\d$/)).toBeVisible();
});

test('calendar days announce date, state and seats; closing the panel gives the focus back to its opener', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: 'Loch Ness, Glencoe & the Highlands' }).first();
  const opener = card.getByRole('link', { name: 'Book Now' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = dialog(page);
  const grid = panel.getByRole('grid');
  await expect(grid.getByRole('button', { name: /^Monday 1 June 2026, / })).toBeVisible({ timeout: 15_000 });
  const names = await grid
    .locator('[role="button"]:not([hidden])')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(27);
  for (const name of names) {
    expect(name).toMatch(
      /^\w+day \d{1,2} June 2026, (\d seats? left|more than 5 seats left|full|not available)(, too few for \d+ passengers)?(, from £[\d,.]+ per person)?$/,
    );
  }
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
});
