/**
 * The web server's production bundle as a process, on the web build, in front of a production gateway process and
 * provider-sim: the status of unknown addresses, the head of the home page and the preview images, origins that
 * no forged header can change, every page within the render deadline while the gateway is paused (SIGSTOP), the
 * /graphql proxy's own answers (504 after a read's or a sale's deadline, 413, the gateway's passed on), the
 * listener's timeouts, and the graceful shutdown with a request in flight.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../provider-sim/src/index.js';
import { waitFor } from './support/ports.js';
import { halfSentRequest, unfinishedHeaders } from './support/slow-clients.js';
import {
  copyWebBuild,
  httpRequest,
  SIMULATOR_OPTIONS,
  startGatewayProcess,
  startWebServer,
  type HttpAnswer,
  type ServiceProcess,
} from './support/processes.js';

const ORIGIN = 'https://tours.example';
const DEADLINE_MS = 1500;
const GATEWAY_TIMEOUT_MS = 2500;
const GATEWAY_SALES_TIMEOUT_MS = 4500;
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
const MANIFEST = 'dist/.vite/persisted-query-manifest.json';

/** The id of the web build's first operation that is a `type` and whose body satisfies `test`. */
async function operationId(type: 'query' | 'mutation', test: (body: string) => boolean): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as {
    operations: { id: string; type: string; body: string }[];
  };
  const found = manifest.operations.find((op) => op.type === type && test(op.body));
  if (!found) throw new Error(`no ${type} of the build matches`);
  return found.id;
}

let dir: string;
let sim: Awaited<ReturnType<typeof startSimulator>>;
let gateway: ServiceProcess;
let web: ServiceProcess;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tourdesk-web-server-'));
  await copyWebBuild(path.join(dir, 'dist'));
  sim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
  gateway = await startGatewayProcess({
    env: {
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      LOG_LEVEL: 'warn',
      PERSISTED_QUERY_MANIFESTS: path.join(dir, MANIFEST),
    },
  });
  web = await startWebServer({
    dist: path.join(dir, 'dist'),
    gatewayUrl: gateway.url,
    env: {
      SITE_ORIGIN: ORIGIN,
      GATEWAY_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
      GATEWAY_SALES_TIMEOUT_MS: String(GATEWAY_SALES_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      IMAGE_ORIGINS: sim.url,
      RENDER_DEADLINE_MS: String(DEADLINE_MS),
    },
  });
  await warm();
}, 240_000);

/**
 * Renders each kind of page until one comes within the deadline: the first renders of a fresh process (code not
 * yet compiled, caches cold) can take longer on a loaded machine, and are served as index.html then.
 */
async function warm() {
  for (const address of [
    '/',
    '/search?q=warm',
    '/tours/LNE/loch-ness-glencoe-the-highlands',
    '/tours/ZZZ/x',
  ]) {
    await waitFor(
      `a rendered ${address}`,
      async () => (await httpRequest(`${web.url}${address}`)).body.includes('<div id="root"><'),
      { timeoutMs: 30_000, intervalMs: 200 },
    );
  }
}

afterAll(async () => {
  if (gateway?.child.exitCode === null) gateway.child.kill('SIGCONT');
  await web?.stop();
  await gateway?.stop('SIGKILL');
  await sim?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * The answer of `address` once `rendered` holds for it: a render past the deadline (a loaded machine) is served as
 * the browser-rendered index.html, so correctness is checked on a page the renderer made.
 */
async function renderedAnswer(
  address: string,
  rendered: (answer: HttpAnswer) => boolean,
): Promise<HttpAnswer> {
  return waitFor(
    `${address} rendered`,
    async () => {
      const answer = await httpRequest(`${web.url}${address}`);
      return rendered(answer) ? answer : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 200 },
  );
}

/** Width and height of a PNG (its IHDR chunk). */
async function pngSize(url: string): Promise<{ type: string | null; width: number; height: number }> {
  const answer = await fetch(url);
  const bytes = Buffer.from(await answer.arrayBuffer());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return {
    type: answer.headers.get('content-type'),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

/** A meta tag's content in `html` (attributes as the web server writes them). */
function meta(html: string, key: 'name' | 'property', name: string): string | undefined {
  return new RegExp(`<meta ${key}="${name}" content="([^"]*)">`).exec(html)?.[1];
}

describe('the web server', () => {
  it('answers 404 with noindex for an unknown address, tour and booking', async () => {
    for (const address of ['/no-such-page', '/tours/ZZZ/x', '/booking/999999']) {
      const answer = await renderedAnswer(address, (a) => a.status !== 200);
      expect(answer.status, address).toBe(404);
      expect(answer.headers['x-robots-tag'], address).toBe('noindex');
      expect(answer.body, address).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('sends a tour page under another slug to its own address (301)', async () => {
    const answer = await httpRequest(`${web.url}/tours/LNE/old-name`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/tours/LNE/loch-ness-glencoe-the-highlands');
  });

  it('gives the home page a title, description, canonical, Open Graph and a raster og:image of 1200x630 or more', async () => {
    const html = (await renderedAnswer('/', (a) => a.body.includes('<div id="root"><'))).body;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(meta(html, 'name', 'description')).toMatch(/\w+/);
    expect(meta(html, 'property', 'og:site_name')).toBe('Highland Explorer Tours');
    expect(meta(html, 'property', 'og:title')).toMatch(/\w+/);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    const site = await pngSize(`${web.url}/og-image.png`);
    expect(site.type).toBe('image/png');
    expect(site.width).toBeGreaterThanOrEqual(1200);
    expect(site.height).toBeGreaterThanOrEqual(630);

    const tourPage = (
      await renderedAnswer('/tours/LNE/loch-ness-glencoe-the-highlands', (a) => a.body.includes('og:image'))
    ).body;
    const image = meta(tourPage, 'property', 'og:image') ?? '';
    expect(image.startsWith(sim.url)).toBe(true);
    const tour = await pngSize(image.replaceAll('&amp;', '&'));
    expect(tour.width).toBeGreaterThanOrEqual(1200);
    expect(tour.height).toBeGreaterThanOrEqual(630);
  });

  it('writes the configured origin everywhere, whatever X-Forwarded-Host, X-Forwarded-Proto and Host an untrusted client sends', async () => {
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'gopher',
    };
    const bodies: string[] = [];
    for (const address of [
      '/',
      '/search?q=loch',
      '/?open=LNE',
      '/tours/LNE/loch-ness-glencoe-the-highlands',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      const answer = await httpRequest(`${web.url}${address}`, { headers: forged });
      expect(answer.status, address).toBe(200);
      bodies.push(answer.body);
    }
    const all = bodies.join('\n');
    expect(all).not.toMatch(/evil\.example|gopher:/);
    // The addresses the server writes from its origin: canonical, og:url, the site's og:image, sitemap, robots.
    const absolute = [
      ...all.matchAll(
        /<link rel="canonical" href="([^"]+)">|<meta property="og:(?:url|image)" content="([^"]+)">|<loc>([^<]+)<\/loc>|Sitemap: (\S+)/g,
      ),
    ]
      .map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')
      .filter((url) => !url.startsWith(sim.url));
    expect(absolute.length).toBeGreaterThan(50);
    for (const url of absolute) expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  });

  it('passes the gateway its answers, refuses an oversized body with 413, and never answers 502', async () => {
    // A production gateway runs only the build's trusted documents: its refusal of a text is passed on.
    const bad = await httpRequest(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ nope }"}',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('PERSISTED_QUERY_ID_REQUIRED');
    const big = await httpRequest(`${web.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename } # ${'x'.repeat(200_000)}` }),
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('answers every page within the render deadline while the gateway is paused, reports it not ready, and times /graphql out with 504', async () => {
    // Warm: the home page is in the shared cache.
    await httpRequest(`${web.url}/`);
    gateway.child.kill('SIGSTOP');
    try {
      const timed = async (address: string, options?: Parameters<typeof httpRequest>[1]) => {
        const started = performance.now();
        const answer = await httpRequest(`${web.url}${address}`, options);
        return { ...answer, ms: performance.now() - started };
      };
      const pages = await Promise.all(
        [
          '/',
          '/search?q=stalled',
          '/tours/3SU/never-rendered',
          '/?open=LNE',
          '/cart',
          '/booking/123456',
          '/no-such-page',
        ].map((address) => timed(address).then((answer) => ({ address, ...answer }))),
      );
      for (const page of pages) {
        expect(page.ms, page.address).toBeLessThan(DEADLINE_MS + 1000);
        expect([200, 404], page.address).toContain(page.status);
        expect(page.body, page.address).toContain('id="tourdesk-config"');
      }
      const ready = await timed('/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', reason: 'gateway unreachable' });
      expect(ready.ms).toBeLessThan(DEADLINE_MS + 1000);
      const graphql = await timed('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
      expect(graphql.status).toBe(504);
      expect(JSON.parse(graphql.body)).toMatchObject({
        errors: [{ extensions: { code: 'GATEWAY_TIMEOUT' } }],
      });
      expect(graphql.ms).toBeLessThan(GATEWAY_TIMEOUT_MS + 1000);
      // A sale (the build's booking mutation, by id) waits for the gateway's sales budget instead.
      const bookId = await operationId('mutation', (body) => /\bbook\(/.test(body));
      const sale = await timed('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: bookId } } }),
      });
      expect(sale.status).toBe(504);
      expect(sale.ms).toBeGreaterThanOrEqual(GATEWAY_SALES_TIMEOUT_MS - 100);
      expect(sale.ms).toBeLessThan(GATEWAY_SALES_TIMEOUT_MS + 1000);
    } finally {
      gateway.child.kill('SIGCONT');
    }
    await waitFor('the gateway again', async () => (await httpRequest(`${web.url}/readyz`)).status === 200, {
      timeoutMs: 10_000,
    });
    await waitFor(
      'a rendered page again',
      async () =>
        (await httpRequest(`${web.url}/search?q=after`)).body.includes('id="tourdesk-page-answers"'),
      { timeoutMs: 15_000, intervalMs: 200 },
    );
  });
});

describe('web server listener timeouts', () => {
  it('closes a half-sent request after REQUEST_TIMEOUT_MS and unfinished headers after HEADERS_TIMEOUT_MS', async () => {
    const [halfSent, headers] = await Promise.all([
      halfSentRequest(web.url, 10_000),
      unfinishedHeaders(web.url, 10_000),
    ]);
    expect(halfSent.closed).toBe(true);
    expect(halfSent.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(halfSent.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
    expect(halfSent.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.closed).toBe(true);
    expect(headers.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(headers.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1000);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('web server graceful shutdown', () => {
  it('answers 503 draining on /readyz for SHUTDOWN_DELAY_MS, finishes the request in flight, exits 0', async () => {
    const shutdownDelayMs = 3000;
    const draining = await startWebServer({
      dist: path.join(dir, 'dist'),
      gatewayUrl: gateway.url,
      env: { SITE_ORIGIN: ORIGIN, SHUTDOWN_DELAY_MS: String(shutdownDelayMs), LOG_LEVEL: 'info' },
    });
    try {
      // A read in flight through the proxy: the gateway is paused until after the signal and the delay.
      const readId = await operationId('query', (body) => !body.includes('$'));
      gateway.child.kill('SIGSTOP');
      const inFlight = httpRequest(`${draining.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: readId } } }),
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalled = Date.now();
      draining.child.kill('SIGTERM');
      // The signal is handled a moment later: until then /readyz asks the (paused) gateway.
      const ready = await waitFor('/readyz to answer draining', async () => {
        const answer = await httpRequest(`${draining.url}/readyz`);
        return answer.status === 503 && JSON.parse(answer.body).status === 'draining' && answer;
      });
      expect(ready.headers['cache-control']).toBe('no-store');
      await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs + 300));
      expect(draining.child.exitCode).toBeNull();
      gateway.child.kill('SIGCONT');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toHaveProperty('data');
      expect(await draining.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(shutdownDelayMs);
      const messages = draining.logs().map((line) => line.msg);
      expect(messages).toContain('shutting down: not ready, draining in-flight requests');
      expect(messages).toContain('drained and closed');
    } finally {
      gateway.child.kill('SIGCONT');
      await draining.stop('SIGKILL');
    }
  });
});
