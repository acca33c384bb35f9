import { expect, test } from '@playwright/test';

// Seed 000 §1-§2: header, footer and the not-found page of the consumer site.

test.describe('not-found page', () => {
  test('shows the 404 hero and returns home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404 (page not found)' })).toBeVisible();
    await expect(
      page.getByText("Whoops! You've hit a 404 (page not found). Sorry, you'll have to turn around."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('header and footer', () => {
  test('phone link, logo home, second logo, legal links and no agent navigation', async ({ page }) => {
    await page.goto('/no/such/page');
    const header = page.getByRole('banner');
    const phone = header.getByRole('link', { name: /Call us on/ });
    await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);
    const logo = header.getByRole('link', { name: /home page/ });
    await expect(logo).toHaveAttribute('href', '/');
    expect(
      await logo.locator('img').evaluate((img) => img.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(50);
    await expect(header.getByRole('img', { name: 'Haggis Adventures' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Agent' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Booking Conditions' })).toBeVisible();
    await expect(footer.getByText(/©/)).toBeVisible();
  });

  test('the second logo is hidden on a phone', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await expect(page.getByRole('link', { name: /home page/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Haggis Adventures' })).toBeHidden();
    await context.close();
  });

  test('serves the site icon and the consumer mode', async ({ page, request }) => {
    await page.goto('/no/such/page');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await expect(page.locator('meta[name="tourdesk-site"]')).toHaveAttribute('content', 'consumer');
    const icon = await request.get('/favicon.svg');
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
  });
});

test.describe('loading performance (B5)', () => {
  test("a landing page's HTML names its route's code and the search hero image; other pages only the entry", async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    // Rendered pages ask for their code at low priority and carry their styles inline.
    expect(home).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/search-[\w-]+\.js">/,
    );
    expect(home).toContain('<style>');
    for (const [tag] of home.matchAll(/<link rel="stylesheet"[^>]*>/g)) expect(tag).toContain(' disabled');
    expect(home).toContain('<link rel="preload" as="image" href="/hero-highlands.svg" fetchpriority="high">');
    const cart = await (await request.get('/cart')).text();
    expect(cart).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/cart-[\w-]+\.js">/,
    );
    expect(cart).not.toContain('hero-highlands.svg');
    // The provider's tour images (the simulator in the e2e stack) are on another origin: connected early.
    for (const page of [home, cart])
      expect(page).toMatch(/<link rel="preconnect" href="http:\/\/127\.0\.0\.1:\d+">/);
    const other = await (await request.get('/no/such/page')).text();
    expect(other).not.toMatch(/href="\/assets\/(search|cart)-/);
    expect(other).not.toContain('rel="preconnect"');
    // The build's manifest is build metadata, never served.
    const manifest = await request.get('/.vite/manifest.json');
    expect(manifest.status()).toBe(404);
    expect(await manifest.text()).not.toContain('"file"');
  });

  test('revalidates index.html and public files with a 304 while they are unchanged', async ({ request }) => {
    for (const address of ['/', '/logo.svg']) {
      const first = await request.get(address);
      const etag = first.headers()['etag'];
      expect(first.headers()['cache-control']).toBe('no-cache');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await request.get(address, { headers: { 'if-none-match': etag! } });
      expect(again.status()).toBe(304);
      expect(await again.body()).toHaveLength(0);
    }
  });

  test('the footer starts below the fold, so a page growing after loading does not move it', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404 (page not found)' })).toBeVisible();
    const footerTop = await page
      .getByRole('contentinfo')
      .evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()!.height);
  });
});
