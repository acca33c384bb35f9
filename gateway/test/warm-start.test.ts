/**
 * The warm start: a gateway parses and validates every operation of its persisted query manifests before it
 * serves, so a fresh process's first request for a trusted operation does no parse or validation work (the document
 * cache Apollo reads counts the lookups that made it parse); it has run Apollo's pipeline once (its own
 * `{ __typename }`), sent one request through its HTTP path (a trusted id without its variables, refused before any
 * resolver) and opened its provider connections. A provider that takes the warm start's connection reads and
 * never answers them delays readiness by at most the warm start's deadline, and the first request is served.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARM_CONNECTIONS, WARM_CONNECTIONS_DEADLINE_MS, type RunningGateway } from '../src/server.js';
import { documentId } from '../src/trusted-documents.js';
import { PRODUCTION_SETTINGS, startTestGateway } from './support/gateway.js';
import { TOUR_DETAILS, TOUR_DETAILS_VARIABLES } from './support/queries.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

const INVALID = 'query NoSuchField { noSuchField }';

/** POSTs a persisted query (the id of a trusted document, no text), as the web app does in production. */
async function persisted<T>(id: string, variables: Record<string, unknown> = {}, to = gateway) {
  const response = await fetch(`${to.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
  });
  const body = (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, ...body };
}

let sim: Simulator;
let gateway: RunningGateway;
let dir: string;
let manifest: string;

/** A production gateway on the test manifest, against `simUrl`; `env` overrides any variable. */
function productionGateway(simUrl: string, env: Record<string, string> = {}): Promise<RunningGateway> {
  return startTestGateway({
    ...PRODUCTION_SETTINGS,
    NODE_ENV: 'production',
    PROVIDER_API_URL: simUrl,
    PROVIDER_PAYMENT_URL: simUrl,
    PERSISTED_QUERY_MANIFESTS: manifest,
    ...env,
  });
}

beforeAll(async () => {
  sim = await startTestSimulator({ apiKey: PRODUCTION_SETTINGS.PROVIDER_API_KEY });
  dir = mkdtempSync(path.join(tmpdir(), 'warm-start-'));
  manifest = path.join(dir, 'manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [
        { id: documentId(TOUR_DETAILS), name: 'TourDetails', type: 'query', body: TOUR_DETAILS },
        { id: documentId(INVALID), name: 'NoSuchField', type: 'query', body: INVALID },
      ],
    }),
  );
  gateway = await productionGateway(sim.url);
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('warm start (NODE_ENV=production)', () => {
  it("prepares the manifests' valid operations before it serves", () => {
    expect(gateway.documents.documents().size).toBe(1);
    expect([...gateway.documents.documents().keys()]).toEqual([documentId(TOUR_DETAILS)]);
  });

  it("has run Apollo's pipeline once, on its own warm-up operation (the one document it parsed)", () => {
    expect(gateway.documents.parsed).toBe(1);
  });

  it('has sent one request through the HTTP path, a trusted id without its variables: no provider read', async () => {
    // Its document came from the prepared ones.
    expect(gateway.documents.hits).toBe(1);
    const stats = (await (await fetch(`${sim.url}/_sim/stats`)).json()) as {
      byOperation: Record<string, unknown>;
    };
    expect(Object.keys(stats.byOperation).sort()).toEqual(['createAuthenticationHash', 'listAgeCategories']);
  });

  it('has opened its provider connections before it serves', () => {
    expect(gateway.services.transport.openConnections).toBeGreaterThanOrEqual(WARM_CONNECTIONS);
  });

  it("answers a fresh process's first request for a trusted operation without parsing or validating it", async () => {
    expect(gateway.documents.parsed).toBe(1);
    const answer = await persisted<{ tour: { tourId: string } }>(
      documentId(TOUR_DETAILS),
      TOUR_DETAILS_VARIABLES,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.tour.tourId).toBe('LNE');
    expect(gateway.documents.parsed).toBe(1);
    expect(gateway.documents.hits).toBe(2);
  });

  it('refuses a trusted operation that does not validate, parsing it at its request', async () => {
    const answer = await persisted(documentId(INVALID));
    expect(answer.status).toBe(400);
    expect(answer.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(gateway.documents.parsed).toBe(2);
  });
});

describe('warm start against a provider that never answers its connection reads', () => {
  let stalled: Simulator;
  let started: RunningGateway | undefined;

  beforeAll(async () => {
    stalled = await startTestSimulator({ apiKey: PRODUCTION_SETTINGS.PROVIDER_API_KEY });
    // The hash is given; every age-category read (the warm start's) is taken and never answered.
    stalled.setFaults({ timeoutRate: { listAgeCategories: 1 } });
  });
  afterAll(async () => {
    await started?.close();
    await stalled?.close();
  });

  it('is ready within its deadline and serves the first request', async () => {
    const since = performance.now();
    // A catalogue budget far past the deadline: the deadline, not the budget, bounds the warm start's reads.
    started = await productionGateway(stalled.url, { PROVIDER_CATALOGUE_BUDGET_MS: '20000' });
    const ready = await fetch(`${started.url}/readyz`);
    const tookMs = performance.now() - since;
    expect(ready.status).toBe(200);
    // The deadline, plus the rest of a start on a loaded machine (schema, manifests, hashes): far from the
    // provider's 30 s hold or the transport's default timeout.
    expect(tookMs).toBeLessThan(WARM_CONNECTIONS_DEADLINE_MS + 3000);
    const stats = (await (await fetch(`${stalled.url}/_sim/stats`)).json()) as {
      byOperation: Record<string, Record<string, number>>;
    };
    expect(stats.byOperation.listAgeCategories).toEqual({ timeout: WARM_CONNECTIONS });

    const answer = await persisted<{ tour: { tourId: string } }>(
      documentId(TOUR_DETAILS),
      TOUR_DETAILS_VARIABLES,
      started,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.tour.tourId).toBe('LNE');
  });
});
