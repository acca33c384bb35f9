import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { chooseRadio, DEMO_PASSWORD } from './agent-session';

// Seed 000 §2 Login screen, §4 agent login states, §5 'Please select or create a contact for your login', §8.

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Tours Agent Portal' })).toBeVisible();
  await page.getByLabel('User name').fill('demo-agent');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid user name or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty login says which fields are missing, at the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  const userName = page.getByRole('textbox', { name: 'User name' });
  await expect(userName).toHaveAttribute('aria-invalid', 'true');
  await expect(userName).toHaveAccessibleDescription('Please enter your user name.');
  await expect(userName).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password.');
  await expectNoAxeViolations(page);
  await userName.fill('demo-agent');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(userName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
});

test('links to forgot password; the registration link is hidden', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Register' })).toBeHidden();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot_password$/);
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
  // A new consultant without its details is no contact yet: each missing field says so.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Please enter a first name.');
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('Second name')).toHaveAccessibleDescription('Please enter a second name.');
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Please enter an e-mail address.');

  const suffix = Date.now().toString(36);
  await page.getByLabel('First name').fill('Kirsty');
  await page.getByLabel('Second name').fill(`Test${suffix}`);
  // A bad e-mail marks the e-mail field with its message, and only that field.
  await page.getByLabel('E-mail').fill(`kirsty.${suffix}@caledonian`);
  await page.getByRole('button', { name: 'Continue' }).click();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    'Please enter a valid e-mail address, e.g. name@agency.com.',
  );
  await expect(email).toBeFocused();
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(`kirsty.${suffix}@caledonian.example`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(
    page.getByRole('button', { name: new RegExp(`My Profile \\(Kirsty Test${suffix}\\)`) }),
  ).toBeVisible();
});
