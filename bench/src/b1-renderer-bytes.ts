/**
 * B1's request bytes of the server-rendered screens, whose browser sends nothing at load: the renderer's requests
 * to the gateway. Renders each page with the built renderer (`<dist>-server/entry-server.js`) against a production
 * gateway on the simulator (in process, free ports) and counts each GraphQL request's target and body as sent (by
 * id) and as the same operation's POST of its text (from the manifest by the id).
 *
 * Usage: pnpm exec tsx bench/src/b1-renderer-bytes.ts <web dist folder, e.g. bench/.out/web-dist>
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../gateway/src/config.js';
import { startGateway } from '../../gateway/src/server.js';
import { startSimulator } from '../../provider-sim/src/index.js';
import { BENCH_API_KEY, BENCH_PRODUCTION_SETTINGS, TODAY, webManifest } from './lib.js';

const PAGES = ['/', '/?open=LNE&departuredate=2026-6-10', '/tours/LNE/loch-ness-glencoe-the-highlands'];

const dist = path.resolve(process.argv[2] ?? 'bench/.out/web-dist');
const renderer = (await import(pathToFileURL(`${dist}-server/entry-server.js`).href)) as {
  render(request: Request, options: Record<string, unknown>): Promise<{ kind: string }>;
};
// The site configuration as the web server gives the renderer (web/site-config.mjs, plain JavaScript).
const siteConfigModule: string = pathToFileURL(path.resolve('web/site-config.mjs')).href;
const { siteConfigFromEnv } = (await import(siteConfigModule)) as {
  siteConfigFromEnv(env: Record<string, string>): Record<string, unknown>;
};
const manifest = webManifest();
const bodies = new Map(manifest.operations.map((op) => [op.id, op.body]));
const sim = await startSimulator({ port: 0, today: TODAY, seed: 42, apiKey: BENCH_API_KEY });
const gateway = await startGateway(
  loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    LOG_LEVEL: 'silent',
    TODAY,
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    CACHE_PREFIX: `bench-bytes-${randomUUID()}:`,
    PERSISTED_QUERY_MANIFESTS: manifest.file,
    ...BENCH_PRODUCTION_SETTINGS,
  }),
);

let sent = 0;
let text = 0;
let operations: string[] = [];
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (url.pathname === '/graphql') {
    const body = typeof init?.body === 'string' ? init.body : '';
    sent += Buffer.byteLength(url.pathname + url.search) + Buffer.byteLength(body);
    const params: Record<string, unknown> = body
      ? (JSON.parse(body) as Record<string, unknown>)
      : {
          operationName: url.searchParams.get('operationName'),
          variables: JSON.parse(url.searchParams.get('variables') ?? '{}'),
          extensions: JSON.parse(url.searchParams.get('extensions') ?? '{}'),
        };
    const id = (params.extensions as { persistedQuery?: { sha256Hash?: string } }).persistedQuery?.sha256Hash;
    operations.push(String(params.operationName));
    text +=
      Buffer.byteLength(url.pathname) +
      Buffer.byteLength(
        JSON.stringify({
          operationName: params.operationName,
          variables: params.variables,
          query: id ? bodies.get(id) : params.query,
        }),
      );
  }
  return realFetch(input, init);
};

try {
  for (const page of PAGES) {
    sent = 0;
    text = 0;
    operations = [];
    const result = await renderer.render(new Request(`http://127.0.0.1${page}`), {
      served: siteConfigFromEnv({ SITE_MODE: 'consumer' }),
      graphqlUrl: `${gateway.url}/graphql`,
      headers: { 'x-tourdesk-site': 'consumer' },
      origin: 'http://127.0.0.1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
      signal: AbortSignal.timeout(30_000),
    });
    process.stdout.write(
      `| ${page} | ${result.kind} | ${operations.join(', ')} | ${text} B | ${sent} B | ${(sent / text).toFixed(2)} |\n`,
    );
  }
} finally {
  globalThis.fetch = realFetch;
  await gateway.close();
  await sim.close();
}
