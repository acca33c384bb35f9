import { expect, test, type Locator, type Page } from '@playwright/test';
import { dayTrip, openCartWith } from '../cart/cart-helpers';
import { bookDayTour } from '../payment/payment-helpers';

// Seed 001 §2 ('On mobile with a screen under 800px high, a "Jump to Dates" button appears'): on phones, in both
// orientations, nothing that stays in place while the page or a panel scrolls (sticky or fixed) may cover a form
// control the visitor reaches (WCAG 2.4.11 Focus Not Obscured). Each control is focused as a keyboard or screen
// reader user would (the browser scrolls it into view), then its box must not meet any sticky or fixed box.

/** The smallest common phone in each orientation: a larger screen leaves a sticky bar more room, never less. */
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 640, height: 360 },
];

const CONTROLS = 'button, input, select, textarea, a[href], label, [role="button"], [role="combobox"]';

/**
 * Visually hidden controls (react-aria's native radios, and its native selects for autofill inside a 1px box) are
 * left out: what the visitor sees of them is their label or their button, which are checked.
 */
const MIN_SIZE_PX = 2;

/**
 * Focuses every visible control inside `scope` in turn and returns those a sticky or fixed element (other than the
 * scope's own containers and the control's ancestors) then covers, with what covers them. The whole walk runs in
 * the page in one call, a frame apart per control: two round trips to the browser per control made the search
 * page's walk take half a minute.
 * A control is visible as Playwright's `isVisible` has it: a non-empty box and not `visibility: hidden`.
 */
async function coveredControls(scope: Locator): Promise<string[]> {
  return scope.evaluate(
    async (root, { selector, minSize }) => {
      const covered: string[] = [];
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        // What focusing the previous control set off (a redraw, a scroll handler) happens before this one is
        // looked at, as it did between two calls from the test.
        await new Promise((settled) => requestAnimationFrame(settled));
        const shown = element.getBoundingClientRect();
        if (shown.width === 0 || shown.height === 0 || getComputedStyle(element).visibility === 'hidden')
          continue;
        element.focus({ preventScroll: false });
        element.scrollIntoView({ block: 'nearest' });
        const box = element.getBoundingClientRect();
        let tiny = false;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const own = node.getBoundingClientRect();
          if (own.width <= minSize || own.height <= minSize) tiny = true;
        }
        if (tiny) continue;
        const pinned = [...document.querySelectorAll<HTMLElement>('body *')].filter((candidate) => {
          const position = getComputedStyle(candidate).position;
          return (
            (position === 'sticky' || position === 'fixed') &&
            !candidate.contains(element) &&
            !element.contains(candidate) &&
            candidate.getBoundingClientRect().height < window.innerHeight
          );
        });
        const cover = pinned.find((candidate) => {
          const other = candidate.getBoundingClientRect();
          return (
            other.width > 0 &&
            box.x < other.x + other.width &&
            other.x < box.x + box.width &&
            box.y < other.y + other.height &&
            other.y < box.y + box.height
          );
        });
        if (!cover) continue;
        const label =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
        covered.push(`${label} under ${cover.className || cover.tagName}`);
      }
      return covered;
    },
    { selector: CONTROLS, minSize: MIN_SIZE_PX },
  );
}

/** Opens a tour's details panel at a date and waits for its price (or, for multi-day tours, its rooms). */
async function openPanel(page: Page, address: string): Promise<Locator> {
  await page.goto(address);
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('application')).toBeVisible();
  return panel;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: viewport.width < viewport.height });

    test('the tour panel: nothing sticky covers a control, Jump to Dates included', async ({ page }) => {
      test.setTimeout(90_000);
      const day = await openPanel(page, '/?open=LNE&departuredate=2026-6-11');
      await expect(day.getByRole('button', { name: /Hotel pick-up/ })).toBeVisible();
      expect(await coveredControls(day)).toEqual([]);

      const train = await openPanel(page, '/?open=IVW&departuredate=2026-6-11');
      await expect(train.getByRole('radiogroup', { name: 'Departure time' })).toBeVisible();
      expect(await coveredControls(train)).toEqual([]);

      const multiDay = await openPanel(page, '/?open=3LN&departuredate=2026-6-12');
      await expect(multiDay.getByRole('button', { name: /Rooms/ })).toBeVisible();
      expect(await coveredControls(multiDay)).toEqual([]);
      // Under 800px high the panel offers 'Jump to Dates': in the flow of the panel, never pinned over it.
      const jump = multiDay.getByRole('button', { name: 'Jump to Dates' });
      await expect(jump).toBeVisible();
      await expect(jump).toHaveCSS('position', 'static');
      await jump.click();
      await expect(multiDay.getByRole('heading', { name: 'Choose a date' })).toBeInViewport();
    });

    test('the search page, its Filter Trips overlay, the cart and checkout', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible();
      expect(await coveredControls(page.locator('main'))).toEqual([]);
      const filterTrips = page.getByRole('button', { name: 'Filter Trips' });
      if (await filterTrips.isVisible()) {
        await filterTrips.click();
        const overlay = page.getByRole('dialog');
        await expect(overlay.getByRole('button', { name: 'Apply' })).toBeVisible();
        expect(await coveredControls(overlay)).toEqual([]);
        await overlay.getByRole('button', { name: 'Close' }).click();
      }

      await openCartWith(page, {
        passengers: [{ ageCategory: 'ADULT' }],
        trips: [dayTrip('SLE', 'Stirling Castle, Loch Lomond & the Kelpies', '2026-07-17')],
      });
      await expect(page.getByText('1 Tour(s) · no add-ons')).toBeVisible();
      expect(await coveredControls(page.locator('main'))).toEqual([]);

      const id = await bookDayTour(page.request, viewport.width % 7, 1);
      await page.evaluate((groupBookingId) => {
        sessionStorage.setItem('tourdesk.checkoutBooking', JSON.stringify({ groupBookingId }));
      }, id);
      await page.goto('/payment');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      expect(await coveredControls(page.locator('main'))).toEqual([]);
    });
  });
}
