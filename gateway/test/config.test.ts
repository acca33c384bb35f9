import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { FIXTURE_MANIFEST } from './support/gateway.js';

describe('configuration', () => {
  it('defaults to the simulator on 127.0.0.1:4000 with the in-memory cache', () => {
    const config = loadConfig({ PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      providerApiUrl: 'http://127.0.0.1:4010',
      providerPaymentUrl: 'http://127.0.0.1:4010',
      providerApiKey: 'dev-api-key',
      providerAppId: 'consumer',
      redisUrl: undefined,
      nodeEnv: 'production',
    });
  });

  it('reads overrides and trims trailing slashes from URLs', () => {
    const config = loadConfig({
      PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST,
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
        PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST,
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

  it('takes the trusted proxies as a list of addresses and networks, and refuses true', () => {
    expect(loadConfig({ PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST }).trustProxy).toEqual([]);
    expect(
      loadConfig({ PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST, TRUST_PROXY: 'false' }).trustProxy,
    ).toEqual([]);
    expect(
      loadConfig({
        PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST,
        TRUST_PROXY: 'uniquelocal, 203.0.113.10,2001:db8::/32',
      }).trustProxy,
    ).toEqual(['uniquelocal', '203.0.113.10', '2001:db8::/32']);
    for (const bad of ['true', '1', '10.0.0.0/33', 'proxy.example', '10.0.0.0/8/1']) {
      expect(
        () => loadConfig({ PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST, TRUST_PROXY: bad }),
        bad,
      ).toThrow(/TRUST_PROXY: must be false or a comma list/);
    }
  });
});
