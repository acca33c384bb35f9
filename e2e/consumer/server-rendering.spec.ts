import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { addTourThroughPanel, tripRow } from '../cart/cart-helpers';
import { moneyText } from '../money-text';
import { SCRIPT_HEADERS } from '../script-token';

// The consumer site is rendered on the server. Its first HTML holds the screen with its data (readable
// without JavaScript), the browser hydrates from the serialized cache without asking the gateway again, and each
// tour has a page of its own with a canonical address, Open Graph tags and schema.org JSON-LD.

interface GatewayTour {
  tourId: string;
  name: string;
  descriptionShort: string;
  description: string;
  fromPrice: { amountMinor: number; currency: string } | null;
  startLocation: { city: string; title: string };
  months: { year: number; month: number }[];
}

/** The tour as the gateway gives it, to compare with what the page shows. */
async function gatewayTour(request: APIRequestContext, tourId: string): Promise<GatewayTour> {
  const answer = await request.post('/graphql', {
    headers: SCRIPT_HEADERS,
    data: {
      query: `query($id: ID!) { tour(tourId: $id) { tourId name descriptionShort description
        fromPrice { amountMinor currency } startLocation { city title } months { year month } } }`,
      variables: { id: tourId },
    },
  });
  return ((await answer.json()) as { data: { tour: GatewayTour } }).data.tour;
}

/** Records the page's GraphQL requests. */
function graphqlRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') requests.push(request);
  });
  return requests;
}

/** Errors the page logs or throws from now on (React reports a hydration mismatch as one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page lists the tours', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ Tours Available$/ })).toBeVisible();
    const count = Number(
      (await page.getByRole('heading', { level: 2, name: /Tours Available$/ }).textContent())?.split(' ')[0],
    );
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('article')).toHaveCount(count);
    await expect(page.getByText(/^Book tours\. From .+pp$/)).toBeVisible();
    await expect(
      page.getByRole('article').first().getByRole('link', { name: 'See tour details' }),
    ).toBeVisible();
  });

  test("a tour's page shows its name, description, from-price and departure point", async ({
    page,
    request,
  }) => {
    const tour = await gatewayTour(request, 'LNE');
    await page.goto('/tours/LNE/loch-ness-glencoe-the-highlands');
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    await expect(page.getByText(tour.description.split('\n')[0] ?? '', { exact: false })).toBeVisible();
    await expect(page.getByTestId('tour-from-price')).toHaveText(
      `From ${tour.fromPrice ? moneyText(tour.fromPrice) : ''} per person`,
    );
    await expect(page.getByTestId('tour-departure-point')).toContainText(
      `${tour.startLocation.title}, ${tour.startLocation.city}`,
    );
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/?open=LNE');
  });
});

test('the home page hydrates without a GraphQL request until the first interaction', async ({ page }) => {
  const requests = graphqlRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Tours Available$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(0);

  // The first interaction works (hydrated) and asks for what it needs.
  await page
    .getByRole('article', { name: 'Loch Ness, Glencoe & the Highlands', exact: true })
    .getByRole('link', { name: 'See tour details' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Tour details' }).getByRole('grid')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.length).toBeGreaterThan(0);
});

for (const address of ['/tours/LNE/loch-ness-glencoe-the-highlands', '/cart', '/search?q=loch']) {
  test(`${address} hydrates without a GraphQL request or a stylesheet fetched again`, async ({ page }) => {
    const requests = graphqlRequests(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const errors = pageErrors(page);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(0);
    // The page's styles came inline; hydrating its route asks for none of them again.
    expect(stylesheets).toEqual([]);
    // A hydration mismatch is logged as an error by React.
    expect(errors).toEqual([]);
  });
}

/** Whether Apollo Client has loaded in the page (the mark src/apollo/on-demand.ts sets). */
function apolloLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName('tourdesk:apollo-client-loaded').length > 0);
}

test("the catalogue's first screens are interactive without Apollo Client, which loads at the first interaction", async ({
  page,
}) => {
  const requests = graphqlRequests(page);
  const errors = pageErrors(page);
  for (const address of ['/tours/LNE/loch-ness-glencoe-the-highlands', '/cart', '/']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#tourdesk-page-answers').count(), address).toBe(1);
    expect(await apolloLoaded(page), address).toBe(false);
  }
  // Hydrated without it: the sort control reorders the list (the router navigates, its loader asks Apollo).
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await expect.poll(() => apolloLoaded(page)).toBe(true);
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=/);
  await page.waitForLoadState('networkidle');
  expect(requests.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a panel opened before Apollo Client has loaded opens once it has', async ({ page }) => {
  const errors = pageErrors(page);
  // The client's module (src/apollo/client.ts) arrives late, as on a slow connection.
  await page.route('**/assets/client-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: 'Itinerary and map of Loch Ness, Glencoe & the Highlands', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: /Itinerary/ })).toContainText('Itinerary & Map');
  expect(errors).toEqual([]);
});

test('a page that reads Apollo Client as it renders (an open tour) brings its cache and hydrates with it', async ({
  page,
}) => {
  const requests = graphqlRequests(page);
  const errors = pageErrors(page);
  await page.goto('/?open=LNE');
  await expect(page.getByRole('dialog', { name: 'Tour details' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#tourdesk-apollo-state').count()).toBe(1);
  expect(await apolloLoaded(page)).toBe(true);
  expect(requests).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('a phone gets its own form of a page: no second logo in the HTML (seed 000), hydrated without a mismatch', async ({
  browser,
  request,
}) => {
  const phone =
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
  const secondLogo = 'alt="Haggis Adventures"';
  const forPhone = await request.get('/', { headers: { 'user-agent': phone } });
  expect(forPhone.headers()['vary']).toContain('user-agent');
  expect(await forPhone.text()).not.toContain(secondLogo);
  expect(await (await request.get('/')).text()).toContain(secondLogo);

  const context = await browser.newContext({
    userAgent: phone,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Tours Available$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A hydration mismatch is logged as an error by React.
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor with a basket reloads /cart: never told it is empty, their trip shown, no hydration mismatch', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await addTourThroughPanel(page, 'LNE', '2026-7-11', 2);
  // The basket is in the tab's session storage, which the server cannot read: its first HTML must not say empty.
  const firstHtml = await (await page.request.get('/cart')).text();
  expect(firstHtml).not.toContain('Your cart is empty');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Trip Cart' })).toBeVisible();
  await expect(tripRow(page, 'Loch Ness, Glencoe & the Highlands')).toContainText('2 Adults');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("a tour's page has its title, description, canonical address, Open Graph tags and JSON-LD", async ({
  page,
  request,
}) => {
  const tour = await gatewayTour(request, 'LNE');
  const response = await page.goto('/tours/LNE/any-slug');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  const canonical = new URL('/tours/LNE/loch-ness-glencoe-the-highlands', page.url()).href;
  await expect(page).toHaveTitle(`${tour.name} · Highland Explorer Tours`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tour.descriptionShort);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', tour.name);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0] ?? '') as Record<string, unknown>;
  // schema.org Product / TouristTrip with an Offer (https://schema.org/Offer): the properties search engines need.
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toEqual(expect.arrayContaining(['Product', 'TouristTrip']));
  expect(data).toMatchObject({ name: tour.name, description: tour.descriptionShort, url: canonical });
  expect(typeof data.image).toBe('string');
  const offers = data.offers as Record<string, unknown>;
  expect(offers['@type']).toBe('Offer');
  expect(offers.price).toBe(((tour.fromPrice?.amountMinor ?? 0) / 100).toFixed(2));
  expect(offers.priceCurrency).toBe(tour.fromPrice?.currency);
  expect(offers.availability).toBe('https://schema.org/InStock');
  const first = tour.months[0];
  expect(offers.validFrom).toBe(`${first?.year}-${String(first?.month).padStart(2, '0')}-01`);
  expect(String(offers.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(String(offers.validThrough) >= String(offers.validFrom)).toBe(true);
});

test('a tour opened with ?open= names its own page as canonical', async ({ page }) => {
  await page.goto('/?open=LNE');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL('/tours/LNE/loch-ness-glencoe-the-highlands', page.url()).href,
  );
});

test('sitemap.xml lists every tour page and robots.txt names it', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain(`<loc>${baseURL}/tours/LNE/loch-ness-glencoe-the-highlands</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
});

test('a rendered page paints from its first response: styles inline, its scripts asked for at low priority', async ({
  request,
}) => {
  const html = await (await request.get('/tours/LNE/loch-ness-glencoe-the-highlands')).text();
  expect(html).toContain('<style>');
  // An inlined sheet keeps its address only in a disabled link, never fetched.
  for (const [tag] of html.matchAll(/<link rel="stylesheet"[^>]*>/g)) expect(tag).toContain(' disabled');
  const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"[^>]*>/g)];
  expect(scripts.length).toBeGreaterThan(1);
  for (const [tag] of scripts) expect(tag).toContain('fetchpriority="low"');
});

test('a page is served from the shared cache to anonymous visitors and visitors with a session alike, one copy per currency; an open tour gets its own', async ({
  request,
}) => {
  await request.get('/search?q=glencoe');
  const shared = await request.get('/search?q=glencoe');
  expect(shared.headers()['age']).toMatch(/^\d+$/);
  const withSession = await request.get('/search?q=glencoe', { headers: { cookie: 'td_sid=visitor' } });
  expect(withSession.headers()['age']).toMatch(/^\d+$/);
  expect(await withSession.text()).toBe(await shared.text());
  expect(await shared.text()).toContain('£');
  for (const [currency, symbol] of [
    ['EUR', '€'],
    ['USD', 'US$'],
  ] as const) {
    const first = await request.get('/search?q=glencoe', {
      headers: { cookie: `td_sid=visitor-1; td_currency=${currency}` },
    });
    const other = await request.get('/search?q=glencoe', {
      headers: { cookie: `td_sid=visitor-2; td_currency=${currency}` },
    });
    expect(other.headers()['age'], currency).toMatch(/^\d+$/);
    const page = await other.text();
    expect(page).toBe(await first.text());
    expect(page, currency).toContain(symbol);
    expect(page).toContain('Tours Available');
  }
  const openTour = await request.get('/search?q=glencoe&open=LNE');
  expect(openTour.headers()['age']).toBeUndefined();
});

test('unknown addresses, tours and bookings answer 404 with noindex; a tour under another slug 301', async ({
  request,
}) => {
  for (const address of ['/no-such-page', '/tours/ZZZ/x', '/booking/999999']) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBe(404);
    expect(answer.headers()['x-robots-tag'], address).toBe('noindex');
  }
  const moved = await request.get('/tours/LNE/any-slug', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/tours/LNE/loch-ness-glencoe-the-highlands');
});

test('the home page has a title, description, canonical and Open Graph tags with a raster image', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /\w/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const answer = await page.request.get(image ?? '');
  expect(answer.headers()['content-type']).toBe('image/png');
});
