import { randomBytes } from 'node:crypto';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as webOperations from '../../../web/src/apollo/generated/graphql.js';
import { DEV_REPORT_TOKEN, reportTokenHash } from '../../src/config.js';
import { countTokens, QUERY_LIMITS } from '../../src/limits.js';
import type { RunningGateway } from '../../src/server.js';
import { gql, PRODUCTION_SETTINGS, startTestGateway } from '../support/gateway.js';
import { QUOTE, TOUR_DETAILS, TOUR_LIST } from '../support/queries.js';
import { Client, dayTourBasket, findDayTour } from '../support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from '../support/simulator.js';

/**
 * Abuse limits against a gateway configured as in production (NODE_ENV=production, production secrets
 * from the environment): the query limits of src/limits.ts, batching, body size and CSRF prevention refuse with
 * a status code and an `extensions.code` (or Fastify's code for a refused body), none of them reaching the
 * provider; introspection, the explorer and the development report token are off. The biggest screen queries
 * pass under the same limits.
 */

let sim: Simulator;
let gateway: RunningGateway;
const reportToken = randomBytes(32).toString('hex');
/**
 * In production only report tokens may send their own documents (browsers send trusted documents' ids:
 * safety/trusted-documents.test.ts), so the limits below are those of a report script's documents.
 */
const asReport = { headers: { authorization: `Bearer ${reportToken}` } };

beforeAll(async () => {
  sim = await startTestSimulator({ apiKey: PRODUCTION_SETTINGS.PROVIDER_API_KEY });
  gateway = await startTestGateway({
    ...PRODUCTION_SETTINGS,
    NODE_ENV: 'production',
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    PAYMENT_LINK_SECRET: randomBytes(32).toString('hex'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    REPORT_TOKEN_HASHES: reportTokenHash(reportToken),
  });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

/** A client sending the report token with every request. */
class ReportClient extends Client {
  override get siteHeaders(): Record<string, string> {
    return asReport.headers;
  }
}

/** A raw POST /graphql: status, parsed body and raw text. */
async function post(
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json', ...asReport.headers },
) {
  const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers, body });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: JSON.parse(text) as Record<string, unknown>,
  };
}

/** Expects a GraphQL refusal: the status, one first error with the code and a message matching `message`. */
async function expectRefused(
  query: string,
  expected: { status: number; code: string; message: RegExp },
): Promise<void> {
  const calls = await providerCallsDuring(sim.url, async () => {
    const result = await gql(gateway.url, query, {}, asReport);
    expect(result.status).toBe(expected.status);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe(expected.code);
    expect(result.errors?.[0]?.message).toMatch(expected.message);
    expect(JSON.stringify(result.errors)).not.toMatch(/stacktrace|\n\s+at /);
  });
  expect(calls).toEqual({}); // refused before any resolver ran
}

const heavy = (i: number) =>
  `t${i}: tour(tourId: "LNE") { addOnGroups(departureDate: "2026-07-01", passengers: [ADULT]) { addOns { tour { calendar(year: 2026, month: 7) { weeks { days { date dayNumber isToday freeSeats seatLabel fromPrice { __typename amountMinor currency } toPrice { __typename amountMinor currency } } } } } } } }`;

describe('abuse limits (NODE_ENV=production)', () => {
  it('lets the biggest screen queries through', async () => {
    const tour = await findDayTour(new ReportClient(gateway.url), 2);
    const [year, month] = tour.dates[0]!.split('-').map(Number) as [number, number];
    const results = [
      await gql(gateway.url, TOUR_LIST, {}, asReport),
      await gql(
        gateway.url,
        TOUR_DETAILS,
        {
          tourId: tour.tourId,
          year,
          month,
          date: tour.dates[0],
          party: ['ADULT', 'ADULT'],
          count: 2,
        },
        asReport,
      ),
      await gql(gateway.url, QUOTE, { basket: dayTourBasket(tour.tourId, tour.dates[0]!, 2) }, asReport),
    ];
    for (const result of results) {
      expect(result.errors).toBeUndefined();
      expect(result.status).toBe(200);
    }
    expect(countTokens(TOUR_DETAILS, QUERY_LIMITS.maxTokens)).toBeLessThan(QUERY_LIMITS.maxTokens / 5);
  });

  it("lets every operation of the web through the limits (the screens' queries as built)", async () => {
    const documents = Object.entries(webOperations).filter(
      (entry): entry is [string, DocumentNode] =>
        entry[0].endsWith('Document') &&
        (entry[1] as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition'),
    );
    expect(documents.length).toBeGreaterThan(30);
    for (const [name, document] of documents) {
      // Variables are left out: a limit refuses at validation, before variables are read.
      const result = await gql(gateway.url, print(document), {}, asReport);
      const messages = (result.errors ?? []).map((e) => e.message).join('; ');
      expect(messages, name).not.toMatch(/limit|exceeded/i);
    }
  });

  it('refuses a query deeper than 10 levels', async () => {
    await expectRefused(
      '{ tour(tourId: "LNE") { addOnGroups(departureDate: "2026-07-01", passengers: [ADULT]) { addOns { tour { addOnGroups(departureDate: "2026-07-02", passengers: [ADULT]) { addOns { tour { calendar(year: 2026, month: 7) { weeks { days { fromPrice { amountMinor } } } } } } } } } } } }',
      { status: 400, code: 'GRAPHQL_VALIDATION_FAILED', message: /Query depth limit of 10 exceeded/ },
    );
  });

  it('counts depth through fragments by fields: nesting spreads neither hides depth nor adds any', async () => {
    await expectRefused(
      `{ tour(tourId: "LNE") { ...A } }
       fragment A on Tour { addOnGroups(departureDate: "2026-07-01", passengers: [ADULT]) { addOns { tour { ...B } } } }
       fragment B on Tour { addOnGroups(departureDate: "2026-07-02", passengers: [ADULT]) { addOns { tour { ...C } } } }
       fragment C on Tour { calendar(year: 2026, month: 7) { weeks { days { fromPrice { amountMinor } } } } }`,
      { status: 400, code: 'GRAPHQL_VALIDATION_FAILED', message: /Query depth limit of 10 exceeded/ },
    );
    const nested = await gql(
      gateway.url,
      `{ tour(tourId: "LNE") { ...A } }
       fragment A on Tour { ...B }
       fragment B on Tour { ...C }
       fragment C on Tour { addOnGroups(departureDate: "2026-07-01", passengers: [ADULT]) { addOns { tour { name image { url(width: 600) } } } } }`,
      {},
      asReport,
    );
    expect(nested.errors).toBeUndefined();
  });

  it('refuses more than 15 aliases (15 pass)', async () => {
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `a${i}: viewer { currency }`).join(' ');
    expect((await gql(gateway.url, `{ ${aliases(15)} }`, {}, asReport)).errors).toBeUndefined();
    await expectRefused(`{ ${aliases(16)} }`, {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: /Aliases limit of 15 exceeded, found 16/,
    });
  });

  it('refuses more than 2000 tokens with a 400 (2000 pass)', async () => {
    const withTags = (n: number) =>
      `{ tours(search: { tagIds: [${Array.from({ length: n }, () => '"x"').join(' ')}] }) { count } }`;
    const atLimit = withTags(QUERY_LIMITS.maxTokens - 16);
    expect(countTokens(atLimit, QUERY_LIMITS.maxTokens)).toBe(QUERY_LIMITS.maxTokens);
    const passed = await gql(gateway.url, atLimit, {}, asReport);
    expect(passed.status).toBe(200);
    expect(JSON.stringify(passed.errors ?? [])).not.toMatch(/Token limit/);
    // graphql-armor's own plugin answered this with HTTP 500 (and every syntax error too): see src/limits.ts.
    await expectRefused(withTags(QUERY_LIMITS.maxTokens - 15), {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: /^Syntax Error: Token limit of 2000 exceeded\.$/,
    });
    await expectRefused(`{ viewer { currency ${'__typename '.repeat(5000)} } }`, {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: /Token limit of 2000 exceeded/,
    });
  });

  it('answers a syntax error with 400 GRAPHQL_PARSE_FAILED, not 500', async () => {
    await expectRefused('{ viewer { currency }', {
      status: 400,
      code: 'GRAPHQL_PARSE_FAILED',
      message: /^Syntax Error: Expected Name, found <EOF>\./,
    });
  });

  it('refuses a query costing more than 5000', async () => {
    await expectRefused(`{ ${Array.from({ length: 15 }, (_, i) => heavy(i)).join(' ')} }`, {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: /Query Cost limit of 5000 exceeded/,
    });
  });

  it('refuses more than 20 directives', async () => {
    await expectRefused(`{ viewer { ${'currency @skip(if: false) '.repeat(21)} } }`, {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: /Directives limit of 20 exceeded, found 21/,
    });
  });

  it('hides field suggestions', async () => {
    await expectRefused('{ viewer { currenc } }', {
      status: 400,
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: /^Cannot query field "currenc" on type "Viewer"\. \[Suggestion hidden\]\?$/,
    });
  });

  it('refuses batched operations (one operation per request)', async () => {
    const calls = await providerCallsDuring(sim.url, async () => {
      const batch = JSON.stringify([{ query: '{ filters { name } }' }, { query: '{ filters { name } }' }]);
      const result = await post(batch);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        errors: [{ message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } }],
      });
    });
    expect(calls).toEqual({});
  });

  it('refuses bodies over BODY_LIMIT_BYTES (100 KiB) with 413', async () => {
    const result = await post(JSON.stringify({ query: `{ viewer { currency } } #${'x'.repeat(110_000)}` }));
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(result.text).not.toMatch(/\n\s+at /);
  });

  it('refuses requests failing CSRF prevention', async () => {
    const query = 'mutation { setCurrency(currency: "EUR") { viewer { currency } } }';
    const csrf = /This operation has been blocked as a potential Cross-Site Request Forgery \(CSRF\)/;
    // A simple (no-preflight) cross-site POST: text/plain.
    const plain = await post(JSON.stringify({ query }), {
      'content-type': 'text/plain',
      ...asReport.headers,
    });
    expect(plain.status).toBe(400);
    expect((plain.body.errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe('BAD_REQUEST');
    expect(plain.text).toMatch(csrf);
    // The other simple content types have no parser: refused before GraphQL.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refused = await post(`query=${encodeURIComponent(query)}`, { 'content-type': type });
      expect(refused.status).toBe(415);
      expect(refused.body).toMatchObject({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    }
    // GET without a preflight header.
    const get = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent('{ viewer { currency } }')}`,
      asReport,
    );
    expect(get.status).toBe(400);
    const getText = await get.text();
    expect(getText).toMatch(csrf);
    expect(JSON.parse(getText)).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    // With the header a GET query runs; a GET mutation never does.
    const preflight = { 'apollo-require-preflight': 'true', ...asReport.headers };
    const allowed = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent('{ viewer { currency } }')}`,
      {
        headers: preflight,
      },
    );
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { viewer: { currency: 'GBP' } } });
    const mutation = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: preflight,
    });
    expect(mutation.status).toBe(405);
    expect(await mutation.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    for (const response of [plain, get, mutation]) expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('has introspection, the explorer and the development report token off', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Query") { name } }']) {
      const result = await gql(gateway.url, query, {}, asReport);
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.extensions).toEqual({
        code: 'GRAPHQL_VALIDATION_FAILED',
        validationErrorCode: 'INTROSPECTION_DISABLED',
      });
    }
    expect((await gql(gateway.url, '{ __typename }', {}, asReport)).data).toEqual({ __typename: 'Query' });
    expect((await fetch(`${gateway.url}/graphiql`)).status).toBe(404);

    const REPORT =
      '{ bookingReport(input: { from: "2026-01-01", to: "2026-01-31", groupBy: [MONTH] }) { bookingsScanned } }';
    const dev = await gql(
      gateway.url,
      REPORT,
      {},
      { headers: { authorization: `Bearer ${DEV_REPORT_TOKEN}` } },
    );
    expect(dev.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const configured = await gql(
      gateway.url,
      REPORT,
      {},
      { headers: { authorization: `Bearer ${reportToken}` } },
    );
    expect(configured.errors).toBeUndefined();

    const session = await gql(
      gateway.url,
      'mutation { setCurrency(currency: "EUR") { viewer { currency } } }',
      {},
      asReport,
    );
    expect(session.headers.get('set-cookie')).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
  });
});
