import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { CARDS, expectHostedCardPage, payOnHostedPage } from '../payment/payment-helpers';
import {
  findSecrets,
  HMAC_HASH_PATTERN,
  PROVIDER_API_KEY,
  PROVIDER_TOKEN_PATTERN,
  SIM_URL,
  test,
  type GraphqlCapture,
} from './quality-helpers';
import { SCRIPT_HEADERS } from '../script-token';

// Secrets and access: the provider API key, the sim's HMAC hashes and the agents' access/refresh tokens
// appear nowhere the browser can read (the built bundle, /graphql answers, storage, script-readable cookies);
// anonymous answers carry no nett, commission or mapping codes; the session cookie is httpOnly and SameSite=Lax.
// Every spec of e2e/quality also scans its /graphql answers (the graphqlCapture fixture of quality-helpers).

/** The build the stack serves: web/dist, or E2E_DIST_DIR like e2e/stack.mjs. */
const distDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web',
  process.env.E2E_DIST_DIR ?? 'dist',
);
/**
 * The gateway's session cookie of each site (gateway/src/session/site.ts): SESSION_COOKIE_NAME (default td_sid) on
 * the consumer site, the same with `_agent` on the agent portal.
 */
const SESSION_COOKIE = process.env.SESSION_COOKIE_NAME ?? 'td_sid';
const AGENT_SESSION_COOKIE = `${SESSION_COOKIE}_agent`;
const LNE = 'Loch Ness, Glencoe & the Highlands';

/**
 * Real secrets of the running sim, to prove the patterns match what the provider issues and to look for the
 * values themselves: an authentication hash, then an agent login's access and refresh tokens.
 */
async function issueProviderSecrets(): Promise<{ hash: string; accessToken: string; refreshToken: string }> {
  const app = 'agent-band-0';
  const hashAnswer = await fetch(`${SIM_URL}/api/v1.3/${app}/security/hmac/authentication_hash`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: PROVIDER_API_KEY }),
  });
  const { password_hash: hash } = (await hashAnswer.json()) as { password_hash: string };
  const login = await fetch(`${SIM_URL}/api/v1.3/${app}/identity/agent/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-authentication-hash': hash },
    body: JSON.stringify({ user_name: 'demo-agent', password: 'demo-password', contact_id: 1001 }),
  });
  const { token } = (await login.json()) as { token: { access_token: string; refresh_token: string } };
  return { hash, accessToken: token.access_token, refreshToken: token.refresh_token };
}

/** Session and local storage and document.cookie of every page of the context: none may hold a secret. */
async function expectCleanBrowserState(
  context: BrowserContext,
  page: Page,
  extra: string[],
  cookieName: string,
): Promise<void> {
  const readable = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((k) => [
          k,
          storage.getItem(k),
        ]),
      );
    return { session: dump(sessionStorage), local: dump(localStorage), cookie: document.cookie };
  });
  const text = JSON.stringify(readable);
  expect(
    findSecrets(text, extra),
    `secrets in browser storage or document.cookie: ${text.slice(0, 300)}`,
  ).toEqual([]);
  expect(readable.cookie, 'the session cookie is not readable by script').not.toContain(`${cookieName}=`);

  const session = (await context.cookies()).find((cookie) => cookie.name === cookieName);
  expect(session, `the ${cookieName} session cookie`).toBeDefined();
  expect(session?.httpOnly, `${cookieName} is httpOnly`).toBe(true);
  expect(session?.sameSite, `${cookieName} is SameSite=Lax`).toBe('Lax');
  expect(findSecrets(session?.value ?? '', extra)).toEqual([]);
}

function printScan(label: string, capture: GraphqlCapture): void {
  const agentOnly = capture.agentOnly();
  const operations = [...new Set(capture.bodies.map((b) => b.operation))].sort();
  process.stdout.write(
    `[secrets] ${label}: ${capture.bodies.length} /graphql answers scanned (${operations.join(', ')}); ` +
      `agent-only fields seen ${agentOnly.seen}, with a value ${agentOnly.withValue.length}\n`,
  );
}

test.describe('built bundle', { tag: '@consumer' }, () => {
  test('web/dist holds no provider key, hash or token', async () => {
    const issued = await issueProviderSecrets();
    expect(issued.hash).toMatch(HMAC_HASH_PATTERN);
    expect(issued.accessToken).toMatch(PROVIDER_TOKEN_PATTERN);
    expect(issued.refreshToken).toMatch(PROVIDER_TOKEN_PATTERN);

    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(distDir);
    expect(
      files.filter((file) => file.endsWith('.js')).length,
      'JavaScript files in web/dist',
    ).toBeGreaterThan(0);
    const hits = files.flatMap((file) =>
      findSecrets(readFileSync(file).toString('latin1'), [
        issued.hash,
        issued.accessToken,
        issued.refreshToken,
      ]).map((hit) => `${path.relative(distDir, file)}: ${hit}`),
    );
    process.stdout.write(
      `[secrets] bundle: ${files.length} files of web/dist scanned, ${hits.length} hits\n`,
    );
    expect(hits).toEqual([]);
  });

  test('serves no source map: none in web/dist, none named by a script, none answered', async ({
    request,
  }) => {
    const scripts = readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(readdirSync(distDir, { recursive: true }).filter((file) => String(file).endsWith('.map'))).toEqual(
      [],
    );
    for (const script of scripts) {
      const served = await request.get(`/assets/${script}`);
      expect(served.status()).toBe(200);
      expect(await served.text(), `${script} names no source map`).not.toContain('sourceMappingURL');
      expect((await request.get(`/assets/${script}.map`)).status(), `${script}.map`).toBe(404);
    }
    // The build keeps them beside itself for error reporting: one per script of the app's own code (the bundler's
    // runtime and Vite's preload helper have none).
    const kept = new Set(readdirSync(`${distDir}-sourcemaps/assets`));
    const ownScripts = scripts.filter((file) => !/^(rolldown-runtime|preload-helper)-/.test(file));
    expect(ownScripts.length).toBeGreaterThanOrEqual(scripts.length - 2);
    expect(ownScripts.filter((file) => !kept.has(`${file}.map`))).toEqual([]);
  });
});

test.describe('consumer journey', { tag: '@consumer' }, () => {
  test('search, tour, cart, booking, card payment, booking page: answers, storage and cookies', async ({
    page,
    context,
    graphqlCapture,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/?q=glencoe');
    await expect(page.getByRole('article').filter({ hasText: LNE }).first()).toBeVisible({ timeout: 15_000 });
    await page.goto('/?open=LNE&departuredate=2026-7-16');
    const panel = page.getByRole('dialog', { name: 'Tour details' });
    await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart#basket_LNE$/);
    await expect(page.getByText('1 Tour(s)')).toBeVisible();
    await page.getByText('I understand and agree.').click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Proceed without add-ons' }).click();
    await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const id = await page.evaluate(() => {
      const stored = sessionStorage.getItem('tourdesk.checkoutBooking') ?? '';
      return /\d+/.exec(stored)?.[0] ?? '';
    });
    expect(id).not.toBe('');

    await page.goto(`/creditcard?booking=${id}`);
    await expectHostedCardPage(page);
    await payOnHostedPage(page, CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await page.goto(`/booking/${id}`);
    await expect(page.getByRole('heading', { name: 'BOOKING DETAILS' })).toBeVisible();

    const issued = await issueProviderSecrets();
    await expectCleanBrowserState(context, page, [issued.hash], SESSION_COOKIE);

    // Anonymous access: a browser's own document is refused (the gateway runs the build's trusted documents only);
    // asked for by a script without an agent session, agent-only fields resolve to null.
    const probeData = {
      query: `query ($basket: BasketInput!) {
        tour(tourId: "LNE") { mappingCodes }
        quote(basket: $basket) { quote { nett { amountMinor } commission { amountMinor } trips { nett { amountMinor } commission { amountMinor } } } }
      }`,
      variables: {
        basket: {
          passengers: [{ ageCategory: 'ADULT' }],
          trips: [{ tourId: 'LNE', departureDate: '2026-07-16' }],
        },
      },
    };
    const refused = await page.request.post('/graphql', { data: probeData });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toMatch(/trusted documents/);
    const probe = await page.request.post('/graphql', { data: probeData, headers: SCRIPT_HEADERS });
    const answer = (await probe.json()) as {
      data?: {
        tour: { mappingCodes: unknown };
        quote: {
          quote: { nett: unknown; commission: unknown; trips: { nett: unknown; commission: unknown }[] };
        };
      };
    };
    const data = answer.data;
    if (!data) throw new Error(`anonymous probe failed: ${JSON.stringify(answer).slice(0, 300)}`);
    expect(data.tour.mappingCodes).toBeNull();
    expect(data.quote.quote.nett).toBeNull();
    expect(data.quote.quote.commission).toBeNull();
    for (const trip of data.quote.quote.trips) expect([trip.nett, trip.commission]).toEqual([null, null]);

    await graphqlCapture.settle();
    expect(graphqlCapture.bodies.length).toBeGreaterThan(5);
    expect(graphqlCapture.secretsFound([issued.hash, issued.accessToken, issued.refreshToken])).toEqual([]);
    expect(graphqlCapture.agentOnly().withValue).toEqual([]);
    printScan('consumer journey', graphqlCapture);
  });
});

test.describe('agent journey', { tag: '@agent' }, () => {
  test('login, search, tour, cart, booking, payment screen, manage bookings, profile: answers, storage, cookies', async ({
    page,
    context,
    graphqlCapture,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await page.getByLabel('User name').fill('demo-agent');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByLabel('Password').press('Enter');
    await page.locator('label').filter({ hasText: 'Isla Fraser' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/search$/);

    await page.goto('/?open=LNE&departuredate=2026-7-16');
    const panel = page.getByRole('dialog', { name: 'Tour details' });
    await expect(panel.getByText('includes all taxes')).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart#basket_LNE$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/payment$/, { timeout: 20_000 });
    const id = await page.evaluate(
      () => /\d+/.exec(sessionStorage.getItem('tourdesk.checkoutBooking') ?? '')?.[0] ?? '',
    );
    expect(id).not.toBe('');
    await page.goto(`/creditcard?booking=${id}`);
    await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeVisible({ timeout: 15_000 });
    await page.goto(`/manage_bookings?q=${id}`);
    await page.getByRole('button', { name: `Open booking ${id}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`BOOKING REFERENCE #${id}`);
    await page.goto('/my_profile');
    await expect(page.getByRole('heading', { name: 'Consultant Information' })).toBeVisible();

    const issued = await issueProviderSecrets();
    await expectCleanBrowserState(context, page, [issued.hash], AGENT_SESSION_COOKIE);

    await graphqlCapture.settle();
    expect(graphqlCapture.bodies.length).toBeGreaterThan(5);
    expect(graphqlCapture.secretsFound([issued.hash, issued.accessToken, issued.refreshToken])).toEqual([]);
    // The agent does see agent-only values: the scan is not blind to them.
    expect(graphqlCapture.agentOnly().withValue.length).toBeGreaterThan(0);
    printScan('agent journey', graphqlCapture);
  });
});
