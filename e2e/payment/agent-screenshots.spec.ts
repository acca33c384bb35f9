import { expect, test } from '@playwright/test';
import { bookDayTour, logInAgentByApi } from './payment-helpers';

test('screenshots of the agent payment summary and methods', async ({ page }) => {
  await logInAgentByApi(page.request);
  const id = await bookDayTour(page.request, 8, 2);
  await page.goto(`/creditcard?booking=${id}`);
  await page.getByRole('button', { name: /Payment Method/ }).click();
  await page.getByRole('option', { name: 'On account (nett)' }).click();
  await expect(page.getByLabel('Agent Reference*')).toBeVisible();
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: `artifacts/screenshots/payment-agent-creditcard-${size}.png`,
      fullPage: true,
    });
  }
});
