import { expect, test, type Page } from '@playwright/test';
import {
  bookDayTour,
  bookMultiDayTour,
  CARDS,
  expectHostedCardPage,
  payOnHostedPage,
} from './payment-helpers';

const DIR = 'artifacts/screenshots';

async function shoot(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${DIR}/payment-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('screenshots of the payment screens (consumer)', async ({ page }) => {
  const id = await bookMultiDayTour(page.request, 6);
  await page.goto(`/creditcard?booking=${id}`);
  await expect(page.getByRole('button', { name: 'Continue to card payment' })).toBeVisible();
  await shoot(page, 'creditcard-options');
  await page.getByText('Deposit', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue to card payment' }).click();
  await expectHostedCardPage(page);
  await shoot(page, 'creditcard-card');
  await payOnHostedPage(page, CARDS.success);
  await expect(page.getByRole('heading', { name: 'Remaining Balance Due' })).toBeVisible();
  await shoot(page, 'confirmation-balance');
  await page.goto(`/booking/${id}`);
  await expect(page.getByRole('heading', { name: 'BOOKING DETAILS' })).toBeVisible();
  await shoot(page, 'booking-page');

  const declined = await bookDayTour(page.request, 7);
  await page.goto(`/creditcard?booking=${declined}`);
  await expectHostedCardPage(page);
  await payOnHostedPage(page, CARDS.declined);
  await expect(page.getByRole('link', { name: 'Retry Payment' })).toBeVisible();
  await shoot(page, 'failed-payment');
});
