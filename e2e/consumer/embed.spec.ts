import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { E2E_PORTS } from '../ports.mjs';

// Seed 001 §1 and §2 (`embed`): the embedded mode shows a tour card and its calendar only; 'Start booking' opens
// the full booking in a new tab at the chosen date (SIM_TODAY=2026-06-01).

/** A host site's origin, listed in EMBED_FRAME_ANCESTORS by e2e/stack.mjs (another origin than the site's). */
const HOST = `http://127.0.0.1:${E2E_PORTS.embedHost}`;
const TOUR = 'Loch Ness, Glencoe & the Highlands';

/** Starts the host site: its page frames the consumer site's addresses given in `frame` query parameters. */
function startHost(): Promise<Server> {
  const server = createServer((req, res) => {
    const frames = new URL(req.url ?? '/', HOST).searchParams.getAll('frame');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Host site</title></head><body>${frames
        .map((src, i) => `<iframe title="Frame ${i + 1}" src="${src}" width="400" height="700"></iframe>`)
        .join('')}</body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(E2E_PORTS.embedHost, '127.0.0.1', () => resolve(server)));
}

test('shows only the tour card and its calendar, framable by the host sites only', async ({ page }) => {
  const response = await page.goto('/?embed&tour_id=LNE');
  await expect(page.getByRole('heading', { level: 1, name: `Book ${TOUR}` })).toBeAttached();
  await expect(page.getByRole('article', { name: TOUR })).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid.getByText('5 +').first()).toBeVisible();
  await expect(page.getByText('No date selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start booking' })).toBeDisabled();

  await expect(page.getByRole('heading', { name: /Tours Available/ })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Book Now|See tour details/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  expect(response?.headers()['x-frame-options']).toBeUndefined();
  expect(response?.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${HOST};`);
  const fullSite = await page.request.get('/?tour_id=LNE');
  expect(fullSite.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(fullSite.headers()['content-security-policy']).toContain("frame-ancestors 'self';");
});

test('a date then Start booking opens the full booking in a new tab at that date', async ({
  page,
  context,
}) => {
  await page.goto('/?embed&open=LNE');
  const grid = page.getByRole('grid');
  await grid.getByRole('button', { name: /11 June 2026/ }).click();
  await expect(page.getByText('Selected date: 11/06/2026')).toBeVisible();
  const start = page.getByRole('link', { name: 'Start booking (opens in a new tab)' });
  await expect(start).toHaveAttribute('target', '_blank');
  await expect(start).toHaveAttribute('rel', 'noopener');

  const [booking] = await Promise.all([context.waitForEvent('page'), start.click()]);
  await expect(booking).toHaveURL(/\/\?open=LNE&departuredate=2026-6-11$/);
  const panel = booking.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByRole('heading', { level: 2, name: TOUR })).toBeVisible();
  await expect(panel.getByText('Selected date: 11/06/2026')).toBeVisible();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await expect(booking.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeAttached();
  expect(page.url()).toMatch(/\?embed&open=LNE$/);
});

test("in a host site's frame: the embedded page works, the rest of the site refuses to be framed", async ({
  page,
  context,
  baseURL,
}) => {
  const host = await startHost();
  try {
    const frames = new URLSearchParams([
      ['frame', `${baseURL}/?embed&tour_id=LNE`],
      ['frame', `${baseURL}/?tour_id=LNE`],
    ]);
    await page.goto(`${HOST}/?${frames.toString()}`);
    const frame = page.frameLocator('iframe[title="Frame 1"]');
    await frame
      .getByRole('grid')
      .getByRole('button', { name: /11 June 2026/ })
      .click();
    await expect(frame.getByText('Selected date: 11/06/2026')).toBeVisible();
    // Chromium replaces a frame refused by frame-ancestors with its error page.
    await expect
      .poll(() => page.frames().map((item) => item.url()))
      .toContain('chrome-error://chromewebdata/');
    await page.screenshot({ path: 'artifacts/screenshots/embed-in-host-frame.png' });

    const [booking] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('link', { name: /^Start booking/ }).click(),
    ]);
    await expect(booking).toHaveURL(`${baseURL}/?open=LNE&departuredate=2026-6-11`);
    await expect(
      booking.getByRole('dialog', { name: 'Tour details' }).getByText('Selected date: 11/06/2026'),
    ).toBeVisible();
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});

test('an unknown tour says so, with the call-to-book message', async ({ page }) => {
  await page.goto('/?embed&tour_id=NOPE');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/^Sadly, we are currently unable to book this tour online/)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('screenshots (desktop, and a 400×700 frame)', async ({ browser }) => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['frame-400x700', { width: 400, height: 700 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/?embed&tour_id=LNE&departuredate=2026-6-11');
    await expect(page.getByText('Selected date: 11/06/2026')).toBeVisible();
    await expect(page.getByRole('grid').getByText('5 +').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `artifacts/screenshots/embed-${name}.png` });
    await context.close();
  }
});
