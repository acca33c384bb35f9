import { test } from '@playwright/test';
import { expectSalesGroupPrices } from '../sales-group-prices';

// A sales-group option's 'from' is the lowest price of the month the calendar shows, and the date's price once a
// date is chosen (seed 001 §2 Tour details panel, §9), for a customer.
test("a customer's sales-group options: the month's 'from', then the chosen date's price", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectSalesGroupPrices(page, '/?open=LNE');
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.getByRole('radiogroup', { name: 'Loch Ness options' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/screenshots/sales-group-price-consumer-${width}.png` });
  }
});
