import { expect, test, type Request } from '@playwright/test';
import { operationNameOf } from '../script-token';

// Seed 001 §2 Home and search route, Tour card; "one GraphQL request on load", which the server makes
// (server rendering): the browser hydrates from the rendered page's cache and asks for nothing.

test('the search page loads without a GraphQL request from the browser and shows the tour list', async ({
  page,
}) => {
  const graphqlRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Tours Available$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(graphqlRequests).toHaveLength(0);

  await expect(page.getByText(/^Book tours\. From .+pp$/)).toBeVisible();
  await expect(page.getByPlaceholder('Search for tours')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
  await expect(page.getByText('Cart is empty')).toBeAttached();

  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card.getByText(/ departure$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'See tour details' })).toBeVisible();
});

test('a tour opened by address at a date loads without a GraphQL request: list, panel, calendar and price', async ({
  page,
}) => {
  const graphqlRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request);
  });
  await page.goto('/?open=LNE&departuredate=2026-6-10');
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByText('Selected date: 10/06/2026')).toBeVisible();
  await expect(panel.getByRole('grid', { name: /Choose a date/ })).toBeVisible();
  await expect(panel.getByText(/^\d+ left$|^5 \+$|^Last seats$/).first()).toBeVisible();
  await expect(panel.getByText('includes all taxes')).toBeVisible();
  await expect(panel.getByText(/^1 Adult travelling on 10\/06\/2026$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Hotel pick-up/ })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(graphqlRequests.map(operationNameOf)).toEqual([]);
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Tours Available$/ })).toBeAttached();

  // A user change asks again, for that change only: a second passenger requotes.
  graphqlRequests.length = 0;
  await panel.getByRole('button', { name: /^Passengers/ }).click();
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByText(/^2 Adults travelling on 10\/06\/2026$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(graphqlRequests.length).toBeGreaterThan(0);
  expect(graphqlRequests.map(operationNameOf)).not.toContain('SearchOpenTourOnDatePage');
});

test('a tour opened from the list asks for the panel only: the list stays from the cache', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Tours Available$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const operations: string[] = [];
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    operations.push(operationNameOf(request));
    sent.push(request);
  });
  await page
    .getByRole('article', { name: 'Loch Ness, Glencoe & the Highlands', exact: true })
    .getByRole('link', { name: 'See tour details' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Tour details' });
  await expect(panel.getByRole('grid')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(operations[0]).toBe('TourPanelPage');
  expect(operations).not.toContain('SearchPage');
  // Trusted documents: a query goes as a GET naming the build's id of its document, never the document itself.
  const panelQuery = new URL(sent[0]!.url());
  expect(sent[0]!.method()).toBe('GET');
  expect(panelQuery.searchParams.has('query')).toBe(false);
  expect(JSON.parse(panelQuery.searchParams.get('extensions') ?? '{}')).toMatchObject({
    persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
  });
});

test('/search is the same page', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Tours Available$/ })).toBeVisible();
});

test('searching by text: Enter runs it, a chip shows the term, clearing brings every tour back', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 2, name: /Tours Available|Sorry none/ });
  await expect(heading).toBeVisible();
  const allTours = await heading.textContent();

  const box = page.getByPlaceholder('Search for tours');
  await box.fill('zzzz-no-such-tour');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=zzzz-no-such-tour/);
  await expect(
    page.getByRole('heading', { name: 'Sorry none of our tours meet your search criteria' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove search term zzzz-no-such-tour' })).toBeVisible();
  // The focus stays in the field after the search (WAI-ARIA search practice), not dropped on <body>; the
  // results heading is a polite live region that announces the outcome.
  await expect(box).toBeFocused();
  await expect(heading).toHaveAttribute('aria-live', 'polite');

  await page.getByRole('button', { name: 'Remove search term zzzz-no-such-tour' }).click();
  await expect(heading).toHaveText(allTours ?? '');
  await expect(page.getByPlaceholder('Search for tours')).toHaveValue('');
  await expect(box).toBeFocused();
});

test('the magnifier runs the search too', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('Search for tours').fill('loch');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=loch/);
  await expect(page.getByRole('link', { name: 'Clear Search Filter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('an unbookable tour shows the call-to-book message and no price', async ({ page }) => {
  await page.goto('/?allTours=1');
  await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible();
  const message = page.getByText(
    /^Sadly, we are currently unable to book this tour online\. Please call to book: .+/,
  );
  await expect(message.first()).toBeVisible();
  const card = page.getByRole('article').filter({ has: message.first() }).first();
  await expect(card.getByText(/^From /)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
});
