import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';

// Seed 000 §2 Registration screen, §5 registration rules, §8, §9 (verification polled every 100 ms).

async function fillRequired(page: Page) {
  await page.getByLabel('Name *', { exact: true }).fill('Ewan McGregor');
  await page.getByLabel('Agency name *').fill('Trossachs Travel');
  await page.getByLabel('Agency phone number *').fill('0131 496 0123');
  await page.getByLabel('Agency e-mail *').fill('hello@trossachs.example');
  await page.getByLabel('Address line 1 *').fill('1 Main Street, Callander');
}

async function verifyHuman(page: Page) {
  // By keyboard: the widget draws its own tick over the native checkbox.
  const checkbox = page.getByRole('checkbox', { name: /not a robot/i });
  await checkbox.focus();
  await checkbox.press('Space');
  await expect(page.locator('altcha-widget')).toContainText(/verified/i, { timeout: 20_000 });
}

test('registration succeeds with the human verification', async ({ page }) => {
  await page.goto('/login/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete the human verification.');

  await verifyHuman(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await expect(page.getByLabel('Name *', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await fillRequired(page);
  await page.getByLabel('IATA').fill('12345678');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Registration Successful');
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('registration is refused when the honeypot is filled', async ({ page }) => {
  await page.goto('/login/register');
  await fillRequired(page);
  await verifyHuman(page);
  // Only a bot fills the hidden field.
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Looks like you are a bot...');
});

test('reset password: the failure message, then /login saying it worked', async ({ page }) => {
  await page.goto('/login/forgot_password');
  await page.getByLabel('User name').fill('heather-agent');
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password').fill('demo-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Unable to reset password :.+/);

  // Same password again, so the demo login keeps working for other specs.
  await page.getByLabel('Current password').fill('demo-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login screen says that it worked, until the next login attempt.
  await expect(page.getByRole('alert')).toHaveText(
    'Your password has been reset. Please log in with your new password.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toHaveCount(0);
});
