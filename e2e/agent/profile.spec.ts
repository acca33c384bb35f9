import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { DEMO_PASSWORD, logInAs, openSignedIn } from './agent-session';

// Seed 000 §2 header navigation (the My Profile hover dropdown) and My Profile, §5 password rules, §8
// 'Sucessfully changed password'; errors name the field.

test('the profile menu works by keyboard alone and opens My Profile', async ({ page }) => {
  await openSignedIn(page, 'aussie-agent', 'Jack Wilson');
  const menuButton = page.getByRole('button', { name: /My Profile/ });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'My Profile' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my_profile$/);
  await expect(page.getByRole('heading', { name: 'Consultant Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await expect(page.getByText('Globetrotter Adventures')).toBeVisible();
});

test('the profile menu opens on hover and when reached with Tab, without taking focus', async ({ page }) => {
  await logInAs(page, 'aussie-agent', 'Chloe Nguyen');
  const menuButton = page.getByRole('button', { name: /My Profile/ });
  const menu = page.getByRole('menu', { name: 'My Profile' });
  const search = page.getByLabel('Search for tours');
  await search.focus();
  await menuButton.hover();
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toBeFocused();
  // The pointer may cross from the button to the menu; leaving both closes it.
  await menu.getByRole('menuitem', { name: 'Logout' }).hover();
  await expect(menu).toBeVisible();
  await page.mouse.move(640, 600);
  await expect(menu).toBeHidden();

  await page.getByRole('link', { name: 'Manage Booking' }).focus();
  await page.keyboard.press('Tab');
  await expect(menuButton).toBeFocused();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Agent' }).getByRole('link', { name: 'Cart' }),
  ).toBeFocused();
  await expect(menu).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my_profile$/);

  // A hover-opened menu works with the mouse too.
  await menuButton.hover();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// The four messages of the password rules, before anything is sent: web change-password-panel.test.tsx.
test("change password: the provider's refusal and success", async ({ page }) => {
  await logInAs(page, 'aussie-agent', 'Chloe Nguyen');
  await page.goto('/my_profile');
  const panel = page.getByRole('region', { name: 'Change Account Password' });
  const submit = panel.getByRole('button', { name: 'Change Password' });
  const alert = panel.getByRole('alert');

  await panel.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await panel.getByLabel('Current password').fill('wrong-password');
  await panel.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await submit.click();
  await expect(alert).toHaveText('The user name or current password is incorrect.');

  // The same password again keeps the demo login usable.
  await panel.getByLabel('Current password').fill(DEMO_PASSWORD);
  await submit.click();
  await expect(alert).toHaveText('Sucessfully changed password');
});

test('edits the consultant', async ({ page }) => {
  await logInAs(page, 'heather-agent', 'Rory Mackenzie');
  await page.goto('/my_profile');
  const panel = page.getByRole('region', { name: 'Consultant Information' });
  await panel.getByRole('button', { name: 'Edit' }).click();
  // A bad e-mail is marked at the e-mail field (its message and focus: web consultant-panel.test.tsx).
  await panel.getByLabel('E-mail').fill('rory.mackenzie at heather');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await panel.getByLabel('E-mail').fill('rory.mackenzie@heather.example');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('rory.mackenzie@heather.example')).toBeVisible();
});
