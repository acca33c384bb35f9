/**
 * Trusted documents in production (the web build's persisted query manifest), black box: a production gateway over
 * HTTP on the simulator (behind a recording proxy, so "no provider call" counts every request the gateway makes),
 * with the manifest generated from the web app's documents as its build writes it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateManifest } from '../../../web/persisted-queries.js';
import { ConfigError, loadConfig, reportTokenHash } from '../../src/config.js';
import { TRUSTED_DOCUMENTS_MESSAGE } from '../../src/document-gate.js';
import type { RunningGateway } from '../../src/server.js';
import { documentId, ManifestError, TrustedDocuments } from '../../src/trusted-documents.js';
import { PRODUCTION_SETTINGS, startTestGateway } from '../support/gateway.js';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.js';
import { startTestSimulator, type Simulator } from '../support/simulator.js';

let sim: Simulator;
let proxy: RecordingProxy;
let gateway: RunningGateway;
let manifest: Awaited<ReturnType<typeof generateManifest>>;
let folder: string;
let manifestFile: string;

const REPORT_TOKEN = 'trusted-documents-report-token';

beforeAll(async () => {
  [sim, manifest] = await Promise.all([
    startTestSimulator({ apiKey: PRODUCTION_SETTINGS.PROVIDER_API_KEY }),
    generateManifest(),
  ]);
  proxy = await startRecordingProxy(sim.url);
  folder = await mkdtemp(path.join(tmpdir(), 'trusted-documents-'));
  manifestFile = path.join(folder, 'persisted-query-manifest.json');
  await writeFile(manifestFile, JSON.stringify(manifest));
  gateway = await startTestGateway({
    ...PRODUCTION_SETTINGS,
    NODE_ENV: 'production',
    PROVIDER_API_URL: proxy.url,
    PROVIDER_PAYMENT_URL: proxy.url,
    PERSISTED_QUERY_MANIFESTS: manifestFile,
    REPORT_TOKEN_HASHES: reportTokenHash(REPORT_TOKEN),
    REPORT_TOKEN_MAX_FAILURES_PER_ADDRESS: '3',
    PAYMENT_LINK_SECRET: 'a-payment-link-secret-of-32-chars-or-more',
  });
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await sim?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The manifest's operation of that name. */
function operation(name: string) {
  const found = manifest.operations.find((op) => op.name === name);
  if (!found) throw new Error(`${name} is not in the manifest`);
  return found;
}

interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
  };
}

/**
 * Sends a request as Apollo Client's HttpLink does (JSON content type): a query by id as GET, anything else as
 * a POST of `body`.
 */
async function send(
  body: { query?: string; id?: string; operationName?: string; variables?: Record<string, unknown> },
  options: { headers?: Record<string, string>; get?: boolean } = {},
): Promise<Answer> {
  const extensions = body.id ? { persistedQuery: { version: 1, sha256Hash: body.id } } : undefined;
  const headers = { 'content-type': 'application/json', ...options.headers };
  let response: Response;
  if (options.get) {
    const search = new URLSearchParams();
    if (body.operationName) search.set('operationName', body.operationName);
    if (body.query) search.set('query', body.query);
    search.set('variables', JSON.stringify(body.variables ?? {}));
    if (extensions) search.set('extensions', JSON.stringify(extensions));
    response = await fetch(`${gateway.url}/graphql?${search}`, { headers });
  } else {
    response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: body.query,
        operationName: body.operationName,
        variables: body.variables ?? {},
        extensions,
      }),
    });
  }
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  };
}

/** Sends a manifest operation by its id only (GET for a query), as the web app does. */
function byId(name: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const op = operation(name);
  return send({ id: op.id, operationName: name, variables }, { headers, get: op.type === 'query' });
}

/** The provider requests the gateway made while `action` ran. */
async function providerRequestsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const before = proxy.requests.length;
  await action();
  return proxy.requests.slice(before);
}

/** The cookies (name=value; …) an answer set, as a browser sends them back. */
function cookieOf(answer: Answer): string {
  const cookies = answer.headers.getSetCookie().map((header) => header.split(';')[0]);
  if (cookies.length === 0) throw new Error('no session cookie');
  return cookies.join('; ');
}

/** A consumer session (currency set by the app's SetCurrency mutation, by id) and an agent session (LogIn, SelectConsultant). */
async function sessions(): Promise<{ consumer: Record<string, string>; agent: Record<string, string> }> {
  const currency = await byId('SetCurrency', { currency: 'USD' });
  expect(currency.body.errors).toBeUndefined();
  const consumer = { cookie: cookieOf(currency) };
  const site = { 'x-tourdesk-site': 'agent' };
  const login = await byId('LogIn', { userName: 'demo-agent', password: 'demo-password' }, site);
  const pending = (login.body.data?.logIn as { pendingLogin: { contacts: { contactId: string }[] } })
    .pendingLogin;
  const agentCookie = cookieOf(login);
  const selected = await byId(
    'SelectConsultant',
    { contactId: pending.contacts[0]!.contactId },
    { ...site, cookie: agentCookie },
  );
  expect(selected.body.errors).toBeUndefined();
  expect(
    (selected.body.data?.selectConsultant as { viewer: { agent: unknown } }).viewer.agent,
  ).not.toBeNull();
  const rotated = selected.headers.getSetCookie().length > 0 ? cookieOf(selected) : undefined;
  return { consumer, agent: { ...site, cookie: rotated ?? agentCookie } };
}

const AD_HOC = '{ tours { tours { tourId name calendar(year: 2026, month: 7) { monthName } } } }';

describe('a production gateway runs only trusted documents from browsers', () => {
  it('refuses a document text from an anonymous client, a consumer and an agent session, without a provider call', async () => {
    const { consumer, agent } = await sessions();
    for (const [who, headers] of [
      ['anonymous', {}],
      ['consumer', consumer],
      ['agent', agent],
    ] as const) {
      const requests = await providerRequestsDuring(async () => {
        for (const get of [false, true]) {
          const answer = await send({ query: AD_HOC }, { headers, get });
          expect(answer.status, `${who} ${get ? 'GET' : 'POST'}`).toBe(400);
          expect(answer.body.data).toBeUndefined();
          expect(answer.body.errors).toEqual([
            { message: TRUSTED_DOCUMENTS_MESSAGE, extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } },
          ]);
          expect(answer.body.errors![0]!.message).toMatch(/trusted documents/);
        }
        // The text of an operation of the build is refused too: browsers send ids.
        const tourPage = operation('TourPage');
        const text = await send({ query: tourPage.body, variables: { tourId: '3SU' } }, { headers });
        expect(text.status).toBe(400);
      });
      expect(requests, who).toEqual([]);
    }
  });

  it('refuses automatic persisted query registration and an unknown id, and registers nothing', async () => {
    const requests = await providerRequestsDuring(async () => {
      const registration = await send({ query: AD_HOC, id: documentId(AD_HOC) });
      expect(registration.status).toBe(400);
      expect(registration.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ID_REQUIRED');
      for (const get of [false, true]) {
        const unknown = await send({ id: documentId(AD_HOC) }, { get });
        expect(unknown.status).toBe(400);
        expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
        expect(unknown.body.errors?.[0]?.message).toMatch(/trusted documents/);
      }
    });
    expect(requests).toEqual([]);
  });

  it('answers each operation of the manifest by its id', async () => {
    expect(manifest.operations.length).toBeGreaterThan(40);
    for (const op of manifest.operations) {
      const answer = await send({ id: op.id, operationName: op.name }, { get: op.type === 'query' });
      const codes = (answer.body.errors ?? []).map((error) => error.extensions?.code);
      // Sent without its variables: an operation with required ones fails their validation, after the gateway
      // found its document; one without them runs.
      expect(codes, op.name).not.toContain('PERSISTED_QUERY_NOT_FOUND');
      expect(codes, op.name).not.toContain('PERSISTED_QUERY_ID_REQUIRED');
      expect(answer.status, op.name).toBeLessThan(500);
      if (!/\(\$/.test(op.body.split('\n')[0]!)) expect(answer.body.data, op.name).toBeTruthy();
    }
    const tour = await byId('TourPage', { tourId: '3SU' });
    expect(tour.status).toBe(200);
    expect((tour.body.data?.tour as { tourId: string }).tourId).toBe('3SU');
  });

  it('lets a report token run its own document, within the bound of provider calls', async () => {
    const report = await send(
      {
        query: 'query($input: BookingReportInput!) { bookingReport(input: $input) { bookingsScanned } }',
        variables: { input: { from: '2026-03-01', to: '2026-05-31', groupBy: ['MONTH'] } },
      },
      { headers: { authorization: `Bearer ${REPORT_TOKEN}` } },
    );
    expect(report.body.errors).toBeUndefined();
    expect((report.body.data?.bookingReport as { bookingsScanned: number }).bookingsScanned).toBeGreaterThan(
      0,
    );
    // Three calendar months of every tour: about 190 provider calls, over the default bound of 40.
    const fanOut = `{ tours { tours { tourId
      a: calendar(year: 2026, month: 7) { monthName } b: calendar(year: 2026, month: 8) { monthName }
      c: calendar(year: 2026, month: 9) { monthName } } } }`;
    const requests = await providerRequestsDuring(async () => {
      const refused = await send({ query: fanOut }, { headers: { authorization: `Bearer ${REPORT_TOKEN}` } });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(refused.body.errors?.[0]?.message).toMatch(/provider calls.*at most 40/);
    });
    // At most the catalogue's product search (the bound counts its real tours), none of the document's calls.
    expect(requests.filter((r) => !/\/products\/search\b/.test(r))).toEqual([]);
  });
});

describe('wrong report tokens', () => {
  it('leave a script with the right token alone, 20 requests at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send({ query: '{ __typename }' }, { headers: { authorization: `Bearer ${REPORT_TOKEN}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('are throttled per client address, even 20 at once, and then the right token waits too', async () => {
    const wrong = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send({ query: '{ __typename }' }, { headers: { authorization: `Bearer wrong-${i}` } }),
      ),
    );
    const statuses = wrong.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    const refused = wrong.find((answer) => answer.status === 429)!;
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await send(
      { query: '{ __typename }' },
      { headers: { authorization: `Bearer ${REPORT_TOKEN}` } },
    );
    expect(right.status).toBe(429);
  });
});

describe('configuration', () => {
  it('refuses to start in production without a manifest', () => {
    expect(() =>
      loadConfig({
        ...PRODUCTION_SETTINGS,
        NODE_ENV: 'production',
        PERSISTED_QUERY_MANIFESTS: path.join(folder, 'absent.json'),
      }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...PRODUCTION_SETTINGS,
        NODE_ENV: 'production',
        PERSISTED_QUERY_MANIFESTS: path.join(folder, 'absent.json'),
      }),
    ).toThrow(/PERSISTED_QUERY_MANIFESTS: .*absent\.json/);
  });

  it('refuses a manifest whose id is not the SHA-256 of its body', async () => {
    const forged = path.join(folder, 'forged.json');
    const [first] = manifest.operations;
    await writeFile(
      forged,
      JSON.stringify({ ...manifest, operations: [{ ...first, body: `${first!.body} ` }] }),
    );
    expect(() => TrustedDocuments.read([forged])).toThrow(ManifestError);
    expect(() => TrustedDocuments.read([path.join(folder, 'absent.json')])).toThrow(ManifestError);
  });

  it('accepts the ids of the current and the previous manifest (a rolling deploy)', async () => {
    const previousBody = operation('TourPage').body.replace('    descriptionHeadline\n', '');
    const previous = {
      ...manifest,
      operations: [{ ...operation('TourPage'), id: documentId(previousBody), body: previousBody }],
    };
    const previousFile = path.join(folder, 'previous.json');
    await writeFile(previousFile, JSON.stringify(previous));
    const rolling = await startTestGateway({
      ...PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      PERSISTED_QUERY_MANIFESTS: `${manifestFile},${previousFile}`,
      PAYMENT_LINK_SECRET: 'a-payment-link-secret-of-32-chars-or-more',
    });
    try {
      for (const [id, headline] of [
        [operation('TourPage').id, true],
        [previous.operations[0]!.id, false],
      ] as const) {
        const search = new URLSearchParams({
          operationName: 'TourPage',
          variables: JSON.stringify({ tourId: '3SU' }),
          extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
        });
        const response = await fetch(`${rolling.url}/graphql?${search}`, {
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status).toBe(200);
        const tour = ((await response.json()) as { data: { tour: Record<string, unknown> } }).data.tour;
        expect(tour.tourId).toBe('3SU');
        expect('descriptionHeadline' in tour).toBe(headline);
      }
    } finally {
      await rolling.close();
    }
  });

  it('keeps ad-hoc documents and persisted query registration in development', async () => {
    const development = await startTestGateway({
      NODE_ENV: 'development',
      // The simulator of this file takes the production tests' key.
      PROVIDER_API_KEY: PRODUCTION_SETTINGS.PROVIDER_API_KEY,
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      PERSISTED_QUERY_MANIFESTS: manifestFile,
    });
    try {
      const post = (body: unknown) =>
        fetch(`${development.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Answer['body'] }));
      const query = '{ ageCategories { __typename } }';
      const hash = { persistedQuery: { version: 1, sha256Hash: documentId(query) } };
      expect((await post({ query })).body.data).toBeTruthy();
      expect((await post({ extensions: hash })).body.errors?.[0]?.extensions?.code).toBe(
        'PERSISTED_QUERY_NOT_FOUND',
      );
      expect((await post({ query, extensions: hash })).body.data).toBeTruthy();
      expect((await post({ extensions: hash })).body.data).toBeTruthy();
    } finally {
      await development.close();
    }
  });
});
