import { expect, test } from '@playwright/test';
import { openCartWith, dayTrip } from '../cart/cart-helpers';
import { E2E_PORTS } from '../ports.mjs';

// Seed 001 §4 Checkout (a booking call that fails: the alert, the cart kept, the press retried with its key).
// It makes every createBooking of the shared simulator fail for a moment: the 'faults' project runs it after
// every other project (playwright.config.ts).

const SIM = `http://127.0.0.1:${E2E_PORTS.providerSim}`;

test('a booking call the provider fails says so in the summary and keeps the cart', async ({
  page,
  request,
}) => {
  await openCartWith(page, {
    passengers: [{ ageCategory: 'ADULT' }],
    trips: [dayTrip('SAE', 'St Andrews & Fife Fishing Villages', '2026-09-16')],
  });
  await page.evaluate(() => sessionStorage.setItem('tourdesk.addOnPopupShown', 'true'));
  await expect(page.getByText('1 Tour(s) · no add-ons')).toBeVisible();
  // The idempotency key of every book request: one per Book press, kept across that press's retries.
  const keys: string[] = [];
  page.on('request', (sent) => {
    const body = sent.postDataJSON() as {
      operationName?: string;
      variables?: { idempotencyKey?: string };
    } | null;
    if (body?.operationName === 'BookBasket') keys.push(body.variables?.idempotencyKey ?? '');
  });
  await request.put(`${SIM}/_sim/faults`, { data: { errorRate: { createBooking: 1 } } });
  try {
    await page.getByText('I understand and agree.').click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sorry, something went wrong. Please try again.');
  } finally {
    await request.put(`${SIM}/_sim/faults`, { data: {} });
  }
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.evaluate(() => sessionStorage.getItem('tourdesk.basket'))).toContain('SAE');
  // The press was sent again by itself (no verdict), with its key; the customer's retry is the same intention.
  expect(keys.length).toBe(3);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(1);
});
