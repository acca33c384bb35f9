import { expect, type Locator, type Page } from '@playwright/test';
import { addTourThroughPanel, dayTrip, openCartWith, tabTo, tripRow } from '../cart/cart-helpers';
import { checkA11y, test } from './quality-helpers';

// The app shell: after a client-side navigation focus moves to the new page's main heading (announced by
// screen readers as it takes focus; WCAG 2.4.3 Focus Order), as React Router's and GOV.UK's guidance do; changes
// of the query alone (search, filters) leave focus where the visitor is. Where a control disappears with what it
// acted on (a removed cart trip, a saved passenger's form), focus goes on to what follows (WAI-ARIA APG).

const SEARCH_HEADING = 'Tours of the Scottish Highlands';

/** The focused element's role-relevant description: tag, level-1 heading text or accessible label. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}: ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`;
  });
}

test.describe('consumer', { tag: '@consumer' }, () => {
  test('a link to another page focuses its heading; a search keeps focus in the search box', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    const home = page.getByRole('link', { name: 'Return to Home Page' });
    await home.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    const heading = page.getByRole('heading', { level: 1, name: SEARCH_HEADING });
    await expect(heading).toBeFocused();
    expect(await focused(page)).toBe(`h1: ${SEARCH_HEADING}`);

    // The next Tab goes on from the top of the new page, not from where the old one's link was.
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next).not.toBe('body');
    expect(
      await page.evaluate(() => document.activeElement?.closest('header, footer')?.tagName ?? null),
    ).toBeNull();

    const search = page
      .getByRole('searchbox', { name: 'Search for tours' })
      .or(page.getByRole('textbox', { name: 'Search for tours' }));
    await search.focus();
    await page.keyboard.type('glencoe');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=glencoe/);
    await expect(search).toBeFocused();
  });

  test('the first page load leaves focus on the document', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: SEARCH_HEADING })).toBeVisible();
    expect(await focused(page)).toBe('body');
  });
});

/**
 * Logs, frame by frame, what has focus once the page at `pathname` shows its main heading ('body' for the
 * document), in `window.focusLog`.
 */
async function logFocusOn(page: Page, pathname: string): Promise<void> {
  await page.evaluate((path) => {
    const log: string[] = [];
    Object.assign(window, { focusLog: log });
    const tick = () => {
      if (location.pathname === path && document.querySelector('main h1')) {
        const active = document.activeElement;
        log.push(!active || active === document.body ? 'body' : active.id || active.tagName.toLowerCase());
      }
      requestAnimationFrame(tick);
    };
    tick();
  }, pathname);
}

/** Presses Enter on `button`, reached with Tab. */
async function pressWithKeyboard(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

test.describe('consumer: focus where controls go away', { tag: '@consumer' }, () => {
  test('arriving at /cart by Add to Cart: the heading, then the added trip, never the document; the title is announced', async ({
    page,
  }) => {
    await page.goto('/search?open=LNE&departuredate=2026-07-22');
    const panel = page.getByRole('dialog', { name: 'Tour details' });
    await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
    await logFocusOn(page, '/cart');
    await panel.getByRole('button', { name: 'Add to Cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart#basket_LNE$/);
    await expect(page.locator('#basket_LNE')).toBeFocused();
    const log = await page.evaluate(() => (window as unknown as { focusLog: string[] }).focusLog);
    // Once the page has focus (its first frame may come before the focus moves), it never drops to the document.
    const first = log.findIndex((entry) => entry !== 'body');
    expect(first, log.join(' ')).toBeGreaterThanOrEqual(0);
    expect(log.slice(first), log.join(' ')).not.toContain('body');
    await expect(page.locator('[data-route-announcer]')).toHaveText(/^Trip Cart/);
  });

  test('removing a trip focuses the next trip, removing the last one the cart heading', async ({ page }) => {
    test.setTimeout(90_000);
    await openCartWith(page, {
      passengers: [{ ageCategory: 'ADULT' }],
      trips: [
        dayTrip('LNE', 'Loch Ness, Glencoe & the Highlands', '2026-07-22'),
        dayTrip('SAE', 'St Andrews & Fife Fishing Villages', '2026-07-23'),
        dayTrip('SLE', 'Stirling Castle, Loch Lomond & the Kelpies', '2026-07-25'),
      ],
    });
    await expect(tripRow(page, 'Stirling Castle, Loch Lomond & the Kelpies')).toBeVisible({
      timeout: 15_000,
    });
    await pressWithKeyboard(
      page,
      page.getByRole('button', { name: 'Remove Loch Ness, Glencoe & the Highlands' }),
    );
    await expect(tripRow(page, 'Loch Ness, Glencoe & the Highlands')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 3, name: 'St Andrews & Fife Fishing Villages' }),
    ).toBeFocused();
    await checkA11y(page, 'cart: focus on the next trip after a removal');
    // The next Tab goes on within that trip.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: 'Itinerary of St Andrews & Fife Fishing Villages' }),
    ).toBeFocused();

    await pressWithKeyboard(
      page,
      page.getByRole('button', { name: 'Remove Stirling Castle, Loch Lomond & the Kelpies' }),
    );
    await expect(tripRow(page, 'Stirling Castle, Loch Lomond & the Kelpies')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Trip Cart' })).toBeFocused();
    await checkA11y(page, 'cart: focus on the cart heading after removing the last trip');
  });

  test("'Save passenger N' focuses the next passenger's first field, the last the payment summary; dial codes typed in full", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await addTourThroughPanel(page, 'LNE', '2026-7-22', 2);
    await page.getByText('I understand and agree.').click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const proceed = page.getByRole('button', { name: 'Proceed without add-ons' });
    const forms = page.locator('section[id^="passenger_"]');
    // Booking the basket and loading it at checkout can take a while on a busy machine.
    await expect(proceed.or(forms.first())).toBeVisible({ timeout: 20_000 });
    if (await proceed.isVisible()) await proceed.click();
    await expect(forms).toHaveCount(2, { timeout: 20_000 });

    /**
     * Fills a passenger's required fields, the nationality as 'British' and the phone number with its dial code
     * typed as `dial`, each combo box left with Tab.
     */
    const fill = async (form: Locator, first: string, dial: string) => {
      const field = (name: string, role: 'textbox' | 'combobox' = 'textbox') =>
        form.getByRole(role, { name, exact: true });
      const required = async (name: string, role: 'textbox' | 'combobox' = 'textbox') =>
        (await field(name, role).count()) > 0 &&
        (await field(name, role).getAttribute('aria-required')) === 'true';
      await field('First name').fill(first);
      await field('Family name').fill('Munro');
      if (await required('E-mail')) {
        await field('E-mail').fill(`${first.toLowerCase()}@example.com`);
        await field('Confirm e-mail').fill(`${first.toLowerCase()}@example.com`);
      }
      if (await required('Gender', 'combobox')) await field('Gender', 'combobox').selectOption('Female');
      if (await required('Date of birth (dd-mm-yyyy)'))
        await field('Date of birth (dd-mm-yyyy)').fill('03-04-1990');
      if ((await field('Nationality', 'combobox').count()) > 0) {
        await field('Nationality', 'combobox').pressSequentially('British');
        await page.keyboard.press('Tab');
        await expect(field('Nationality', 'combobox')).toHaveValue('United Kingdom');
      }
      if ((await field('Phone number').count()) > 0) {
        const dialCode = field('Phone number dial code', 'combobox');
        await dialCode.pressSequentially(dial);
        await page.keyboard.press('Tab');
        await field('Phone number').fill('07700 900123');
      }
    };

    const lead = forms.nth(0);
    await fill(lead, 'Ailsa', '44');
    await expect(lead.getByRole('combobox', { name: 'Phone number dial code' })).toHaveValue(
      'United Kingdom (+44)',
    );
    await pressWithKeyboard(page, lead.getByRole('button', { name: 'Save passenger 1' }));
    await expect(lead.getByText('Required details completed')).toBeVisible();
    const second = forms.nth(1);
    await expect(second.getByRole('textbox', { name: 'First name' })).toBeFocused();

    // +1 is Canada's and the United States' code: the field asks, naming itself, and the choice is made in the list.
    await fill(second, 'Morag', '+1');
    const dialCode = second.getByRole('combobox', { name: 'Phone number dial code' });
    const choose = second.getByText(
      "Phone number dial code: '+1' could be Canada or United States. Please choose one from the list.",
    );
    await expect(choose).toBeVisible();
    await expect(dialCode).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'checkout: a dial code shared by several countries asks which');
    await dialCode.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveText(['Canada (+1)', 'United States (+1)']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialCode).toHaveValue('United States (+1)');
    await expect(choose).toHaveCount(0);
    await pressWithKeyboard(page, second.getByRole('button', { name: 'Save passenger 2' }));
    await expect(second.getByText('Required details completed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Payment summary' })).toBeFocused();
    await checkA11y(page, 'checkout: focus on the payment summary after the last passenger');
  });
});

test.describe('agent portal', { tag: '@agent' }, () => {
  test('after the login and the consultant choice, focus is on the search page heading', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('User name').fill('demo-agent');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByLabel('Password').press('Enter');
    await page.locator('label').filter({ hasText: 'Callum Stewart' }).click();
    await page.getByRole('button', { name: 'Continue' }).press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: SEARCH_HEADING })).toBeFocused();
  });
});
