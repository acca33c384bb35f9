import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { gql, startTestGateway } from './support/gateway.js';

let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ NODE_ENV: 'development', PROVIDER_API_URL: 'http://127.0.0.1:9' });
});
afterAll(() => gateway.close());

describe('development mode', () => {
  it('allows introspection', async () => {
    const result = await gql(gateway.url, '{ __schema { queryType { name } } }');
    expect(result.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('serves an offline explorer that loads nothing from other hosts', async () => {
    const response = await fetch(`${gateway.url}/graphiql`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('/graphql');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves GraphiQL from an npm package: its script, style, workers and icon come from the gateway', async () => {
    const html = await (await fetch(`${gateway.url}/graphiql`)).text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.sort()).toEqual([
      '/graphiql/favicon.ico',
      '/graphiql/graphiql.css',
      '/graphiql/graphiql.js',
      '/graphiql/workers.js',
    ]);
    for (const asset of assets) expect((await fetch(`${gateway.url}${asset}`)).status, asset).toBe(200);
    expect(await (await fetch(`${gateway.url}/graphiql/graphiql.js`)).text()).toContain('renderYogaGraphiQL');
  });

  it('drops the Secure flag from the session cookie', async () => {
    const result = await gql(
      gateway.url,
      'mutation { setCurrency(currency: "USD") { viewer { currency } } }',
    );
    expect(result.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});
