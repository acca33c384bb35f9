// @vitest-environment node
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homeHead } from '../src/app/page-head.js';
import { loadConfig } from './config.js';
import { parseShell } from './document.js';
import { registerPages, sharedPageKey } from './pages.js';
import type { Renderer, ServerRenderOptions } from './renderer.js';

// The shared page cache at its edge: a renderer that records what it was asked (the real one is covered by
// document.test.ts and the e2e specs), the web server's own page code in front of it.

const SHELL = parseShell(
  '<!doctype html><html lang="en"><head><title>Tours</title></head><body><div id="root"></div></body></html>',
);
const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

/** A renderer drawing each page with the currency and browser kind it was asked for. */
function recordingRenderer() {
  const renders: { url: string; headers: Record<string, string>; userAgent: string }[] = [];
  const renderer: Renderer = {
    pageVariant: (userAgent) => (userAgent.includes('Mobile') ? 'mobile' : 'desktop'),
    pageStatus: () => Promise.resolve(200),
    sitemapPaths: () => Promise.resolve(['/']),
    render: (request: Request, options: ServerRenderOptions) => {
      renders.push({ url: request.url, headers: options.headers, userAgent: options.userAgent });
      const currency = options.headers['x-tourdesk-currency'] ?? 'none';
      return Promise.resolve({
        kind: 'page',
        status: 200,
        html: `<p>Prices in ${currency} for ${renderer.pageVariant(options.userAgent)}</p>`,
        hydration: { kind: 'answers', data: {} },
        head: homeHead({
          name: 'Tours',
          origin: 'http://127.0.0.1:3000',
          heroTitle: 'Tours of the Scottish Highlands',
          image: { url: 'http://127.0.0.1:3000/og-image.png', alt: 'Tours', width: 1200, height: 630 },
        }),
        maxAgeSeconds: 60,
      });
    },
  };
  return { renderer, renders };
}

describe('the shared page cache', () => {
  let app: FastifyInstance;
  let renders: ReturnType<typeof recordingRenderer>['renders'];

  beforeEach(async () => {
    const recording = recordingRenderer();
    renders = recording.renders;
    app = Fastify();
    await registerPages(app, {
      config: loadConfig({ SITE_MODE: 'consumer' }),
      shell: SHELL,
      assets: { tags: () => [] },
      renderer: recording.renderer,
      siteConfigTags: '',
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string, cookie?: string, userAgent = 'Desktop') =>
    app.inject({ url, headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });

  it('keys a page by the validated currency and the browser kind', () => {
    const key = (cookie: string | undefined, userAgent = 'Desktop') =>
      sharedPageKey(
        {
          headers: { 'user-agent': userAgent },
          cookies: cookie ? fastifyCookie.parse(cookie) : {},
          url: '/search?q=x',
        },
        recordingRenderer().renderer,
      );
    expect(key('td_sid=a; td_currency=EUR')).toEqual({
      variant: 'desktop',
      currency: 'EUR',
      url: '/search?q=x',
    });
    expect(key('td_currency=usd').currency).toBe('USD');
    for (const forged of ['td_currency=XXX', 'td_currency=EUR%20x', 'td_currency=', 'other=1', undefined]) {
      expect(key(forged).currency, String(forged)).toBe('GBP');
    }
    expect(key(undefined, MOBILE).variant).toBe('mobile');
  });

  it('serves every supported currency its shared page, rendered once without the visitor’s cookie', async () => {
    for (const currency of ['GBP', 'EUR', 'USD', 'AUD', 'CAD', 'NZD', 'ZAR']) {
      const first = await get('/search?q=loch', `td_sid=visitor-1; td_currency=${currency}`);
      expect(first.statusCode, currency).toBe(200);
      expect(first.body).toContain(`Prices in ${currency} for desktop`);
      const second = await get('/search?q=loch', `td_sid=visitor-2; td_currency=${currency}`);
      expect(second.headers['age'], currency).toMatch(/^\d+$/);
      expect(second.body).toBe(first.body);
    }
    expect(renders).toHaveLength(7);
    for (const render of renders) expect(render.headers.cookie).toBeUndefined();
    expect(renders.map((render) => render.headers['x-tourdesk-currency'])).toEqual([
      'GBP',
      'EUR',
      'USD',
      'AUD',
      'CAD',
      'NZD',
      'ZAR',
    ]);
  });

  it('draws a fresh visitor’s /?cur=eur in EUR on the server; an unsupported cur falls back to the cookie’s', async () => {
    const fresh = await get('/?cur=eur');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('Prices in EUR for desktop');
    const overridden = await get('/?cur=usd', 'td_currency=EUR');
    expect(overridden.body).toContain('Prices in USD for desktop');
    const unknown = await get('/?cur=xyz', 'td_currency=EUR');
    expect(unknown.body).toContain('Prices in EUR for desktop');
    expect(renders.map((render) => render.headers['x-tourdesk-currency'])).toEqual(['EUR', 'USD', 'EUR']);
    for (const render of renders) expect(render.headers.cookie).toBeUndefined();
  });

  it('gives an anonymous visitor and a forged currency the default currency’s page; phones their own', async () => {
    const anonymous = await get('/');
    const forged = await get('/', 'td_sid=v; td_currency=<script>');
    expect(forged.body).toBe(anonymous.body);
    expect(anonymous.body).toContain('Prices in GBP for desktop');
    const phone = await get('/', 'td_currency=EUR', MOBILE);
    expect(phone.body).toContain('Prices in EUR for mobile');
    expect(renders).toHaveLength(2);
  });

  it('serves pages by a GET route of their own: a weak ETag per form, 304 on revalidation, 405 for other methods', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['etag']).not.toBe(etag);
    const head = await app.inject({ method: 'HEAD', url: '/search' });
    expect(head.statusCode).toBe(200);
    const post = await app.inject({ method: 'POST', url: '/search' });
    expect(post.statusCode).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
    const stale = await app.inject({ url: '/assets/gone-1234.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.body).toBe('Not found');
  });

  it('renders an open tour for the visitor, with the visitor’s cookie', async () => {
    await get('/search?open=LNE', 'td_sid=visitor; td_currency=EUR');
    await get('/search?open=LNE', 'td_sid=visitor; td_currency=EUR');
    expect(renders).toHaveLength(2);
    expect(renders[0]!.headers.cookie).toBe('td_sid=visitor; td_currency=EUR');
    expect(renders[0]!.headers['x-tourdesk-currency']).toBeUndefined();
  });
});

describe('an unknown booking page', () => {
  let app: FastifyInstance;
  let statusChecks = 0;

  beforeEach(async () => {
    statusChecks = 0;
    const { renderer } = recordingRenderer();
    app = Fastify();
    await registerPages(app, {
      // Two render slots, so a handful of requests at once is already past them.
      config: loadConfig({ SITE_MODE: 'consumer', RENDER_CONCURRENCY: '2' }),
      shell: SHELL,
      assets: { tags: () => [] },
      renderer: {
        ...renderer,
        // The gateway does not give booking 999999 (a read of its own, taking a moment).
        pageStatus: async (request: Request) => {
          statusChecks += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return new URL(request.url).pathname === '/booking/999999' ? 404 : 200;
        },
      },
      siteConfigTags: '',
    });
    await app.ready();
  });
  afterEach(() => app.close());

  it('answers 404 with noindex whatever the number of pages served at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        app.inject({ url: '/booking/999999', headers: { 'user-agent': 'Desktop' } }),
      ),
    );
    expect(statusChecks).toBe(24);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      expect(answer.body).toContain('<meta name="robots" content="noindex"');
    }
    const known = await app.inject({ url: '/booking/123456', headers: { 'user-agent': 'Desktop' } });
    expect(known.statusCode).toBe(200);
    expect(known.headers['x-robots-tag']).toBeUndefined();
  });
});
