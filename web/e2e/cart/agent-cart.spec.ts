import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { dayTrip, openCartWith, tripRow } from './cart-helpers';

// Seed 001 §6 Roles: agents get no 10% banner, no agreement (pre-accepted), no add-on popup, the full basket at
// checkout and phone numbers as free text.

/** Logs in over the GraphQL endpoint with the page's cookie jar (the /login screens belong to another spec). */
async function logInAgent(page: Page): Promise<void> {
  const post = async (query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/graphql', { data: { query, variables } });
    return (await response.json()) as { data: Record<string, { [key: string]: unknown }> };
  };
  const step1 = await post(
    `mutation($u: String!, $p: String!) { logIn(userName: $u, password: $p) { pendingLogin { contacts { contactId } } userErrors { message } } }`,
    { u: 'demo-agent', p: 'demo-password' },
  );
  const contacts = (step1.data.logIn?.pendingLogin as { contacts: { contactId: string }[] }).contacts;
  await post(`mutation($c: ID) { selectConsultant(contactId: $c) { userErrors { message } } }`, {
    c: contacts[0]?.contactId,
  });
}

test('an agent books without popup or agreement and sees the full basket at checkout', async ({ page }) => {
  test.setTimeout(60_000);
  await logInAgent(page);
  await openCartWith(page, {
    passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
    trips: [dayTrip('HPG', 'Harry Potter Highlands & Glenfinnan Viaduct', '2026-07-17')],
  });
  await expect(tripRow(page, 'Harry Potter Highlands & Glenfinnan Viaduct')).toBeVisible();
  await expect(page.getByText('Receive a 10% discount when booking multiple Day Tours!')).toHaveCount(0);
  await expect(page.getByText('I understand and agree.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByRole('table', { name: /Passenger prices/ })).toBeVisible();
  const form = page.locator('section[id^="passenger_"]').first();
  await expect(form.getByLabel('Phone number dial code')).toHaveCount(0);
  await form.getByLabel('First name').fill('angus');
  await form.getByLabel('Family name').fill('fraser');
  for (const [label, value] of [
    ['E-mail', 'angus@example.com'],
    ['Confirm e-mail', 'angus@example.com'],
    ['Date of birth (dd-mm-yyyy)', '01011980'],
    ['Phone number', '+44 7700 900789'],
  ] as const) {
    const field = form.getByLabel(label, { exact: true });
    if (await field.count()) await field.fill(value);
  }
  if (await form.getByLabel('Gender').count()) await form.getByLabel('Gender').selectOption('Male');
  await form.getByRole('button', { name: 'Save passenger 1' }).click();
  await expect(form.getByText('Required guest details added')).toBeVisible();
  await expect(page.getByText('I have read and agree to the booking conditions.')).toHaveCount(0);
  await expect(page.getByText('Send me news and offers by e-mail')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(
    page.getByText(
      'Please complete all required passenger details to continue (Passenger 2 is missing details)',
    ),
  ).toBeVisible();
});
