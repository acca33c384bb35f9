/**
 * The web image's nginx configuration, run for real with Debian's nginx (scripts/setup-nginx.sh installs it):
 * web/docker/default.conf.template and 40-tourdesk-site.sh as the image uses them (paths moved to a temporary
 * prefix), in front of two stand-in gateways. Checks the site-config injection (identical to web/site-config.mjs),
 * cache headers, the embedded mode's frame headers, gzip, the SPA fallback, and /graphql round-robin with fail-over.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module (JSDoc-typed), shared with the web server
import { injectSiteConfig, siteConfigFromEnv } from '../web/site-config.mjs';
import { freePort, waitFor } from './support/ports.js';
import { httpRequest, ROOT, type ServiceProcess } from './support/processes.js';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const EMBED_FRAME_ANCESTORS = "https://partner.example 'self' https://*.hosts.example:8443";
const SITE_ENV = {
  SITE_MODE: 'agent',
  SITE_PHONE: '0131 496 0000',
  SITE_HERO_TITLE: 'Tours "of" the <Highlands> & Islands \\ more \u2028 $& $` end',
  SITE_ANALYTICS: 'dataLayer',
};
const ASSET = `/* ${'x'.repeat(4000)} */\nexport const answer = 42;\n`;

/** A stand-in gateway that answers every request with its name and the headers it got. */
function standInGateway(name: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { gateway: name, headers: req.headers, padding: 'p'.repeat(2000) } }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

let dir: string;
let nginx: ServiceProcess['child'] | undefined;
let base: string;
let one: http.Server;
let two: http.Server;

beforeAll(async () => {
  if (!NGINX) return;
  dir = await mkdtemp(path.join(tmpdir(), 'tourdesk-nginx-'));
  await chmod(dir, 0o755);
  for (const sub of ['html/assets', 'conf.d', 'tourdesk', 'tmp'])
    await mkdir(path.join(dir, sub), { recursive: true });
  await copyFile(path.join(ROOT, 'web/index.html'), path.join(dir, 'tourdesk/index.template.html'));
  await copyFile(path.join(ROOT, 'web/public/favicon.svg'), path.join(dir, 'html/favicon.svg'));
  await writeFile(path.join(dir, 'html/assets/app-Ab12Cd34.js'), ASSET);
  await writeFile(path.join(dir, 'html/assets/app-Ab12Cd34.js.gz'), gzipSync(ASSET));
  await writeFile(
    path.join(dir, 'html/assets/app-Ab12Cd34.js.map'),
    '{"version":3,"sourcesContent":["secret"]}',
  );
  await copyFile(
    path.join(ROOT, 'web/docker/security-headers.conf'),
    path.join(dir, 'tourdesk/security-headers.conf'),
  );

  [one, two] = await Promise.all([standInGateway('one'), standInGateway('two')]);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const template = await readFile(path.join(ROOT, 'web/docker/default.conf.template'), 'utf8');
  await writeFile(
    path.join(dir, 'conf.d/default.conf'),
    template
      .replaceAll('${PORT}', `127.0.0.1:${port}`)
      .replaceAll('${SITE_MODE}', SITE_ENV.SITE_MODE)
      .replaceAll('/etc/nginx/conf.d/', `${dir}/conf.d/`)
      .replaceAll('/etc/nginx/tourdesk/', `${dir}/tourdesk/`)
      .replaceAll('/usr/share/nginx/html', `${dir}/html`),
  );
  execFileSync('sh', [path.join(ROOT, 'web/docker/40-tourdesk-site.sh')], {
    env: {
      PATH: process.env.PATH,
      ...SITE_ENV,
      GATEWAY_UPSTREAMS: `127.0.0.1:${portOf(one)},127.0.0.1:${portOf(two)}`,
      TOURDESK_INDEX_TEMPLATE: path.join(dir, 'tourdesk/index.template.html'),
      TOURDESK_INDEX_OUTPUT: path.join(dir, 'html/index.html'),
      TOURDESK_UPSTREAMS_FILE: path.join(dir, 'conf.d/gateway-upstreams.inc'),
      TOURDESK_EMBED_FILE: path.join(dir, 'conf.d/embed-frame-ancestors.inc'),
      TOURDESK_RENDERER_FILE: path.join(dir, 'conf.d/renderer-upstreams.inc'),
      TOURDESK_PAGE_FILE: path.join(dir, 'conf.d/page.inc'),
      EMBED_FRAME_ANCESTORS,
    },
  });
  const tmp = path.join(dir, 'tmp');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${dir}/conf.d/default.conf;
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  nginx = spawn(NGINX, args, { stdio: 'ignore' });
  await waitFor('nginx', async () => (await httpRequest(`${base}/`).catch(() => undefined))?.status === 200);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  one?.close();
  two?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!NGINX)('web image nginx (web/docker)', () => {
  it('serves index.html with the same site configuration as the web server, revalidated, with security headers', async () => {
    const answer = await httpRequest(`${base}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const html = readFileSync(path.join(ROOT, 'web/index.html'), 'utf8');
    expect(answer.body).toBe(injectSiteConfig(html, siteConfigFromEnv(SITE_ENV)));
    expect(answer.body).toContain('<meta name="tourdesk-site" content="agent" />');
  });

  it('answers client routes with index.html (SPA fallback) and serves real files as they are', async () => {
    const route = await httpRequest(`${base}/tours/3SU?date=2026-07-01`);
    expect(route.status).toBe(200);
    expect(route.body).toContain('id="tourdesk-config"');
    expect(route.headers['cache-control']).toBe('no-cache');
    const icon = await httpRequest(`${base}/favicon.svg`);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('lets only embedded pages (embed in the query) be framed by the EMBED_FRAME_ANCESTORS host sites', async () => {
    const frameAncestors = (csp: string | string[] | undefined) =>
      /frame-ancestors ([^;]+)/.exec(String(csp))?.[1];
    for (const address of ['/', '/?tour_id=LNE', '/?embedded=1&open=LNE', '/cart?notembed']) {
      const answer = await httpRequest(`${base}${address}`);
      expect(answer.headers['x-frame-options'], address).toBe('SAMEORIGIN');
      expect(frameAncestors(answer.headers['content-security-policy']), address).toBe("'self'");
    }
    for (const address of ['/?embed&tour_id=LNE', '/?tour_id=LNE&embed=1', '/?open=3SU&embed']) {
      const answer = await httpRequest(`${base}${address}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-frame-options'], address).toBeUndefined();
      expect(frameAncestors(answer.headers['content-security-policy']), address).toBe(
        "'self' https://partner.example https://*.hosts.example:8443",
      );
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('refuses an EMBED_FRAME_ANCESTORS entry that is not an origin (no header injection)', () => {
    const run = (value: string) =>
      execFileSync('sh', [path.join(ROOT, 'web/docker/40-tourdesk-site.sh')], {
        stdio: 'pipe',
        env: {
          PATH: process.env.PATH,
          EMBED_FRAME_ANCESTORS: value,
          TOURDESK_INDEX_TEMPLATE: path.join(dir, 'tourdesk/index.template.html'),
          TOURDESK_INDEX_OUTPUT: path.join(dir, 'tmp/index.html'),
          TOURDESK_UPSTREAMS_FILE: path.join(dir, 'tmp/upstreams.inc'),
          TOURDESK_EMBED_FILE: path.join(dir, 'tmp/embed.inc'),
          TOURDESK_RENDERER_FILE: path.join(dir, 'tmp/renderer.inc'),
          TOURDESK_PAGE_FILE: path.join(dir, 'tmp/page.inc'),
        },
      });
    expect(() => run('https://partner.example;script-src')).toThrow(/bad EMBED_FRAME_ANCESTORS entry/);
    expect(() => run('"https://partner.example"')).toThrow(/bad EMBED_FRAME_ANCESTORS entry/);
    run('');
    expect(readFileSync(path.join(dir, 'tmp/embed.inc'), 'utf8')).toBe(`1 "'self'";\n`);
  });

  it('sends pages to the RENDERER_UPSTREAMS renderers, index.html when they fail; index.html alone without them', () => {
    const run = (renderers: string) =>
      execFileSync('sh', [path.join(ROOT, 'web/docker/40-tourdesk-site.sh')], {
        stdio: 'pipe',
        env: {
          PATH: process.env.PATH,
          SITE_MODE: 'consumer',
          RENDERER_UPSTREAMS: renderers,
          TOURDESK_INDEX_TEMPLATE: path.join(dir, 'tourdesk/index.template.html'),
          TOURDESK_INDEX_OUTPUT: path.join(dir, 'tmp/index.html'),
          TOURDESK_UPSTREAMS_FILE: path.join(dir, 'tmp/upstreams.inc'),
          TOURDESK_EMBED_FILE: path.join(dir, 'tmp/embed.inc'),
          TOURDESK_RENDERER_FILE: path.join(dir, 'tmp/renderer.inc'),
          TOURDESK_PAGE_FILE: path.join(dir, 'tmp/page.inc'),
        },
      });
    run('renderer-1:3000,renderer-2:3000');
    expect(readFileSync(path.join(dir, 'tmp/renderer.inc'), 'utf8')).toBe(
      'server renderer-1:3000 max_fails=1 fail_timeout=5s;\nserver renderer-2:3000 max_fails=1 fail_timeout=5s;\n',
    );
    const page = readFileSync(path.join(dir, 'tmp/page.inc'), 'utf8');
    expect(page).toContain('proxy_pass http://renderer;');
    expect(page).toContain('proxy_hide_header Content-Security-Policy;');
    expect(page).toContain('error_page 502 503 504 = @index;');
    expect(() => run('renderer-1:3000;evil')).toThrow(/bad RENDERER_UPSTREAMS entry/);
    run('');
    expect(readFileSync(path.join(dir, 'tmp/page.inc'), 'utf8')).toBe('try_files /index.html =404;\n');
  });

  it('caches hashed assets for a year, gzipped, and 404s unknown assets', async () => {
    const asset = await httpRequest(`${base}/assets/app-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['content-security-policy']).toBeDefined();
    expect((await httpRequest(`${base}/assets/missing-00000000.js`)).status).toBe(404);
  });

  it('never serves a source map, even one left in the web root', async () => {
    const map = await httpRequest(`${base}/assets/app-Ab12Cd34.js.map`);
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
    expect((await httpRequest(`${base}/index.js.map`)).status).toBe(404);
  });

  it('proxies /graphql to both gateways in turn with forwarding headers, compressed', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await httpRequest(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': `req-${i}`,
          // A page claiming the other site, and a forwarded-for chain of its own making.
          'x-tourdesk-site': 'consumer',
          'x-forwarded-for': '203.0.113.9',
        },
        body: '{"query":"{ viewer { currency } }"}',
      });
      expect(answer.status).toBe(200);
      const body = JSON.parse(answer.body) as { data: { gateway: string; headers: Record<string, string> } };
      seen.push(body.data.gateway);
      expect(body.data.headers['x-request-id']).toBe(`req-${i}`);
      // The site is this image's (SITE_MODE agent), whatever the browser said.
      expect(body.data.headers['x-tourdesk-site']).toBe('agent');
      // The peer's address is appended: the gateway takes the right-most hop that is not a trusted proxy.
      expect(body.data.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(body.data.headers['x-forwarded-proto']).toBe('http');
    }
    expect(seen.sort()).toEqual(['one', 'one', 'two', 'two']);
    const compressed = await httpRequest(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: '{}',
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
  });

  it('skips a gateway that refuses connections (a replica draining after SIGTERM)', async () => {
    const closed = new Promise((resolve) => two.close(resolve));
    two.closeAllConnections();
    await closed;
    for (let i = 0; i < 4; i++) {
      const answer = await httpRequest(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.body) as { data: { gateway: string } }).data.gateway).toBe('one');
    }
  });
});
