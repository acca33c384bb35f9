import { expect, type Page } from '@playwright/test';
import { bookDayTour, HOSTED_PAGE } from '../payment/payment-helpers';
import { expectTabCanLeave, expectVisibleFocus, tabTo, test } from './quality-helpers';

// Keyboard journeys (WCAG 2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.7 Focus Visible): after the first
// page.goto, only keyboard.press and keyboard.type. Every element Tab passes must show a focus ring, and at each
// step Tab leaves the focused element and Shift+Tab comes back.

/** A resting point of the journey: visible focus, and Tab can leave it. */
async function checkpoint(page: Page, where: string): Promise<void> {
  await test.step(`focus: ${where}`, async () => {
    await expectVisibleFocus(page, where);
    await expectTabCanLeave(page, where);
  });
}

const LNE = 'Loch Ness, Glencoe & the Highlands';

test.describe('consumer', { tag: '@consumer' }, () => {
  test('search, tour, date, passengers, pick-up, cart, checkout, passengers, card payment, confirmation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible({
      timeout: 15_000,
    });

    // Search.
    await tabTo(
      page,
      'search field',
      page
        .getByRole('searchbox', { name: 'Search for tours' })
        .or(page.getByRole('textbox', { name: 'Search for tours' })),
    );
    await checkpoint(page, 'search field');
    await page.keyboard.type('glencoe');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=glencoe/);
    // The search page reloads its list (and the field) under Suspense: wait for the results before tabbing on.
    await expect(page.getByRole('article').filter({ hasText: LNE }).first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'St Andrews' })).toHaveCount(0);

    // Open the tour: its card's Book Now link.
    await tabTo(
      page,
      'Book Now',
      page.getByRole('article').filter({ hasText: LNE }).first().getByRole('link', { name: 'Book Now' }),
    );
    await checkpoint(page, 'Book Now link');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Tour details' });
    await expect(panel.getByRole('heading', { level: 2, name: LNE })).toBeVisible();
    await expect(panel.getByRole('grid')).toBeVisible({ timeout: 15_000 });

    // Date: Tab to the calendar's focused day, next month with PageDown, a week on, Enter.
    await tabTo(page, 'calendar day', panel.getByRole('grid').getByRole('button'));
    await checkpoint(page, 'calendar day');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // On to the next day with room for two (bookings of earlier runs fill days up): ArrowRight.
    for (let day = 0; day < 14; day += 1) {
      const roomy = await page.evaluate(() => {
        const cell = document.activeElement;
        return cell?.getAttribute('aria-disabled') !== 'true' && (cell?.textContent ?? '').includes('5 +');
      });
      if (roomy) break;
      await page.keyboard.press('ArrowRight');
    }
    await expectVisibleFocus(page, 'calendar day after arrow keys');
    await page.keyboard.press('Enter');
    await expect(panel.getByText(/^Selected date: \d\d\/07\/2026$/)).toBeVisible();
    await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
    await checkpoint(page, 'chosen day');

    // Passengers: the popover's 'Add one Adult', then Escape back to its button.
    await tabTo(page, 'Passengers button', panel.getByRole('button', { name: /^Passengers/ }), {
      backwards: true,
    });
    await checkpoint(page, 'Passengers button');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Add one Adult' })).toBeVisible();
    // The popover's number fields (react-aria NumberField: its +/- buttons are for the pointer, the arrow keys
    // step the focused field).
    const adults = page
      .getByRole('textbox', { name: 'Adults' })
      .or(page.getByRole('spinbutton', { name: 'Adults' }));
    await tabTo(page, 'Adults field', adults);
    await checkpoint(page, 'Adults field');
    await page.keyboard.press('ArrowUp');
    await expect(adults).toHaveValue('2');
    await page.keyboard.press('Escape');
    await expect(panel.getByText(/^2 Adults travelling on/)).toBeVisible();
    // Escape hands the focus back to the popover's button (after the popover's exit).
    await expect(panel.getByRole('button', { name: /^Passengers/ })).toBeFocused();
    await expectVisibleFocus(page, 'Passengers button after Escape');

    // Pick-up: open the list with the keyboard, the first point, Enter.
    await tabTo(page, 'pick-up', panel.getByRole('button', { name: /Hotel pick-up|pick-up point/ }));
    await checkpoint(page, 'pick-up button');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectVisibleFocus(page, 'pick-up list');
    await page.keyboard.press('Enter');
    await expect(panel.getByText(/^Pick-up time: \d\d:\d\d$/)).toBeVisible();

    // Add to cart.
    await tabTo(page, 'Add to Cart', panel.getByRole('button', { name: 'Add to Cart' }));
    await checkpoint(page, 'Add to Cart');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart#basket_LNE$/);
    await expect(page.getByRole('article', { name: LNE, exact: true })).toBeVisible();

    // Cart: agreement, Checkout, the add-on popup's 'Proceed without add-ons'.
    await tabTo(page, 'agreement', page.getByRole('checkbox', { name: 'I understand and agree.' }));
    await checkpoint(page, 'agreement checkbox');
    await page.keyboard.press('Space');
    await tabTo(page, 'Checkout', page.getByRole('button', { name: 'Checkout' }));
    await checkpoint(page, 'Checkout button');
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading', { name: /Last chance/ })).toBeVisible();
    await tabTo(
      page,
      'Proceed without add-ons',
      popup.getByRole('button', { name: 'Proceed without add-ons' }),
    );
    await checkpoint(page, 'add-on popup');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // Passenger forms, typed field by field (the lead passenger has more fields than the others: each field
    // present is reached by Tab). Selects take typed text (type-ahead), as a keyboard user does.
    const guests = [
      { first: 'isla', family: 'stewart', email: 'isla@example.com', gender: 'Female', born: '14021992' },
      { first: 'ewan', family: 'stewart', email: 'ewan@example.com', gender: 'Male', born: '02031988' },
    ];
    for (const [index, guest] of guests.entries()) {
      const form = page.locator('section[id^="passenger_"]').nth(index);
      const fields: [string, string][] = [
        ['First name', guest.first],
        ['Family name', guest.family],
        ['E-mail', guest.email],
        ['Confirm e-mail', guest.email],
        ['Gender', guest.gender],
        ['Date of birth (dd-mm-yyyy)', guest.born],
        ['Phone number dial code', 'United Kingdom'],
        ['Phone number', '07700 900123'],
      ];
      for (const [label, value] of fields) {
        const field = form.getByLabel(label, { exact: true });
        if (!(await field.count())) continue;
        await tabTo(page, `passenger ${index + 1}: ${label}`, field);
        await checkpoint(page, `passenger ${index + 1}: ${label}`);
        await page.keyboard.type(value);
      }
      const save = form.getByRole('button', { name: `Save passenger ${index + 1}` });
      await tabTo(page, `Save passenger ${index + 1}`, save);
      await page.keyboard.press('Enter');
      await expect(form.getByText('Required details completed')).toBeVisible();
    }

    await tabTo(
      page,
      'booking conditions',
      page.getByRole('checkbox', { name: 'I have read and agree to the booking conditions.' }),
    );
    await checkpoint(page, 'booking conditions');
    await page.keyboard.press('Space');
    await tabTo(page, 'Continue to Payment', page.getByRole('button', { name: 'Continue to Payment' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/creditcard$/, { timeout: 20_000 });

    // The provider's hosted card page: Tab goes into its frame.
    const card = page.frameLocator(HOSTED_PAGE);
    await expect(card.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
    await tabTo(page, 'name on card', card.getByLabel('Name on card'));
    await checkpoint(page, 'hosted card page: name on card');
    await page.keyboard.type('Isla Stewart');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4111 1111 1111 1111');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await checkpoint(page, 'hosted card page: security code');
    await tabTo(page, 'Pay', card.getByRole('button', { name: /^Pay / }));
    await expectVisibleFocus(page, 'hosted card page: Pay');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/confirmation/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await tabTo(page, 'confirmation: mailing list', page.getByLabel('Email address'));
    await checkpoint(page, 'confirmation page');
  });
});

test.describe('agent', { tag: '@agent' }, () => {
  test('login, consultant, manage bookings, open a booking, cancel a passenger', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await expect(page.getByLabel('User name')).toBeVisible({ timeout: 15_000 });
    await tabTo(page, 'user name', page.getByLabel('User name'));
    await checkpoint(page, 'user name');
    await page.keyboard.type('heather-agent');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo-password');
    await checkpoint(page, 'password');
    await page.keyboard.press('Enter');

    // Consultant: the radio group by arrow keys, then Continue.
    await expect(page.getByRole('radio').first()).toBeVisible();
    await tabTo(page, 'consultant', page.getByRole('radio'));
    await checkpoint(page, 'consultant radio group');
    for (let presses = 0; presses < 5; presses += 1) {
      if (await page.getByRole('radio', { name: /Ailsa Munro/ }).isChecked()) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(page.getByRole('radio', { name: /Ailsa Munro/ })).toBeChecked();
    await expectVisibleFocus(page, 'chosen consultant');
    await tabTo(page, 'Continue', page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible({
      timeout: 15_000,
    });

    // A fresh booking of this agency with two passengers (set-up through the API, the session just opened).
    const id = await bookDayTour(page.request, 20, 2);

    await tabTo(page, 'Manage Booking', page.getByRole('link', { name: 'Manage Booking' }), {
      backwards: true,
      limit: 250,
    });
    await checkpoint(page, 'Manage Booking link');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manage_bookings$/);
    await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
    await tabTo(page, 'search bookings', page.getByLabel(/Search bookings/));
    await checkpoint(page, 'search bookings field');
    await page.keyboard.type(id);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${id}`));
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await tabTo(page, 'open booking', page.getByRole('button', { name: `Open booking ${id}` }));
    await checkpoint(page, 'Open booking button');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`BOOKING REFERENCE #${id}`);

    // Keep the first passenger: uncheck the second 'Cancel …' box, Cancel Booking, both confirmations, Confirm.
    const boxes = page.getByRole('checkbox', { name: /^Cancel / });
    await expect(boxes).toHaveCount(2);
    await tabTo(page, 'second passenger', boxes.nth(1));
    await checkpoint(page, 'passenger checkbox');
    await page.keyboard.press('Space');
    await expect(boxes.nth(1)).not.toBeChecked();
    await tabTo(page, 'Cancel Booking', page.getByRole('button', { name: 'Cancel Booking' }));
    await checkpoint(page, 'Cancel Booking button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' });
    await expect(dialog).toBeVisible();
    await tabTo(
      page,
      'terms explained',
      dialog.getByRole('checkbox', { name: /explained the booking terms/ }),
    );
    await checkpoint(page, 'cancel dialog: first confirmation');
    await page.keyboard.press('Space');
    await tabTo(page, 'wish to proceed', dialog.getByRole('checkbox', { name: /wish to proceed/ }));
    await page.keyboard.press('Space');
    await tabTo(page, 'Confirm Cancellation', dialog.getByRole('button', { name: 'Confirm Cancellation' }));
    await checkpoint(page, 'Confirm Cancellation');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('checkbox', { name: /^Cancel / })).toHaveCount(1);
    await expect(page).toHaveURL(/\/search\/details$/);
  });
});
