/**
 * B1 (browser requests to /graphql per screen) and B2 per screen (provider calls cold and warm, duplicates
 * within one GraphQL request), measured together: a real Chromium loads each screen of the built consumer site.
 * Cold = the first load on a freshly started gateway (empty cache); warm = later loads in new browser contexts.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.js';
import { BASELINE_SCREENS } from './baseline.js';
import {
  callsDuring,
  describeCalls,
  duplicates,
  log,
  median,
  PORTS,
  RUNS,
  sleep,
  startGateway,
  startRecordingProxy,
  startSim,
  startWeb,
  total,
  type Service,
  webManifest,
} from './lib.js';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

export const DETAILS_URL = '/?open=LNE&departuredate=2026-6-10';
const CART_BASKET = {
  passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
  trips: [
    {
      tourId: 'LNE',
      tourName: 'Loch Ness, Glencoe & the Highlands',
      departureDate: '2026-06-10',
      departureTime: null,
      currency: 'GBP',
      pickupPointId: null,
      rooms: [],
    },
  ],
};

export interface ScreenResult {
  screen: string;
  label: string;
  built: boolean;
  note?: string;
  requests: number[];
  operations: string[];
  /** Bytes of the screen's GraphQL requests (request target + body), per run, as sent (documents by id). */
  requestBytes: number[];
  /** The same requests as POSTs of their documents' text (how the app sent them before trusted documents). */
  textRequestBytes: number[];
  coldCalls?: Record<string, number>;
  warmCalls?: Record<string, number>[];
  duplicates: string[];
}

/** A GraphQL request's parameters, from a GET's query string or a POST's JSON body. */
function graphqlParams(request: Request): Record<string, unknown> {
  if (request.method() !== 'GET')
    return (JSON.parse(request.postData() ?? '{}') ?? {}) as Record<string, unknown>;
  const search = new URL(request.url()).searchParams;
  const json = (name: string) => (search.has(name) ? (JSON.parse(search.get(name)!) as unknown) : undefined);
  return {
    operationName: search.get('operationName') ?? undefined,
    query: search.get('query') ?? undefined,
    variables: json('variables'),
    extensions: json('extensions'),
  };
}

/**
 * Counts requests to /graphql made by the page while `action` runs and until the network is quiet, with their
 * bytes (request target and body; the headers are the same either way) as sent, and as POSTs of their documents'
 * text (the body from the web app's manifest by the request's id).
 */
async function countGraphql(page: Page, action: () => Promise<void>) {
  const bodies = new Map(webManifest().operations.map((op) => [op.id, op.body]));
  const operations: string[] = [];
  let bytes = 0;
  let textBytes = 0;
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const params = graphqlParams(request);
    operations.push(typeof params.operationName === 'string' ? params.operationName : '?');
    bytes += Buffer.byteLength(url.pathname + url.search) + Buffer.byteLength(request.postData() ?? '');
    const id = (params.extensions as { persistedQuery?: { sha256Hash?: string } } | undefined)?.persistedQuery
      ?.sha256Hash;
    const text = params.query ?? (id ? bodies.get(id) : undefined);
    textBytes +=
      Buffer.byteLength(url.pathname) +
      Buffer.byteLength(
        JSON.stringify({ operationName: params.operationName, variables: params.variables, query: text }),
      );
  };
  page.on('request', listener);
  await action();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(300);
  page.off('request', listener);
  return { operations, bytes, textBytes };
}

async function visible(page: Page | Locator, text: string | RegExp, timeout = 10_000): Promise<boolean> {
  return page
    .getByText(text)
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(
      () => true,
      () => false,
    );
}

export async function setBasket(context: BrowserContext, baseUrl: string) {
  await context.addInitScript(
    ({ basket, origin }) => {
      if (location.origin === origin && !sessionStorage.getItem('tourdesk.basket.bench')) {
        sessionStorage.setItem('tourdesk.basket', JSON.stringify(basket));
        sessionStorage.setItem('tourdesk.basket.bench', '1');
      }
    },
    { basket: CART_BASKET, origin: baseUrl },
  );
}

/** From the cart: agree, check out (skipping the add-on popup), land on /payment. */
async function bookFromCart(page: Page): Promise<boolean> {
  await page.getByText('I understand and agree.').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  const proceed = page.getByRole('button', { name: 'Proceed without add-ons' });
  const landed = page.waitForURL(/\/payment/, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (
    await proceed.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await proceed.click();
  }
  return (await landed) && (await visible(page, 'Enter all passenger details'));
}

type ScreenDef = {
  screen: string;
  label: string;
  /** Prepares a context/page (e.g. a booking); returns false when the screen cannot be reached. */
  prepare?: (context: BrowserContext, page: Page) => Promise<boolean | string>;
  /** Loads the screen; resolves whether its marker text showed. */
  load: (page: Page) => Promise<boolean>;
};

export async function runScreens(distDir: string) {
  const sim = await startSim();
  const proxy = await startRecordingProxy(sim.url);
  let gateway: Service = await startGateway({ providerUrl: proxy.url });
  const web = await startWeb(gateway.url, distDir, sim.url);
  const base = web.url;
  const browser = await launchBrowser();
  const restartGateway = async () => {
    await gateway.stop();
    gateway = await startGateway({ providerUrl: proxy.url });
  };

  const screens: ScreenDef[] = [
    {
      screen: 'search',
      label: 'Search (/)',
      load: async (page) => {
        await page.goto(`${base}/`);
        return visible(page, /Tours Available/);
      },
    },
    {
      screen: 'tourDetails',
      label: `Tour details with calendar (${DETAILS_URL})`,
      load: async (page) => {
        await page.goto(`${base}${DETAILS_URL}`);
        return visible(page.getByRole('dialog', { name: 'Tour details' }), 'includes all taxes', 15_000);
      },
    },
    {
      screen: 'cart',
      label: 'Cart (/cart, one day-tour trip, 2 adults)',
      prepare: async (context) => {
        await setBasket(context, base);
        return true;
      },
      load: async (page) => {
        await page.goto(`${base}/cart`);
        return visible(page, 'Trip Cart');
      },
    },
    {
      screen: 'checkout',
      label: 'Checkout (/payment, reloaded after booking the cart)',
      prepare: async (context, page) => {
        await fetch(`${sim.url}/_sim/reset`, { method: 'POST' }); // seats back, so every run can book
        await setBasket(context, base);
        await page.goto(`${base}/cart`);
        if (!(await visible(page, 'Trip Cart'))) return 'the cart did not load';
        return (await bookFromCart(page)) || 'booking from the cart did not reach /payment';
      },
      load: async (page) => {
        await page.reload();
        return visible(page, 'Enter all passenger details and choose your payment option.');
      },
    },
    {
      screen: 'confirmation',
      label: 'Confirmation (/confirmation of the booked cart)',
      prepare: async (context, page) => {
        await fetch(`${sim.url}/_sim/reset`, { method: 'POST' }); // seats back, so every run can book
        await setBasket(context, base);
        await page.goto(`${base}/cart`);
        if (!(await visible(page, 'Trip Cart'))) return 'the cart did not load';
        return (await bookFromCart(page)) || 'booking from the cart did not reach /payment';
      },
      load: async (page) => {
        await page.goto(`${base}/confirmation`);
        return visible(page, 'Booking confirmed', 8_000);
      },
    },
  ];

  const results: ScreenResult[] = [];
  try {
    for (const def of screens) {
      log(`B1/B2 ${def.screen}`);
      await restartGateway();
      proxy.take();
      const result: ScreenResult = {
        screen: def.screen,
        label: def.label,
        built: true,
        requests: [],
        operations: [],
        requestBytes: [],
        textRequestBytes: [],
        warmCalls: [],
        duplicates: [],
      };
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        try {
          if (def.prepare) {
            const ready = await def
              .prepare(context, page)
              .catch((error: Error) => error.message.split('\n')[0]!);
            if (ready !== true) {
              result.built = false;
              result.note = typeof ready === 'string' ? ready : 'could not be reached';
              break;
            }
          }
          proxy.take();
          let shown = false;
          let sent = { operations: [] as string[], bytes: 0, textBytes: 0 };
          const calls = await callsDuring(sim.url, async () => {
            sent = await countGraphql(page, async () => {
              shown = await def.load(page);
            });
          });
          const { operations } = sent;
          if (!shown) {
            result.built = false;
            result.note = 'not yet built (its marker text did not show)';
            break;
          }
          result.requests.push(operations.length);
          result.requestBytes.push(sent.bytes);
          result.textRequestBytes.push(sent.textBytes);
          if (run === 0) {
            result.operations = operations;
            result.coldCalls = calls;
          } else result.warmCalls!.push(calls);
          result.duplicates.push(...duplicates(proxy.take()));
        } finally {
          await context.close();
        }
      }
      log(
        `  ${def.screen}: built=${result.built} requests=${result.requests.join(',')} ops=${result.operations.join(',')} cold=${
          result.coldCalls ? describeCalls(result.coldCalls) : '-'
        } warm=${result.warmCalls?.map((c) => total(c)).join(',')}`,
      );
      results.push(result);
    }
  } finally {
    await browser.close();
    await web.stop();
    await gateway.stop();
    await proxy.close();
    await sim.stop();
  }
  return results.map((r) => ({
    ...r,
    medianRequests: median(r.requests),
    medianRequestBytes: median(r.requestBytes),
    medianTextRequestBytes: median(r.textRequestBytes),
    baseline: BASELINE_SCREENS[r.screen]!.length,
    baselineCalls: BASELINE_SCREENS[r.screen]!.map((c) => c.call),
    warmMedian: r.warmCalls?.length ? median(r.warmCalls.map(total)) : undefined,
    warmExample: r.warmCalls?.find((c) => total(c) > 0) ?? r.warmCalls?.[0],
  }));
}

export type ScreensOutcome = Awaited<ReturnType<typeof runScreens>>;
export { PORTS };
