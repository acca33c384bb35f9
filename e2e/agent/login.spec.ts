import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { chooseRadio, DEMO_PASSWORD } from './agent-session';

// Seed 000 §2 Login screen, §4 agent login states, §5 'Please select or create a contact for your login', §8.

// The field messages, their focus and the links of the form: web login-form.test.tsx.
test('an empty login is marked at its fields; a wrong password shows the server message', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Tours Agent Portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('textbox', { name: 'User name' })).toHaveAccessibleDescription(
    'Please enter your user name.',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('User name').fill('demo-agent');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid user name or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('logs in with an existing consultant and goes to /search', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('User name').fill('demo-agent');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Signed in as demo-agent, Thistle Travel Ltd')).toBeVisible();
  // The consultant step takes focus from the login form it replaced (not <body>).
  await expect(page.getByText('Signed in as demo-agent, Thistle Travel Ltd')).toBeFocused();
  await expect(page.getByRole('radio')).toHaveCount(4);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select or create a contact for your login');

  await chooseRadio(page, 'Callum Stewart');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/search$/);
  const nav = page.getByRole('navigation', { name: 'Agent' });
  await expect(nav.getByRole('link', { name: 'HOME' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage Booking' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /My Profile \(Callum Stewart\)/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cart' })).toBeVisible();
});

test('logs in with a new consultant', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('User name').fill('band-agent');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await chooseRadio(page, 'Create a new consultant');
  // Each missing or invalid field's message: web select-consultant.test.tsx.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Please enter a first name.');
  await expectNoAxeViolations(page);

  const suffix = Date.now().toString(36);
  await page.getByLabel('First name').fill('Kirsty');
  await page.getByLabel('Second name').fill(`Test${suffix}`);
  await page.getByLabel('E-mail').fill(`kirsty.${suffix}@caledonian.example`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(
    page.getByRole('button', { name: new RegExp(`My Profile \\(Kirsty Test${suffix}\\)`) }),
  ).toBeVisible();
});
