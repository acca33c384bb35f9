import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { E2E_PORTS } from '../ports.mjs';
import {
  bookDayTour,
  bookMultiDayTour,
  CARDS,
  declineByApi,
  expectHostedCardPage,
  graphql,
  logInAgentByApi,
  payOnHostedPage,
} from './payment-helpers';

test.describe('card payment (seed 001 §2 Card payment screen, Confirmation, Failed payment; §4 Payment)', () => {
  // Paying in full on the hosted page to the confirmation: consumer-money.spec.ts (its figures against the card
  // form's) and the accessibility crawl. The card screen's stage, notices and 500 px container: web
  // routes/payment-pages.test.tsx; the confirmation's parts and the mailing-list sign-up: web
  // routes/confirmation.test.tsx, the sign-up on the simulator: gateway test/payments.test.ts.
  test('a consumer pays a deposit, sees the balance and its due date, then pays the remaining balance', async ({
    page,
  }) => {
    const id = await bookMultiDayTour(page.request, 1);
    await page.goto(`/creditcard?booking=${id}`);
    await page.getByText('Deposit', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue to card payment' }).click();
    await expectHostedCardPage(page);
    await payOnHostedPage(page, CARDS.success);

    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(/part-payment/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Remaining Balance Due' })).toBeVisible();
    await expect(page.getByText('includes all taxes.')).toBeVisible();
    await expect(page.getByText(/^Balance of £[\d,.]+ due by \d{2}\/\d{2}\/2026$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay remaining balance' })).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Pay remaining balance' }).first().click();
    // Nothing to choose any more: the balance is the one option, and the payment starts at once.
    await expectHostedCardPage(page);
    await expect(page.getByRole('button', { name: 'Continue to card payment' })).toHaveCount(0);
    await payOnHostedPage(page, CARDS.success);
    await expect(page.getByRole('heading', { name: 'Total Price Paid' })).toBeVisible();
    await expect(page.getByText(`Your booking reference number is #${id}`)).toBeVisible();
  });

  // The failed payment page's texts, Retry Payment and Max Attempts Reached: web routes/payment-pages.test.tsx; the
  // attempts counted, a decline never reported included: gateway test/payments.test.ts. Here the whole stack, one
  // declined attempt through the screens and the last two through the API.
  test("a declined card reaches /failed_payment, its retry the hosted page again, the third 'Max Attempts Reached…'", async ({
    page,
  }) => {
    const id = await bookDayTour(page.request, 2);
    await page.goto(`/creditcard?booking=${id}`);
    await expectHostedCardPage(page);
    await payOnHostedPage(page, CARDS.declined);
    await expect(page).toHaveURL(/\/failed_payment\?reason=.*rejected/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'There was a problem with your payment' }),
    ).toBeVisible();
    await expect(page.getByText('Unable to complete transaction')).toBeVisible();
    await expect(page.getByText('Your payment has been rejected by your payment provider')).toBeVisible();
    await expect(page.getByText(/^Having Trouble or Need to Register\? Contact us at /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Remaining Balance Due' })).toBeVisible();
    await page.getByRole('link', { name: 'Retry Payment' }).click();
    await expectHostedCardPage(page);

    // The second attempt is the one the retry opened; the third is a new payment.
    expect(await declineByApi(page.request, id)).toMatchObject({ used: 2 });
    const third = await declineByApi(page.request, id);
    expect(third.used).toBe(3);
    await page.goto(`/failed_payment?reason=${encodeURIComponent(third.failureReason)}`);
    await expect(page.getByText('Your payment has been rejected by your payment provider')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Remaining Balance Due' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retry Payment' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Max Attempts Reached, please contact us or try again later.' }),
    ).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('a payment link pays an agency booking without a login', async ({ page, playwright }) => {
    // The agent makes the link on the agent portal (agent sessions live there only); the customer pays here.
    const agent = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORTS.agent}` });
    await logInAgentByApi(agent);
    const id = await bookDayTour(agent, 3);
    const { createPaymentLink } = await graphql<{ createPaymentLink: { path: string } }>(
      agent,
      `
        mutation ($id: ID!) {
          createPaymentLink(groupBookingId: $id) {
            path
          }
        }
      `,
      { id },
    );
    await agent.dispose();
    expect(createPaymentLink.path).toContain('paylink');

    await page.goto(createPaymentLink.path);
    await expectHostedCardPage(page);
    await expect(page.getByRole('heading', { name: 'Payment Summary' })).toHaveCount(0);
    await payOnHostedPage(page, CARDS.success);
    await expect(page.getByText(`Your booking reference number is #${id}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Total Price Paid' })).toBeVisible();
  });

  test('the booking page shows details, guests and documents, pays and cancels', async ({ page }) => {
    const id = await bookDayTour(page.request, 4, 2);
    await page.goto(`/booking/${id}`);
    await expect(page.getByRole('heading', { name: 'BOOKING DETAILS' })).toBeVisible();
    for (const figure of ['TOTAL', 'BALANCE REMAINING', 'PAID']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('NETT', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Trip Price')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'GUEST DETAILS' })).toBeVisible();
    await expect(page.getByText('Email', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Booking Notes' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'DOCUMENTATION' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Booking Statement/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Make Payment' })).toHaveAttribute(
      'href',
      `/creditcard?booking=${id}`,
    );

    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  });
});
