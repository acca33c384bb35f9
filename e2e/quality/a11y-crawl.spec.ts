import { expect, type Page } from '@playwright/test';
import { dayTrip, openCartWith } from '../cart/cart-helpers';
import {
  bookDayTour,
  CARDS,
  expectHostedCardPage,
  graphql,
  HOSTED_PAGE,
  logInAgentByApi,
  payOnHostedPage,
} from '../payment/payment-helpers';
import { AGENT_URL, agentTest, checkA11y, printCrawledStates, test, WCAG_21_TAGS } from './quality-helpers';

// Accessibility crawl: every route of both site modes, with its panels, dialogs and error states, checked once
// each by axe with the rules of every check (AXE_TAGS: WCAG 2.0-2.2 A and AA, best practice; zero violations).
// The provider's hosted card page is a third party's frame and is left out (HOSTED_PAGE). Each state crawled is
// printed at the end of the run.

test.describe.configure({ mode: 'default' });

const LNE = 'Loch Ness, Glencoe & the Highlands';
const SLE = 'Stirling Castle, Loch Lomond & the Kelpies';

const countHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Tours Available|Sorry none/ });
const tourPanel = (page: Page) => page.getByRole('dialog', { name: 'Tour details' });

/** The search page's and tour panel's states; the same screens serve both modes (the agent's show nett prices). */
async function crawlSearch(page: Page): Promise<void> {
  await page.goto('/');
  await expect(countHeading(page)).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'search: tour list');

  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Duration', exact: true }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Day Tours', exact: true })).toBeVisible();
  // WCAG 2.2 'target-size': the open menu's items partly cover the first location tag under it (the agent's
  // wider bar), leaving less than 24 px of it in view; the tags are checked uncovered in 'search: tour list'.
  await checkA11y(page, 'search: filter menu open (Duration)', {
    exclude: ['[role="group"][aria-label="Filters"] button[aria-pressed]'],
  });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Dates', exact: true }).click();
  const dates = page.getByRole('dialog', { name: 'Dates' });
  await dates.getByRole('button', { name: /Month/ }).click();
  await page.getByRole('option', { name: 'July 2026' }).click();
  await expect(dates.getByRole('grid', { name: 'Departure dates, July 2026' })).toBeVisible();
  await expect(dates.getByText(/^\d+ Tours?$/).first()).toBeVisible();
  await checkA11y(page, 'search: Dates panel');
  await dates.getByRole('button', { name: /^Tuesday 7 July 2026, \d+ tours?$/ }).click();
  const trips = page.getByRole('dialog', { name: 'Select A Trip' });
  await expect(trips.getByRole('article').first()).toBeVisible();
  await checkA11y(page, "search: Dates panel, 'Select A Trip' dialog");
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('/?tour_id=LNE');
  await page.getByRole('button', { name: `Itinerary and map of ${LNE}` }).click();
  const itinerary = page.getByRole('dialog', { name: 'Itinerary' });
  await expect(itinerary.getByRole('heading', { name: 'Stop 2: Glencoe' })).toBeVisible();
  await checkA11y(page, 'search: itinerary slide-out');
  await itinerary.getByRole('button', { name: /^Enlarge the map/ }).click();
  await expect(page.getByRole('dialog', { name: `Route map of ${LNE}` }).getByRole('img')).toBeVisible();
  await checkA11y(page, 'search: itinerary, enlarged route map');

  await page.goto('/?q=zzzzqqq');
  await expect(countHeading(page)).toHaveText(/Sorry none/);
  await checkA11y(page, 'search: no results');

  await page.goto('/?duration=2-8&departure_from=2026-07-10&departure_to=2026-07-14');
  await expect(countHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await checkA11y(page, 'search: presets shown as selected, applied dates, sort control');

  await page.goto('/?open=LNE&departuredate=2026-6-10');
  const panel = tourPanel(page);
  await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'tour details panel: with a date and price');
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await expect(page.getByRole('button', { name: 'Add one Adult' })).toBeVisible();
  // Best practice 'region': the popover's react-aria portal is outside every landmark (tour-panel.spec.ts checks
  // the page around it with the wider rules).
  await checkA11y(page, 'tour details panel: passengers popover', { tags: WCAG_21_TAGS });
  await page.getByRole('button', { name: 'Add one Child' }).click();
  await page.getByRole('button', { name: 'Remove one Adult' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(
    /at least one 18\+ member/,
  );
  await checkA11y(page, 'tour details panel: Add to Cart disabled with its reason (a child alone)');
  await page.goto('/?open=3LN&departuredate=2026-7-10');
  await expect(panel.getByText('To add this tour to your cart:')).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'tour details panel: a multi-day tour waiting for a room');
  await page.goto('/?open=LNE&departuredate=2026-6-10');
  await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: /Hotel pick-up|pick-up point/ }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await checkA11y(page, 'tour details panel: pick-up list open');
  await page.keyboard.press('Escape');

  await page.goto('/?open=LNE');
  await expect(tourPanel(page).getByText('No date selected')).toBeVisible({ timeout: 15_000 });
  await page.mouse.move(0, 0);
  await tourPanel(page).getByRole('button', { name: 'Hotel pick-up' }).hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await checkA11y(page, 'tour details panel: no date, pick-up tooltip');

  await page.goto('/?open=3SW');
  const multiDay = tourPanel(page);
  await multiDay.getByRole('grid').locator('[role="button"]:not([aria-disabled])').first().click();
  await expect(multiDay.getByText(/^Selected date: /)).toBeVisible();
  await multiDay.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await page.keyboard.press('Escape');
  await multiDay.getByRole('button', { name: /Rooms/ }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await checkA11y(page, 'tour details panel: multi-day tour, room list open');
  await page.keyboard.press('Escape');

  await page.goto('/?open=IVW');
  const train = tourPanel(page);
  await train.getByRole('grid').locator('[role="button"]:not([aria-disabled])').first().click();
  await expect(train.getByRole('radiogroup', { name: 'Departure time' })).toBeVisible();
  await checkA11y(page, 'tour details panel: train tour, departure times');

  await page.goto('/?open=CTA');
  await expect(tourPanel(page).getByText(/unable to book this tour online/)).toBeVisible();
  await checkA11y(page, 'tour details panel: tour not bookable online');
}

/** The login screens (the agent portal's entry; the consumer site serves them too). */
/**
 * The login screens with their errors. `loginRefusal` is what a login answers on this site: the provider's wrong
 * password message on the agent portal; on the consumer site (the same build) agent login is refused outright.
 */
async function crawlLoginScreens(page: Page, loginRefusal: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y(page, 'login: form');
  await page.getByLabel('User name').fill('demo-agent');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toHaveText(loginRefusal);
  await checkA11y(page, 'login: error (refused)');

  await page.goto('/login/forgot_password');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await checkA11y(page, 'forgot password: form');
  await page.getByLabel('User name').fill('heather-agent');
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password').fill('demo-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Unable to reset password/);
  await checkA11y(page, 'forgot password: error (wrong current password)');

  await page.goto('/login/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Registration' })).toBeVisible();
  await checkA11y(page, 'registration: form');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete the human verification.');
  await checkA11y(page, 'registration: error (no human verification)');
  const human = page.getByRole('checkbox', { name: /not a robot/i });
  await human.focus();
  await human.press('Space');
  await expect(page.locator('altcha-widget')).toContainText(/verified/i, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await checkA11y(page, 'registration: error (required fields missing)');
}

async function crawlNotFound(page: Page): Promise<void> {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 (page not found)' })).toBeVisible();
  await checkA11y(page, '404 page');
}

/** Passenger form errors at checkout (the first passenger saved with invalid values). */
async function invalidPassenger(page: Page): Promise<void> {
  const first = page.locator('section[id^="passenger_"]').nth(0);
  await first.getByLabel('First name').fill('mary');
  await first.getByLabel('E-mail', { exact: true }).fill('mary@example');
  await first.getByLabel('Confirm e-mail').fill('marie@example.com');
  await first.getByLabel('Date of birth (dd-mm-yyyy)').fill('31131990');
  await first.getByRole('button', { name: 'Save passenger 1' }).click();
  await expect(first.getByText('Please complete all required fields.')).toBeVisible();
}

test.describe('consumer site', { tag: '@consumer' }, () => {
  test.afterAll(() => printCrawledStates(test.info()));

  test('search page, filters, Dates panel, itinerary and the tour details panel', async ({ page }) => {
    test.setTimeout(300_000);
    await crawlSearch(page);
  });

  test("on a phone: the 'Filter Trips' overlay and the tour panel", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(countHeading(page)).toBeVisible({ timeout: 15_000 });
    await checkA11y(page, 'phone: search page');
    await page.getByRole('button', { name: 'Filter Trips' }).click();
    const overlay = page.getByRole('dialog', { name: 'Filter Trips' });
    await overlay.getByRole('button', { name: 'Inverness' }).click();
    await expect(overlay.getByText('1 Filter(s) Selected')).toBeVisible();
    await checkA11y(page, "phone: 'Filter Trips' overlay");
    await page.goto('/?open=LNE&departuredate=2026-6-10');
    await expect(tourPanel(page).getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
    await checkA11y(page, 'phone: tour details panel');
    await context.close();
  });

  test('cart: empty, a trip, a bad promo code, the add-on popup; checkout with an invalid passenger', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await checkA11y(page, 'cart: empty');

    await openCartWith(page, {
      passengers: [{ ageCategory: 'ADULT' }],
      trips: [dayTrip('SLE', SLE, '2026-07-17')],
    });
    await expect(page.getByRole('article', { name: SLE, exact: true })).toBeVisible();
    await checkA11y(page, 'cart: one trip with add-ons');
    await page.getByRole('textbox', { name: 'Discount code' }).fill('WINTER2024');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid or expired coupon code.')).toBeVisible();
    await checkA11y(page, 'cart: error (bad promo code)');
    await page
      .getByRole('article', { name: SLE, exact: true })
      .getByRole('button', { name: 'Edit Tour' })
      .click();
    await expect(tourPanel(page)).toBeVisible();
    await checkA11y(page, 'cart: Edit Tour panel');
    await page.keyboard.press('Escape');
    await expect(tourPanel(page)).toHaveCount(0);

    await page.getByText('I understand and agree.').click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /Last chance/ })).toBeVisible();
    await checkA11y(page, 'cart: add-on popup');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/payment$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await checkA11y(page, 'checkout: passenger form');
    await invalidPassenger(page);
    await checkA11y(page, 'checkout: error (invalid passenger)');
    await page.getByText('I have read and agree to the booking conditions.').click();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText(/Please complete all required passenger details/)).toBeVisible();
    await page.getByRole('button', { name: 'Add a note' }).click();
    await expect(page.getByLabel('Note type')).toBeVisible();
    await checkA11y(page, 'checkout: error (missing details) and the note form');
  });

  test('payment: card screen, declined card, confirmation, booking page with its cancel dialog, payment link', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(150_000);
    const declined = await bookDayTour(page.request, 10);
    await page.goto(`/creditcard?booking=${declined}`);
    await expectHostedCardPage(page);
    await checkA11y(page, 'card payment screen', { exclude: [HOSTED_PAGE] });
    await payOnHostedPage(page, CARDS.declined);
    await expect(page).toHaveURL(/\/failed_payment\?reason=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'There was a problem with your payment' }),
    ).toBeVisible();
    await checkA11y(page, 'failed payment (declined card)');

    const paid = await bookDayTour(page.request, 11, 2);
    await page.goto(`/creditcard?booking=${paid}`);
    await expectHostedCardPage(page);
    await payOnHostedPage(page, CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await checkA11y(page, 'confirmation (paid in full)');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await checkA11y(page, 'confirmation: newsletter error (no address)');

    await page.goto(`/booking/${paid}`);
    await expect(page.getByRole('heading', { name: 'BOOKING DETAILS' })).toBeVisible();
    await checkA11y(page, 'booking page');
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkA11y(page, 'booking page: cancel dialog');
    await page.keyboard.press('Escape');

    // The link is made on the agent portal (agent sessions live there only) and paid here.
    const agent = await playwright.request.newContext({ baseURL: AGENT_URL });
    await logInAgentByApi(agent);
    const linked = await bookDayTour(agent, 12);
    const { createPaymentLink } = await graphql<{ createPaymentLink: { path: string } }>(
      agent,
      `
        mutation ($id: ID!) {
          createPaymentLink(groupBookingId: $id) {
            path
          }
        }
      `,
      { id: linked },
    );
    await agent.dispose();
    await page.goto(createPaymentLink.path);
    await expectHostedCardPage(page);
    await checkA11y(page, 'card payment screen by payment link', { exclude: [HOSTED_PAGE] });

    // Without a booking at checkout (a fresh tab's session storage), these addresses are the 404 view.
    await page.evaluate(() => sessionStorage.clear());
    for (const address of ['/creditcard', '/confirmation', '/payment']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: '404 (page not found)' })).toBeVisible();
      await checkA11y(page, `${address} without a booking (404 view)`);
    }
  });

  test('login screens (served on the consumer site too) and the 404 page', async ({ page }) => {
    test.setTimeout(90_000);
    await crawlLoginScreens(page, 'Agent login is only available on the agent portal.');
    await crawlNotFound(page);
  });
});

test.describe('agent portal, signed out', { tag: '@agent' }, () => {
  test.afterAll(() => printCrawledStates(test.info()));

  test('login, consultant choice, forgot password, registration, with their errors', async ({ page }) => {
    test.setTimeout(90_000);
    await crawlLoginScreens(page, 'Invalid user name or password.');
    await page.goto('/login');
    await page.getByLabel('User name').fill('band-agent');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await checkA11y(page, 'login: consultant choice');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select or create a contact for your login');
    await checkA11y(page, 'login: error (no consultant chosen)');
    await page.locator('label').filter({ hasText: 'Create a new consultant' }).click();
    await expect(page.getByLabel('First name')).toBeVisible();
    await checkA11y(page, 'login: new consultant form');
  });
});

agentTest.describe('agent portal, signed in', { tag: '@agent' }, () => {
  agentTest.afterAll(() => printCrawledStates(agentTest.info()));

  agentTest(
    'search page, filters, Dates panel, itinerary and the tour details panel (agent prices)',
    async ({ page }) => {
      agentTest.setTimeout(300_000);
      await crawlSearch(page);
    },
  );

  agentTest('profile menu, My Profile with its errors, 404', async ({ page }) => {
    agentTest.setTimeout(90_000);
    await page.goto('/search');
    await expect(countHeading(page)).toBeVisible({ timeout: 15_000 });
    const menuButton = page.getByRole('button', { name: /My Profile/ });
    await menuButton.click();
    await expect(page.getByRole('menu', { name: 'My Profile' })).toBeVisible();
    // Best practice 'region': the menu opened by a click is outside every landmark (drawn inside the header, it
    // would take the Tab that goes on to the next link; profile.spec.ts checks the menu with the wider rules).
    await checkA11y(page, 'header: My Profile menu open', { tags: WCAG_21_TAGS });
    await page.keyboard.press('Escape');

    await page.goto('/my_profile');
    await expect(page.getByRole('heading', { name: 'Consultant Information' })).toBeVisible();
    await checkA11y(page, 'my profile');
    const consultant = page.getByRole('region', { name: 'Consultant Information' });
    await consultant.getByRole('button', { name: 'Edit' }).click();
    await expect(consultant.getByLabel('E-mail')).toBeVisible();
    await checkA11y(page, 'my profile: consultant edit form');
    const password = page.getByRole('region', { name: 'Change Account Password' });
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByRole('alert')).toHaveText('Please enter your current password.');
    await checkA11y(page, 'my profile: error (change password without values)');
    await crawlNotFound(page);
  });

  agentTest('manage bookings, booking details, cancel dialog', async ({ page }) => {
    agentTest.setTimeout(90_000);
    const id = await bookDayTour(page.request, 13, 2);
    await page.goto('/manage_bookings');
    await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
    await checkA11y(page, 'manage bookings: list');
    await page.getByLabel(/Search bookings/).fill('no-such-booking');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=no-such-booking/);
    await checkA11y(page, 'manage bookings: search without results');

    await page.goto(`/manage_bookings?q=${id}`);
    await page.getByRole('button', { name: `Open booking ${id}` }).click();
    await expect(page).toHaveURL(/\/search\/details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`BOOKING REFERENCE #${id}`);
    await checkA11y(page, 'booking details');
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkA11y(page, 'booking details: cancel dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/booking/${id}`);
    await expect(page.getByRole('heading', { name: 'BOOKING DETAILS' })).toBeVisible();
    await checkA11y(page, 'booking page (agent)');
  });

  agentTest('cart, checkout and the agent card screen with its errors', async ({ page }) => {
    agentTest.setTimeout(120_000);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await checkA11y(page, 'cart: empty');
    await openCartWith(page, {
      passengers: [{ ageCategory: 'ADULT' }],
      trips: [dayTrip('SLE', SLE, '2026-07-18')],
    });
    await expect(page.getByRole('article', { name: SLE, exact: true })).toBeVisible();
    await checkA11y(page, 'cart: one trip (agent prices)');
    await page.getByRole('textbox', { name: 'Discount code' }).fill('WINTER2024');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid or expired coupon code.')).toBeVisible();
    await checkA11y(page, 'cart: error (bad promo code)');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/payment$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await checkA11y(page, 'checkout: passenger form (agent)');
    await invalidPassenger(page);
    await checkA11y(page, 'checkout: error (invalid passenger)');

    const id = await bookDayTour(page.request, 14, 2);
    await page.goto(`/creditcard?booking=${id}`);
    await expectHostedCardPage(page);
    await checkA11y(page, 'card payment screen (agent, credit card)', { exclude: [HOSTED_PAGE] });
    await page.getByRole('button', { name: /Payment Method/ }).click();
    await expect(page.getByRole('option', { name: 'On account (nett)' })).toBeVisible();
    await checkA11y(page, 'card payment screen: payment method list open', { exclude: [HOSTED_PAGE] });
    await page.getByRole('option', { name: 'On account (nett)' }).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter an agent reference.');
    await checkA11y(page, 'card payment screen: error (on account without reference)');
    await page.getByLabel('Agent Reference*').fill('PO-A11Y');
    await page.getByText(/I confirm the booking on On account/).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await checkA11y(page, 'confirmation (agent, on account)');
  });
});
