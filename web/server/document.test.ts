// @vitest-environment node
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../../gateway/test/support/gateway.js';
import { startTestSimulator, type Simulator } from '../../gateway/test/support/simulator.js';
import type { RunningGateway } from '../../gateway/src/server.js';
import { siteConfigTags } from '../site-config.mjs';
import { render } from '../src/entry-server.js';
import { homeHead } from '../src/app/page-head.js';
import { buildDocument, jsonForScript, parseShell, type DocumentParts } from './document.js';

// Nothing a request carries may change a page's structure: hostile values through every query parameter and path
// segment the renderer reads, written into a document, must give one html element, intact inert JSON and the
// value shown as typed.

/** Replacement patterns of String.replace, a script end, quotes, a backtick, a line separator, markup. */
const HOSTILE = [
  '$`',
  "$'",
  '$&',
  '</script><script>alert(1)</script>',
  '"\'',
  '`',
  '\u2028\u2029',
  '<!--',
  '&amp;',
];
const TERM = (value: string) => `loch ${value} x`;

/** Every query parameter the renderer's routes read (search-params.ts, the embedded mode, the open tour). */
const PARAMS = [
  'q',
  'tags',
  'departure_from',
  'departure_to',
  'brand',
  'duration',
  'month',
  'departing',
  'sort',
  'tour_id',
  'allTours',
  'departuredate',
];

const shell = parseShell(readFileSync(new URL('../index.html', import.meta.url), 'utf8'));
const ASSETS = ['<script type="module" crossorigin src="/assets/index-test.js"></script>'];

let sim: Simulator;
let gateway: RunningGateway;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

/** The document of `address` as the web server writes it (the renderer's page in the build's index.html). */
async function renderedDocument(
  address: string,
): Promise<{ status: number; html: string; location?: string }> {
  const served = { mode: 'consumer', heroTitle: `Tours ${HOSTILE.join(' ')}` };
  const origin = 'https://tours.example';
  const result = await render(new Request(new URL(address, origin)), {
    served,
    graphqlUrl: `${gateway.url}/graphql`,
    headers: { 'x-tourdesk-site': 'consumer' },
    origin,
    userAgent: '',
    signal: AbortSignal.timeout(20_000),
  });
  if (result.kind === 'redirect') return { status: result.status, html: '', location: result.location };
  const id = result.hydration.kind === 'answers' ? 'tourdesk-page-answers' : 'tourdesk-apollo-state';
  const parts: DocumentParts = {
    title: result.head.title,
    siteConfigTags: siteConfigTags(served),
    head: result.head,
    assetTags: ASSETS,
    root: result.html,
    hydration: { id, value: result.hydration.data },
  };
  return { status: result.status, html: buildDocument(shell, parts) };
}

/** Parses a document as a browser does and checks its structure: one html, head and body, every JSON intact. */
function parsed(html: string): Document {
  const { document } = new JSDOM(html).window;
  expect(html.match(/<html[\s>]/g)).toHaveLength(1);
  expect(document.querySelectorAll('html')).toHaveLength(1);
  expect(document.querySelectorAll('head')).toHaveLength(1);
  expect(document.querySelectorAll('body')).toHaveLength(1);
  expect(document.querySelectorAll('#root')).toHaveLength(1);
  // Only the build's module script and inert data scripts: nothing the request brought runs.
  const scripts = [...document.querySelectorAll('script')];
  for (const script of scripts) {
    const type = script.getAttribute('type');
    // The build's entry, or the development one the source index.html names.
    if (type === 'module')
      expect(['/assets/index-test.js', '/src/main.tsx']).toContain(script.getAttribute('src'));
    else {
      expect(['application/json', 'application/ld+json']).toContain(type);
      expect(() => JSON.parse(script.textContent ?? '')).not.toThrow();
    }
  }
  expect(document.querySelector('#root')?.nextElementSibling?.id).toMatch(
    /^tourdesk-(page-answers|apollo-state)$/,
  );
  return document;
}

describe('the document builder', () => {
  it('writes inert JSON that no value can end or change, and that parses back to the value', () => {
    for (const value of HOSTILE) {
      const data = { [value]: [value, { text: TERM(value) }] };
      const json = jsonForScript(data);
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual(data);
    }
  });

  it('keeps its structure with hostile values in the title, head, markup, configuration and data', () => {
    for (const value of HOSTILE) {
      const site = { origin: 'https://tours.example', name: value, heroTitle: value };
      const image = {
        url: `https://img.example/${encodeURIComponent(value)}.png`,
        alt: value,
        width: 1200,
        height: 630,
      };
      const head = { ...homeHead({ ...site, image }), structuredData: { name: value } };
      const html = buildDocument(shell, {
        title: value,
        siteConfigTags: siteConfigTags({ mode: 'consumer', heroTitle: value }),
        head,
        assetTags: ASSETS,
        root: renderToStaticMarkup(createElement('input', { name: 'q', defaultValue: value })),
        hydration: { id: 'tourdesk-page-answers', value: { [value]: value } },
      });
      const document = parsed(html);
      expect(document.title).toBe(value);
      expect(document.querySelector('input')?.value).toBe(value);
      expect(document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(value);
      const config = JSON.parse(document.getElementById('tourdesk-config')?.textContent ?? '') as Record<
        string,
        unknown
      >;
      expect(config.heroTitle).toBe(value);
      expect(JSON.parse(document.getElementById('tourdesk-page-answers')?.textContent ?? '')).toEqual({
        [value]: value,
      });
      const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
      expect(ld).toEqual({ name: value });
    }
  });
});

describe('rendered pages with hostile addresses (the real renderer against provider-sim and the gateway)', () => {
  it.each(HOSTILE)(
    'every query parameter of the search pages carries %j',
    async (value) => {
      for (const path of ['/', '/search']) {
        const query = new URLSearchParams(PARAMS.map((name) => [name, TERM(value)]));
        const { status, html } = await renderedDocument(`${path}?${query.toString()}`);
        expect(status, path).toBe(200);
        const document = parsed(html);
        const box = document.querySelector<HTMLInputElement>('input[type="search"], input[name="q"]');
        if (path === '/search' || box) expect(box?.value.trim()).toBe(TERM(value).trim());
      }
    },
    60_000,
  );

  it.each(HOSTILE)(
    'an open tour, its date and the embedded mode carry %j',
    async (value) => {
      const queries: Record<string, string>[] = [
        { open: TERM(value), departuredate: TERM(value) },
        { embed: '', tour_id: TERM(value) },
      ];
      for (const query of queries) {
        const { status, html } = await renderedDocument(`/?${new URLSearchParams(query).toString()}`);
        expect(status).toBe(200);
        parsed(html);
      }
    },
    60_000,
  );

  it.each(HOSTILE)(
    'the path segments of a tour page and an unknown page carry %j',
    async (value) => {
      const segment = encodeURIComponent(TERM(value));
      const unknownTour = await renderedDocument(`/tours/${segment}/${segment}`);
      expect(unknownTour.status).toBe(404);
      expect(parsed(unknownTour.html).querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
      const wrongSlug = await renderedDocument(`/tours/LNE/${segment}`);
      expect(wrongSlug).toMatchObject({
        status: 301,
        location: '/tours/LNE/loch-ness-glencoe-the-highlands',
      });
      const unknown = await renderedDocument(`/${segment}/${segment}`);
      expect(unknown.status).toBe(404);
      parsed(unknown.html);
    },
    60_000,
  );
});
