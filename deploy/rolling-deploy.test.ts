/**
 * A rolling deploy under trusted documents: two web builds, the previous and the current release, served by two
 * web server processes in front of one production gateway process whose PERSISTED_QUERY_MANIFESTS lists both
 * builds' manifests, so pages of either release (their server rendering and the queries their open tabs send by
 * id) keep working while both are live; once the previous manifest is dropped, its ids are refused.
 *
 * The previous release is the current build with one document changed in text (the tour page's query, a comment
 * added: a new id for the same fields), its id replaced in its client and renderer bundles and its manifest
 * entry rewritten, as a release that edited that query would have it.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../provider-sim/src/index.js';
import { waitFor } from './support/ports.js';
import {
  copyWebBuild,
  httpRequest,
  SIMULATOR_OPTIONS,
  startGatewayProcess,
  startWebServer,
  type ServiceProcess,
} from './support/processes.js';

const MANIFEST = '.vite/persisted-query-manifest.json';
const TOUR_PAGE = '/tours/LNE/loch-ness-glencoe-the-highlands';

interface Manifest {
  format: string;
  version: number;
  operations: { id: string; name: string; type: string; body: string }[];
}

let dir: string;
let sim: Awaited<ReturnType<typeof startSimulator>>;
let gateway: ServiceProcess | undefined;
const webs: ServiceProcess[] = [];
const builds: Record<'previous' | 'current', { dist: string; tourPageId: string }> = {
  previous: { dist: '', tourPageId: '' },
  current: { dist: '', tourPageId: '' },
};

/** Replaces `from` by `to` in every .js file under `folder`; answers how many files changed. */
async function replaceInScripts(folder: string, from: string, to: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (!text.includes(from)) continue;
    await writeFile(file, text.split(from).join(to));
    // The precompressed forms would serve the old script: the web server falls back to the file itself.
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
    changed += 1;
  }
  return changed;
}

/** A production gateway process reading these manifests. */
function startGateway(manifests: string[]): Promise<ServiceProcess> {
  return startGatewayProcess({
    env: {
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      PERSISTED_QUERY_MANIFESTS: manifests.join(','),
      LOG_LEVEL: 'warn',
    },
  });
}

/** A web server process (consumer site) on `dist`, in front of `gatewayUrl`; answers its address. */
async function startWeb(dist: string, gatewayUrl: string): Promise<string> {
  const web = await startWebServer({
    dist,
    gatewayUrl,
    env: { IMAGE_ORIGINS: sim.url, RENDER_DEADLINE_MS: '10000' },
  });
  webs.push(web);
  return web.url;
}

/** The tour page's query by `id`, as a browser tab of that release sends it (through its site, or straight). */
async function tourPageById(site: string, id: string) {
  const search = new URLSearchParams({
    operationName: 'TourPage',
    variables: JSON.stringify({ tourId: 'LNE' }),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
  });
  const answer = await httpRequest(`${site}/graphql?${search}`, {
    headers: { 'content-type': 'application/json' },
  });
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tourdesk-rolling-'));
  builds.current.dist = path.join(dir, 'current');
  builds.previous.dist = path.join(dir, 'previous');
  await copyWebBuild(builds.current.dist);
  await cp(builds.current.dist, builds.previous.dist, { recursive: true });
  await cp(`${builds.current.dist}-server`, `${builds.previous.dist}-server`, { recursive: true });

  const current = JSON.parse(await readFile(path.join(builds.current.dist, MANIFEST), 'utf8')) as Manifest;
  const tourPage = current.operations.find((op) => op.name === 'TourPage')!;
  const body = `${tourPage.body}\n# the previous release's text of this query`;
  const id = createHash('sha256').update(body).digest('hex');
  builds.current.tourPageId = tourPage.id;
  builds.previous.tourPageId = id;
  const previous: Manifest = {
    ...current,
    operations: current.operations.map((op) => (op === tourPage ? { ...op, id, body } : op)),
  };
  await writeFile(path.join(builds.previous.dist, MANIFEST), JSON.stringify(previous));
  expect(await replaceInScripts(builds.previous.dist, tourPage.id, id)).toBeGreaterThan(0);
  expect(await replaceInScripts(`${builds.previous.dist}-server`, tourPage.id, id)).toBeGreaterThan(0);

  sim = await startSimulator(SIMULATOR_OPTIONS);
}, 300_000);

afterAll(async () => {
  await Promise.all(webs.map((web) => web.stop()));
  await gateway?.stop();
  await sim?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a rolling deploy: two web builds against one gateway', () => {
  it('serves both releases while the gateway lists both manifests', async () => {
    gateway = await startGateway([
      path.join(builds.current.dist, MANIFEST),
      path.join(builds.previous.dist, MANIFEST),
    ]);
    for (const release of ['previous', 'current'] as const) {
      const site = await startWeb(builds[release].dist, gateway.url);
      // The renderer sends the tour page's query by its release's id.
      await waitFor(
        `${release}: the rendered tour page`,
        async () => (await httpRequest(`${site}${TOUR_PAGE}`)).body.includes('<div id="root"><'),
        { timeoutMs: 60_000, intervalMs: 500 },
      );
      const page = await httpRequest(`${site}${TOUR_PAGE}`);
      expect(page.status, release).toBe(200);
      expect(page.body).toContain('Loch Ness, Glencoe &amp; the Highlands');
      // An open tab of that release asks by its id.
      const answer = await tourPageById(site, builds[release].tourPageId);
      expect(answer.status, release).toBe(200);
      expect((answer.body.data as { tour: { tourId: string } }).tour.tourId).toBe('LNE');
    }
  }, 180_000);

  it("refuses the previous release's ids once its manifest is no longer listed", async () => {
    await gateway!.stop();
    gateway = await startGateway([path.join(builds.current.dist, MANIFEST)]);
    expect((await tourPageById(gateway.url, builds.current.tourPageId)).status).toBe(200);
    const previous = await tourPageById(gateway.url, builds.previous.tourPageId);
    expect(previous.status).toBe(400);
    expect(previous.body).toMatchObject({
      errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  }, 60_000);
});
