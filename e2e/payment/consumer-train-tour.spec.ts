import { expect, test } from '@playwright/test';
import { checkOutCart } from '../cart/cart-helpers';
import { CARDS, expectHostedCardPage, graphql, payOnHostedPage } from './payment-helpers';

// Seed 001 §2: train tours (IVW, IW3, IW9, HIW) run twice a day ('2 times are available for this tour'); the time
// the visitor picks is priced, booked and paid, and shown in the cart, at checkout and on the confirmation
// (SIM_TODAY=2026-06-01; 4111 1111 1111 1111 pays).

/** A July day on which IVW's 10:15 departure has seats for one. */
async function lateDepartureDay(request: Parameters<typeof graphql>[0]): Promise<string> {
  for (let day = 1; day <= 31; day += 1) {
    const date = `2026-07-${String(day).padStart(2, '0')}`;
    const { tour } = await graphql<{ tour: { departures: { time: string; freeSeats: number }[] } }>(
      request,
      `
        query ($d: Date!) {
          tour(tourId: "IVW") {
            departures(date: $d) {
              time
              freeSeats
            }
          }
        }
      `,
      { d: date },
    );
    if (tour.departures.some((departure) => departure.time === '10:15' && departure.freeSeats >= 2))
      return date;
  }
  throw new Error('no July day with seats on the 10:15');
}

test('an IVW booking at 10:15 carries 10:15 from the panel to the confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const date = await lateDepartureDay(page.request);
  const [year, month, day] = date.split('-').map(Number);
  await page.goto(`/?open=IVW&departuredate=${year}-${month}-${day}`);
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  const times = panel.getByRole('radiogroup', { name: 'Departure time' });
  await expect(times.getByRole('radio')).toHaveCount(2, { timeout: 15_000 });
  await times.getByText('10:15').click();
  await expect(times.getByRole('radio', { name: /^10:15/ })).toBeChecked();
  await expect(panel.getByText(/^1 Adult travelling on \d\d\/07\/2026 at 10:15$/)).toBeVisible();
  await panel.getByRole('button', { name: /Hotel pick-up/ }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAccessibleDescription(
    /^Pick-up (09|10):\d\d/,
  );
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page).toHaveURL(/\/cart#basket_IVW$/);
  const row = page.getByRole('article', { name: 'Kyle Line Rail & Eilean Donan', exact: true });
  await expect(row.getByText(/^\d\d\/07\/2026 at 10:15$/)).toBeVisible();
  await checkOutCart(page);
  await expect(page.getByRole('region', { name: 'Your trips' })).toContainText(/\d\d\/07\/2026 at 10:15/);

  const form = page.locator('section[id^="passenger_"]').first();
  await form.getByRole('textbox', { name: 'First name' }).fill('Ailsa');
  await form.getByRole('textbox', { name: 'Family name' }).fill('Munro');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ailsa@example.com');
  await form.getByRole('textbox', { name: 'Confirm e-mail' }).fill('ailsa@example.com');
  await form.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await form.getByRole('textbox', { name: 'Date of birth (dd-mm-yyyy)' }).fill('12-05-1986');
  await form.getByRole('combobox', { name: 'Phone number dial code' }).fill('United Kingdom');
  await form.getByRole('combobox', { name: 'Phone number dial code' }).press('Tab');
  await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('07700 900123');
  await form.getByRole('button', { name: 'Save passenger 1' }).click();
  await expect(form.getByText('Required details completed')).toBeVisible();
  await page.getByText('I have read and agree to the booking conditions.').click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(/\/creditcard$/, { timeout: 10_000 });
  await expectHostedCardPage(page);
  await payOnHostedPage(page, CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/^\w+day \d+ July 2026, departing 10:15$/)).toBeVisible();
});
