import { expect, test } from '@playwright/test';
import { checkOutCart } from './cart-helpers';

// Seed 001 §4 Checkout, §5 Passenger details at checkout (required fields, date of birth as dd-mm-yyyy), and the
// seats' hold (seed 000 §3 Trip passenger expiry_time) on checkout and card payment (SIM_TODAY=2026-06-01).

test('a 2 Adults + 1 Child multi-day checkout: titled forms, marked fields, dates of birth as typed, the alert that follows, the hold', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?open=3LN&departuredate=2026-7-10');
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByRole('button', { name: /Rooms/ })).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await page.getByRole('button', { name: 'Add one Child' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByText(/^2 Adults, 1 Child travelling on 10\/07\/2026/)).toBeVisible();
  await panel.getByRole('button', { name: /Rooms/ }).click();
  await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart#basket_3LN$/);
  await checkOutCart(page);

  // One form per person, titled with the age category.
  const forms = page.locator('section[id^="passenger_"]');
  await expect(forms).toHaveCount(3);
  await expect(forms.nth(0).getByRole('heading', { level: 3 })).toHaveText('Passenger 1 · Adult');
  await expect(forms.nth(1).getByRole('heading', { level: 3 })).toHaveText('Passenger 2 · Adult');
  await expect(forms.nth(2).getByRole('heading', { level: 3 })).toHaveText('Passenger 3 · Child');

  // Until when the seats are held.
  await expect(
    page.getByRole('note').filter({ hasText: /^Your seats are held until \d\d:\d\d on \w+ \d+ June 2026\./ }),
  ).toBeVisible();

  // Required fields are marked and announced before any save (the emergency contact on multi-day tours).
  const lead = forms.nth(0);
  await expect(lead.getByText('Fields marked * are required.')).toBeVisible();
  const emergency = lead.getByRole('textbox', { name: 'Emergency contact name' });
  await expect(emergency).toHaveAttribute('aria-required', 'true');
  await expect(lead.getByRole('textbox', { name: 'Post code' })).not.toHaveAttribute('aria-required', 'true');

  // The alert names the first passenger missing details...
  await page.getByText('I have read and agree to the booking conditions.').click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please complete all required passenger details to continue (Passenger 1 is missing details)',
  );

  // ...and follows as passengers are saved. Dates of birth are taken as people type them.
  /** Fills the fields the passenger's form asks for (those marked required), then saves it. */
  const fill = async (index: number, first: string, birth: string, expected: string) => {
    const form = forms.nth(index);
    if (!(await form.getByRole('textbox', { name: 'First name' }).isVisible())) {
      await form.getByRole('button', { name: 'Edit details' }).click();
    }
    const required = async (name: string, role: 'textbox' | 'combobox' = 'textbox') => {
      const field = form.getByRole(role, { name, exact: true });
      return (await field.count()) > 0 && (await field.getAttribute('aria-required')) === 'true'
        ? field
        : null;
    };
    await form.getByRole('textbox', { name: 'First name' }).fill(first);
    await form.getByRole('textbox', { name: 'Family name' }).fill('Munro');
    const email = await required('E-mail');
    if (email) {
      await email.fill(`${first.toLowerCase()}@example.com`);
      await form.getByRole('textbox', { name: 'Confirm e-mail' }).fill(`${first.toLowerCase()}@example.com`);
    }
    const gender = await required('Gender', 'combobox');
    if (gender) await gender.selectOption('Female');
    const dob = form.getByRole('textbox', { name: 'Date of birth (dd-mm-yyyy)' });
    await dob.pressSequentially(birth);
    await dob.press('Tab');
    await expect(dob).toHaveValue(expected);
    for (const [dialName, numberName, number] of [
      ['Phone number dial code', 'Phone number', '07700 900123'],
      ['Emergency contact number dial code', 'Emergency contact number', '07700 900456'],
    ] as const) {
      const numberField = await required(numberName);
      if (!numberField) continue;
      const dial = form.getByRole('combobox', { name: dialName });
      await dial.fill('United Kingdom');
      await dial.press('Tab');
      await numberField.fill(number);
    }
    const contact = await required('Emergency contact name');
    if (contact) await contact.fill('Hamish Munro');
    await form.getByRole('button', { name: `Save passenger ${index + 1}` }).click();
    await expect(form.getByText('Required details completed')).toBeVisible();
  };
  await fill(0, 'Ailsa', '3-4-1990', '03-04-1990');
  await expect(page.getByRole('alert')).toHaveText(
    'Please complete all required passenger details to continue (Passenger 2 is missing details)',
  );
  await fill(1, 'Morag', '03/04/1988', '03-04-1988');
  await fill(2, 'Isla', '2015-08-21', '21-08-2015');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/creditcard$/, { timeout: 10_000 });
  await expect(page.getByRole('note').filter({ hasText: /^Your seats are held until / })).toBeVisible();
});
