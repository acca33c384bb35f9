import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_REPORT_TOKEN, DEV_SECRETS, loadConfig, reportTokenHash } from '../src/config.js';
import { FIXTURE_MANIFEST, PRODUCTION_SETTINGS } from './support/gateway.js';

/** A production configuration that starts: the fixture manifest and the production settings. */
const PRODUCTION = { PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST, ...PRODUCTION_SETTINGS };

/** The problems `env` is refused with (none when it is accepted). */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('configuration', () => {
  it('defaults to production on 127.0.0.1:4000 against the simulator', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      providerApiUrl: 'http://127.0.0.1:4010',
      providerPaymentUrl: 'http://127.0.0.1:4010',
      providerApiKey: PRODUCTION_SETTINGS.PROVIDER_API_KEY,
      providerAppId: 'consumer',
      redisUrl: undefined,
      singleInstance: true,
      nodeEnv: 'production',
      serverTimeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 10_000 },
    });
  });

  it('outside production uses the development secrets and the in-memory store', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config).toMatchObject({
      providerApiKey: DEV_SECRETS.PROVIDER_API_KEY,
      paymentLinkSecret: DEV_SECRETS.PAYMENT_LINK_SECRET,
      altchaHmacKey: DEV_SECRETS.ALTCHA_HMAC_KEY,
      reportTokenHashes: [reportTokenHash(DEV_REPORT_TOKEN)],
      redisUrl: undefined,
      singleInstance: false,
    });
  });

  it('reads overrides and trims trailing slashes from URLs', () => {
    const config = loadConfig({
      ...PRODUCTION,
      PORT: '5000',
      PROVIDER_API_URL: 'https://api.example.test/',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.port).toBe(5000);
    expect(config.providerApiUrl).toBe('https://api.example.test');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('lists every bad value with a clear message', () => {
    try {
      loadConfig({
        ...PRODUCTION,
        PORT: 'eighty',
        PROVIDER_API_URL: 'ftp://x',
        REDIS_URL: 'http://nope',
        TODAY: '2026-13-45',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/PORT: must be a whole number/);
      expect(problems.join('\n')).toMatch(/PROVIDER_API_URL: must be an http\(s\) URL/);
      expect(problems.join('\n')).toMatch(/REDIS_URL: must be a redis:\/\//);
      expect(problems.join('\n')).toMatch(/TODAY: must be a date yyyy-mm-dd/);
    }
  });

  it('names the range when a whole number is out of it', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be at most 65535/);
    expect(() => loadConfig({ PORT: '-1' })).toThrow(/PORT: must be at least 0/);
    expect(() => loadConfig({ PORT: '80.5' })).toThrow(/PORT: must be a whole number/);
  });

  it('takes the report, manifest and newsletter limits from variables with their defaults, checked at start', () => {
    const limits = (env: Record<string, string> = {}) => {
      const config = loadConfig({ ...PRODUCTION, ...env });
      return [
        config.reportMaxRangeDays,
        config.reportMaxProviderCalls,
        config.reportTokenMaxFailuresPerAddress,
        config.reportTokenMaxFailuresPerToken,
        config.manifestTripSpanDays,
        config.manifestMaxBookings,
        config.newsletterMaxPerEmail,
        config.newsletterMaxPerAddress,
      ];
    };
    expect(limits()).toEqual([732, 40, 10, 10, 31, 1000, 3, 20]);
    expect(
      limits({
        REPORT_MAX_RANGE_DAYS: '366',
        REPORT_MAX_PROVIDER_CALLS: '80',
        REPORT_TOKEN_MAX_FAILURES_PER_ADDRESS: '5',
        REPORT_TOKEN_MAX_FAILURES_PER_TOKEN: '3',
        MANIFEST_TRIP_SPAN_DAYS: '0',
        MANIFEST_MAX_BOOKINGS: '200',
        NEWSLETTER_MAX_PER_EMAIL: '1',
        NEWSLETTER_MAX_PER_ADDRESS: '50',
      }),
    ).toEqual([366, 80, 5, 3, 0, 200, 1, 50]);
    expect(
      problemsOf({
        ...PRODUCTION,
        REPORT_MAX_RANGE_DAYS: '0',
        MANIFEST_TRIP_SPAN_DAYS: 'a month',
        MANIFEST_MAX_BOOKINGS: '-5',
        NEWSLETTER_MAX_PER_EMAIL: '2.5',
      }),
    ).toEqual([
      'REPORT_MAX_RANGE_DAYS: must be at least 1',
      'MANIFEST_TRIP_SPAN_DAYS: must be a whole number',
      'MANIFEST_MAX_BOOKINGS: must be at least 1',
      'NEWSLETTER_MAX_PER_EMAIL: must be a whole number',
    ]);
  });

  it('takes the trusted proxies as a list of addresses and networks, and refuses true', () => {
    expect(loadConfig(PRODUCTION).trustProxy).toEqual([]);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(
      loadConfig({
        ...PRODUCTION,
        TRUST_PROXY: 'uniquelocal, 203.0.113.10,2001:db8::/32',
      }).trustProxy,
    ).toEqual(['uniquelocal', '203.0.113.10', '2001:db8::/32']);
    for (const bad of ['true', '1', '10.0.0.0/33', 'proxy.example', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be false or a comma list/,
      );
    }
  });

  it('takes the listener timeouts in ms, the headers within the request', () => {
    const config = loadConfig({
      ...PRODUCTION,
      HEADERS_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '4000',
      KEEP_ALIVE_TIMEOUT_MS: '3000',
    });
    expect(config.serverTimeouts).toEqual({ headersMs: 2000, requestMs: 4000, keepAliveMs: 3000 });
    expect(problemsOf({ ...PRODUCTION, HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toEqual([
      expect.stringMatching(/^HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS/),
    ]);
  });
});

describe('production refuses to start', () => {
  it('with any secret missing, naming each', () => {
    for (const name of ['PROVIDER_API_KEY', 'PAYMENT_LINK_SECRET', 'ALTCHA_HMAC_KEY'] as const) {
      expect(problemsOf({ ...PRODUCTION, [name]: undefined }), name).toEqual([
        `${name}: required in production (a secret, the same on every replica)`,
      ]);
    }
    expect(problemsOf({ ...PRODUCTION, REPORT_TOKEN_HASHES: undefined })).toEqual([
      expect.stringMatching(/^REPORT_TOKEN_HASHES: required in production/),
    ]);
  });

  it('with any secret still its development value, naming each', () => {
    for (const name of ['PROVIDER_API_KEY', 'PAYMENT_LINK_SECRET', 'ALTCHA_HMAC_KEY'] as const) {
      expect(problemsOf({ ...PRODUCTION, [name]: DEV_SECRETS[name] }), name).toEqual([
        `${name}: is the development value; set the real secret`,
      ]);
    }
    const hashes = `${reportTokenHash('a-real-token')},${reportTokenHash(DEV_REPORT_TOKEN)}`;
    expect(problemsOf({ ...PRODUCTION, REPORT_TOKEN_HASHES: hashes })).toEqual([
      expect.stringMatching(/^REPORT_TOKEN_HASHES: lists the hash of the development token/),
    ]);
    expect(problemsOf({ ...PRODUCTION, REPORT_TOKEN_HASHES: reportTokenHash('a-real-token') })).toEqual([]);
  });

  it('without a shared store unless a single instance is declared', () => {
    expect(problemsOf({ ...PRODUCTION, SINGLE_INSTANCE: undefined })).toEqual([
      expect.stringMatching(/^REDIS_URL: required in production.*SINGLE_INSTANCE=true/),
    ]);
    expect(problemsOf({ ...PRODUCTION, SINGLE_INSTANCE: 'false' })).toHaveLength(1);
    expect(
      problemsOf({ ...PRODUCTION, SINGLE_INSTANCE: undefined, REDIS_URL: 'redis://127.0.0.1:6379' }),
    ).toEqual([]);
  });

  it('listing every problem at once, with the schema errors', () => {
    const problems = problemsOf({ PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST, PORT: 'eighty' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'PROVIDER_API_KEY',
      'PAYMENT_LINK_SECRET',
      'ALTCHA_HMAC_KEY',
      'REPORT_TOKEN_HASHES',
      'REDIS_URL',
    ]);
  });

  it('with an unknown NODE_ENV (in any mode)', () => {
    for (const value of ['prod', 'Production', 'staging']) {
      expect(problemsOf({ ...PRODUCTION, NODE_ENV: value }), value).toEqual([
        'NODE_ENV: must be development, production or test',
      ]);
    }
  });
});
