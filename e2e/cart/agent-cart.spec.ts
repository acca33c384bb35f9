import { expect, test, type Page } from '@playwright/test';
import { addTourThroughPanel, dayTrip, openCartWith, tripRow } from './cart-helpers';
import { SCRIPT_HEADERS } from '../script-token';

// Seed 001 §6 Roles: agents get no 10% banner, no agreement (pre-accepted), no add-on popup, the full basket at
// checkout and phone numbers as free text.

/** Logs in over the GraphQL endpoint with the page's cookie jar (the /login screens belong to another spec). */
async function logInAgent(page: Page): Promise<void> {
  const post = async (query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/graphql', {
      data: { query, variables },
      headers: SCRIPT_HEADERS,
    });
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
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByRole('table', { name: /Passenger prices/ })).toBeVisible();
  const form = page.locator('section[id^="passenger_"]').first();
  await expect(form.getByRole('combobox', { name: 'Phone number dial code' })).toHaveCount(0);
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
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const missing = page.getByText(
    'Please complete all required passenger details to continue (Passenger 2 is missing details)',
  );
  await expect(missing).toBeVisible();

  // Saving the last passenger clears the alert (it follows the saved details).
  const second = page.locator('section[id^="passenger_"]').nth(1);
  if (!(await second.getByLabel('First name').isVisible())) {
    await second.getByRole('button', { name: 'Edit details' }).click();
  }
  await second.getByLabel('First name').fill('morag');
  await second.getByLabel('Family name').fill('fraser');
  for (const [label, value] of [
    ['Date of birth (dd-mm-yyyy)', '3-4-1982'],
    ['Phone number', '+44 7700 900790'],
  ] as const) {
    const field = second.getByLabel(label, { exact: true });
    if ((await field.count()) && (await field.getAttribute('aria-required')) === 'true')
      await field.fill(value);
  }
  await second.getByRole('button', { name: 'Save passenger 2' }).click();
  await expect(second.getByText('Required guest details added')).toBeVisible();
  await expect(missing).toHaveCount(0);
  await expect(page.getByText(/Please complete all required passenger details/)).toHaveCount(0);
});

const LNE = 'Loch Ness, Glencoe & the Highlands';
const SAE = 'St Andrews & Fife Fishing Villages';
const ECO1 = 'ECO Carbon offset for your trip';

test('an agent: two tours, an add-on, a removal, codes, a reload, then checkout with two passengers to /creditcard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAgent(page);
  await addTourThroughPanel(page, 'LNE', '2026-7-11', 2);
  await addTourThroughPanel(page, 'SAE', '2026-7-14');
  await expect(page.getByText('2 Tour(s) · no add-ons')).toBeVisible();
  await expect(page.getByText('Receive a 10% discount when booking multiple Day Tours!')).toHaveCount(0);

  const addEco = page
    .locator('#add_on_LNE')
    .getByRole('listitem')
    .filter({ hasText: ECO1 })
    .getByRole('button');
  await addEco.click();
  await expect(addEco).toHaveText('Added to cart');
  await expect(page.getByText('2 Tour(s) · 1 add-on(s)')).toBeVisible();

  await tripRow(page, SAE).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('1 Tour(s) · 1 add-on(s)')).toBeVisible();

  const code = page.getByRole('textbox', { name: 'Discount code' });
  await code.fill('WINTER2024');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid or expired coupon code.')).toBeVisible();
  await code.fill('HIGHLAND10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code HIGHLAND10 applied')).toBeVisible();

  await page.reload();
  await expect(page.getByText('1 Tour(s) · 1 add-on(s)')).toBeVisible();
  await expect(page.getByText('Code HIGHLAND10 applied')).toBeVisible();
  await expect(tripRow(page, LNE)).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const forms = page.locator('section[id^="passenger_"]');
  await expect(forms.nth(0).getByText('Add required guest details')).toBeVisible();
  await expect(forms.nth(0).getByLabel('First name')).toBeVisible();
  const fill = async (index: number, values: Record<string, string>) => {
    const form = forms.nth(index);
    for (const [label, value] of Object.entries(values)) {
      const field = form.getByLabel(label, { exact: true });
      if (await field.count()) await field.fill(value);
    }
    if (await form.getByLabel('Gender').count()) await form.getByLabel('Gender').selectOption('Female');
    await form.getByRole('button', { name: `Save passenger ${index + 1}` }).click();
  };
  await fill(0, {
    'First name': 'morag',
    'Family name': 'campbell',
    'E-mail': 'morag@example.com',
    'Confirm e-mail': 'morag@example.org',
    'Date of birth (dd-mm-yyyy)': '01011899',
    'Phone number': '+44 7700 900111',
  });
  await expect(forms.nth(0).getByText('E-mail addresses do not match')).toBeVisible();
  await expect(forms.nth(0).getByText('Please enter a valid Date of Birth')).toBeVisible();
  await fill(0, { 'Confirm e-mail': 'morag@example.com', 'Date of birth (dd-mm-yyyy)': '01011979' });
  await expect(forms.nth(0).getByText('Required guest details added')).toBeVisible();
  await fill(1, {
    'First name': 'euan',
    'Family name': 'grant',
    'E-mail': 'euan@example.com',
    'Confirm e-mail': 'euan@example.com',
    'Date of birth (dd-mm-yyyy)': '02021982',
    'Phone number': '+44 7700 900222',
  });
  await expect(forms.nth(1).getByText('Required guest details added')).toBeVisible();

  await page.getByRole('button', { name: 'Add a note' }).click();
  await page.getByLabel('Note type').selectOption('Special Assistance');
  await page.getByLabel('Note', { exact: true }).fill('Wheelchair user');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Special Assistance: Wheelchair user')).toBeVisible();

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/creditcard$/, { timeout: 5_000 });
});
