import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PROVIDER_API_KEY } from '../stack-settings.mjs';
import { minorOf } from './money-helpers';
import {
  bookDayTour,
  bookMultiDayTour,
  CARDS,
  expectHostedCardPage,
  logInAgentByApi,
  payOnHostedPage,
  SIM_URL,
} from './payment-helpers';

/** The payments the provider recorded on a booking, as [method, minor units], read from its own REST API. */
async function recordedPayments(request: APIRequestContext, id: string): Promise<[string, number][]> {
  const hash = (await (
    await request.post(`${SIM_URL}/api/v1.3/payment/security/hmac/authentication_hash`, {
      data: { api_key: E2E_PROVIDER_API_KEY },
    })
  ).json()) as { password_hash: string };
  const recorded = (await (
    await request.post(`${SIM_URL}/api/v1.3/payment/bookings/${id}`, {
      data: {},
      headers: { 'x-authentication-hash': hash.password_hash },
    })
  ).json()) as { payments: { method: string; amount: number }[] };
  return recorded.payments.map((p) => [p.method, Math.round(p.amount * 100)]);
}

/** The amount of a row of the payment summary ('NETT', 'Paid', 'Payable now'…). */
function summaryFigure(page: Page, name: string) {
  return page
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .getByRole('cell')
    .first();
}

test.describe('agent payment (seed 001 §2 Card payment screen, Confirmation; §5 Agent payment)', () => {
  test('an agent pays by the on-account method with a reference, then e-mails a document', async ({
    page,
  }) => {
    await logInAgentByApi(page.request);
    const id = await bookDayTour(page.request, 5, 2);
    await page.goto(`/creditcard?booking=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
    await expect(page.getByText(`Booking reference #${id}`)).toBeVisible();
    // The first method (Credit Card, gross) is preselected: the card form, no commission, no NETT, no reference.
    const method = page.getByRole('button', { name: /Payment Method/ });
    await expect(method).toContainText('Credit Card');
    await expectHostedCardPage(page);
    await expect(page.getByRole('columnheader', { name: 'Commission' })).toHaveCount(0);
    await expect(page.getByRole('rowheader', { name: 'NETT' })).toHaveCount(0);
    await expect(page.getByLabel('Agent Reference*')).toHaveCount(0);
    await expect(page.getByText(/billing address you enter matches/)).toHaveCount(0);

    await method.click();
    await page.getByRole('option', { name: 'On account (nett)' }).click();
    await expect(page.getByRole('columnheader', { name: 'Commission' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'NETT' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    // Nothing paid yet: what confirming the nett method charges is the whole NETT, and no Paid line.
    await expect(page.getByRole('rowheader', { name: 'Paid' })).toHaveCount(0);
    const nett = (await summaryFigure(page, 'NETT').innerText()).trim();
    await expect(summaryFigure(page, 'Payable now')).toHaveText(nett);

    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('alert')).toContainText('Please acknowledge terms and conditions');
    await expect(page.getByRole('alert')).toContainText('Please enter an agent reference.');
    await page.getByLabel('Agent Reference*').fill('PO-4471');
    await page.getByText(/I confirm the booking on On account/).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).click();

    await expect(page).toHaveURL(/\/confirmation/);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(`Your booking reference number is #${id}`)).toBeVisible();
    // The provider recorded exactly the amount shown as payable.
    expect(await recordedPayments(page.request, id)).toEqual([['ACC', minorOf(nett)]]);
    await expect(page.getByRole('heading', { name: 'Print Documents' })).toBeVisible();
    await expect(page.getByText(/Please check the booking details carefully/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join our mailing list' })).toHaveCount(0);
    const statement = page.getByRole('link', { name: /Agent Statement/ });
    await expect(statement).toHaveAttribute('target', '_blank');
    await expect(statement).toHaveAttribute('rel', /noopener/);

    const address = `agent-${id}@example.com`;
    await page.getByLabel('Email documents').fill(address);
    await page.getByRole('button', { name: 'Email Agent Statement' }).click();
    await expect(page.getByText(`Agent Statement sent to ${address}.`)).toBeVisible();
    const outbox = (await (await page.request.get(`${SIM_URL}/_sim/outbox`)).json()) as {
      messages: { kind: string; to: string; subject: string }[];
    };
    expect(outbox.messages).toContainEqual(
      expect.objectContaining({ kind: 'email', to: address, subject: `Agent Statement #${id}` }),
    );
  });

  test('a deposit by card, then the balance on account: Payable now is what is left of the NETT, and is what is charged', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInAgentByApi(page.request);
    const id = await bookMultiDayTour(page.request, 11);
    await page.goto(`/creditcard?booking=${id}`);
    await page.getByText('Deposit', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue to card payment' }).click();
    await expectHostedCardPage(page);
    await payOnHostedPage(page, CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    const [[, deposit]] = (await recordedPayments(page.request, id)) as [[string, number]];

    await page.goto(`/creditcard?booking=${id}`);
    await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
    await page.getByRole('button', { name: /Payment Method/ }).click();
    await page.getByRole('option', { name: 'On account (nett)' }).click();
    const nett = minorOf(await summaryFigure(page, 'NETT').innerText());
    expect(minorOf(await summaryFigure(page, 'Paid').innerText())).toBe(deposit);
    const payable = minorOf(await summaryFigure(page, 'Payable now').innerText());
    // Not the whole NETT: the card deposit was paid gross, so what is left of the NETT is NETT − paid.
    expect(payable).toBe(nett - deposit);
    await page.screenshot({ path: 'artifacts/screenshots/agent-payment-after-deposit-desktop.png' });

    await page.getByLabel('Agent Reference*').fill('PO-4472');
    await page.getByText(/I confirm the booking on On account/).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    expect(await recordedPayments(page.request, id)).toEqual([
      ['CC', deposit],
      ['ACC', payable],
    ]);
  });
});
