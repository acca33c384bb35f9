import { expect, test } from '@playwright/test';
import { chooseRadio, DEMO_PASSWORD, findBookingWithPassengers } from './agent-session';

// Screenshots of the agent screens at desktop and phone size, for people to look at (e2e/artifacts/screenshots).

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

for (const [name, viewport] of Object.entries(viewports)) {
  test(`agent screenshots (${name})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      viewport,
      isMobile: name === 'mobile',
      hasTouch: name === 'mobile',
    });
    const page = await context.newPage();
    const shot = (screen: string) =>
      page.screenshot({ path: `artifacts/screenshots/agent-${screen}-${name}.png`, fullPage: true });

    await page.goto('/login/forgot_password');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await shot('forgot-password');
    await page.goto('/login/register');
    await expect(page.locator('altcha-widget')).toContainText(/not a robot/i);
    await shot('register');

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Day Tours Agent Portal' })).toBeVisible();
    await shot('login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter your user name.')).toBeVisible();
    await shot('login-missing-fields');
    await page.getByLabel('User name').fill('heather-agent');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await chooseRadio(page, 'Create a new consultant');
    await shot('select-consultant');
    await page.getByLabel('E-mail').fill('ailsa@heather');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter a valid e-mail address, e.g. name@agency.com.')).toBeVisible();
    await shot('new-consultant-errors');
    await chooseRadio(page, 'Ailsa Munro');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/search$/);

    await page.goto('/my_profile');
    await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
    await shot('my-profile');

    await page.goto('/manage_bookings');
    await expect(page.getByRole('table')).toBeVisible();
    await shot('manage-bookings');
    await page.screenshot({ path: `artifacts/screenshots/agent-manage-bookings-first-screen-${name}.png` });
    await page.goto('/manage_bookings?status=CANCELLED&sort=booking_date&dir=desc');
    await expect(page.getByRole('columnheader', { name: 'BOOKING DATE' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await shot('manage-bookings-cancelled-by-booking-date');

    const id = await findBookingWithPassengers(page, 2, name === 'desktop' ? 2 : 3);
    await page.goto(`/manage_bookings?q=${id}`);
    await page.getByRole('button', { name: `Open booking ${id}` }).click();
    await expect(page.getByRole('heading', { name: `BOOKING REFERENCE #${id}` })).toBeVisible();
    await shot('booking-details');
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.screenshot({ path: `artifacts/screenshots/agent-cancel-dialog-${name}.png` });

    await page.getByRole('button', { name: 'Keep Booking' }).click();
    await page.getByRole('button', { name: /My Profile/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot({ path: `artifacts/screenshots/agent-profile-menu-${name}.png` });
    if (name === 'desktop') {
      await page.keyboard.press('Escape');
      await page.mouse.move(640, 700);
      await expect(page.getByRole('menu')).toBeHidden();
      await page.getByRole('button', { name: /My Profile/ }).hover();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.screenshot({ path: `artifacts/screenshots/agent-profile-menu-hover-${name}.png` });
    }
    await context.close();
  });
}
