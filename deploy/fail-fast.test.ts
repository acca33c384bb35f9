/**
 * Fail-fast production configuration, as the images start the processes: the gateway bundle
 * (`NODE_ENV=production node gateway/dist/main.js`) and the web server bundle (`web/dist-node/main.js`) refuse
 * to start, exit 1 and name every bad variable, without a stack trace, for each rule: a missing secret, a
 * secret still its development value, no shared store without SINGLE_INSTANCE=true, an unknown NODE_ENV.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_PRODUCTION_SETTINGS, ROOT, writeTrustedManifest } from './support/processes.js';

/** A production gateway configuration that starts (nothing listens on port 9: it exits before asking). */
const GATEWAY = {
  NODE_ENV: 'production',
  ...GATEWAY_PRODUCTION_SETTINGS,
  SINGLE_INSTANCE: 'true',
  PROVIDER_API_URL: 'http://127.0.0.1:9',
  PERSISTED_QUERY_MANIFESTS: writeTrustedManifest(['{ filters { name } }']),
};

/** How a run ended: its exit status and everything it wrote. */
interface Run {
  status: number | null;
  output: string;
}

/** Runs a bundle with exactly `env` (and PATH) until it exits (killed after 20 s). */
function run(entry: string, env: Record<string, string | undefined>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, entry)], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/** Runs the gateway bundle with {@link GATEWAY} changed by `changes` (undefined removes a variable). */
const gateway = (changes: Record<string, string | undefined>) =>
  run('gateway/dist/main.js', { ...GATEWAY, ...changes });

/** Expects a refusal to start: exit 1, the configuration error naming `variable`, no stack trace. */
function expectRefused(result: Run, variable: string): void {
  expect(result.status, result.output).toBe(1);
  expect(result.output).toMatch(/^Invalid (gateway|web server) configuration:\n/);
  expect(result.output).toMatch(new RegExp(`^  - ${variable}: `, 'm'));
  expect(result.output).not.toMatch(/^\s+at /m);
}

/** Runs every case at once and expects each refused, naming its variables. */
async function expectAllRefused(cases: [Promise<Run>, ...string[]][]): Promise<void> {
  const runs = await Promise.all(cases.map(([result]) => result));
  runs.forEach((result, i) => {
    for (const variable of cases[i]!.slice(1) as string[]) expectRefused(result, variable);
  });
}

const DEV_REPORT_TOKEN_HASH = createHash('sha256').update('dev-report-token').digest('hex');

describe('the production gateway bundle refuses to start', () => {
  it('with a secret missing', async () => {
    await expectAllRefused(
      ['PROVIDER_API_KEY', 'PAYMENT_LINK_SECRET', 'ALTCHA_HMAC_KEY', 'REPORT_TOKEN_HASHES'].map((name) => [
        gateway({ [name]: undefined }),
        name,
      ]),
    );
  });

  it('with a secret still its development value', async () => {
    await expectAllRefused([
      [gateway({ PROVIDER_API_KEY: 'dev-api-key' }), 'PROVIDER_API_KEY'],
      [gateway({ PAYMENT_LINK_SECRET: 'dev-payment-link-secret-change-me!!' }), 'PAYMENT_LINK_SECRET'],
      [gateway({ ALTCHA_HMAC_KEY: 'dev-altcha-hmac-key-change-me!!!!!' }), 'ALTCHA_HMAC_KEY'],
      [gateway({ REPORT_TOKEN_HASHES: DEV_REPORT_TOKEN_HASH }), 'REPORT_TOKEN_HASHES'],
    ]);
  });

  it('without a shared store unless SINGLE_INSTANCE=true', async () => {
    await expectAllRefused([[gateway({ SINGLE_INSTANCE: undefined }), 'REDIS_URL']]);
  });

  it('with an unknown NODE_ENV, listing every problem at once', async () => {
    await expectAllRefused([
      [gateway({ NODE_ENV: 'prod' }), 'NODE_ENV'],
      [
        gateway({ PROVIDER_API_KEY: undefined, ALTCHA_HMAC_KEY: undefined, SINGLE_INSTANCE: undefined }),
        'PROVIDER_API_KEY',
        'ALTCHA_HMAC_KEY',
        'REDIS_URL',
      ],
    ]);
  });
});

describe('the production web server bundle refuses to start', () => {
  it('with an unknown NODE_ENV, and without SITE_ORIGIN in production, listing every problem', async () => {
    await expectAllRefused([
      [
        run('web/dist-node/main.js', { NODE_ENV: 'staging', SITE_ORIGIN: 'https://tours.example' }),
        'NODE_ENV',
      ],
      [
        run('web/dist-node/main.js', { NODE_ENV: 'production', GATEWAY_TIMEOUT_MS: 'soon' }),
        'SITE_ORIGIN',
        'GATEWAY_TIMEOUT_MS',
      ],
    ]);
  });
});
