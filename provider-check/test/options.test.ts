import { describe, expect, it } from 'vitest';
import { parseCheckArgs, UsageError } from '../src/options.js';

describe('provider:check options', () => {
  it("reads the gateway's variables and defaults, and its budgets", () => {
    const options = parseCheckArgs([], {});
    expect(options).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010',
      paymentUrl: 'http://127.0.0.1:4010',
      apiKey: 'dev-api-key',
      appId: 'consumer',
      paymentAppId: 'payment',
      reportAppId: 'payment',
      writes: false,
      agent: undefined,
      budgets: { catalogue: 1000, sales: 15_000, timeout: 5000 },
      acceptUnchecked: [],
      timeoutMs: 30_000,
      hashWaitSeconds: 20,
    });
    const fromEnv = parseCheckArgs([], {
      PROVIDER_API_URL: 'https://api.example.com/',
      PROVIDER_PAYMENT_URL: 'https://pay.example.com',
      PROVIDER_APP_ID: 'web-live',
      PROVIDER_CATALOGUE_BUDGET_MS: '800',
      PROVIDER_TIMEOUT_MS: '4000',
      PROVIDER_SALES_BUDGET_MS: '12000',
      PROVIDER_CHECK_AGENT_USER: 'demo-agent',
      PROVIDER_CHECK_AGENT_PASSWORD: 'demo-password',
    });
    expect(fromEnv).toMatchObject({
      apiUrl: 'https://api.example.com',
      paymentUrl: 'https://pay.example.com',
      appId: 'web-live',
      budgets: { catalogue: 800, sales: 12_000, timeout: 4000 },
      agent: { userName: 'demo-agent', password: 'demo-password' },
    });
  });

  it('lets flags win over the environment; --url moves the payment API unless it is given', () => {
    const env = { PROVIDER_API_URL: 'https://api.example.com', PROVIDER_APP_ID: 'web-live' };
    const moved = parseCheckArgs(['--url', 'http://127.0.0.1:9010', '--app-id', 'sandbox-web'], env);
    expect(moved).toMatchObject({
      apiUrl: 'http://127.0.0.1:9010',
      paymentUrl: 'http://127.0.0.1:9010',
      appId: 'sandbox-web',
    });
    const kept = parseCheckArgs(['--url', 'http://127.0.0.1:9010'], {
      PROVIDER_PAYMENT_URL: 'https://pay.example.com',
    });
    expect(kept.paymentUrl).toBe('https://pay.example.com');
  });

  it('refuses --writes unless the app id and the payment app id are listed as sandboxes', () => {
    expect(() => parseCheckArgs(['--writes'], {})).toThrow(
      /--writes refused: app id 'consumer' and 'payment' are not listed as a sandbox/,
    );
    expect(() => parseCheckArgs(['--writes', '--sandbox-app-ids', 'consumer'], {})).toThrow(
      /app id 'payment' is not listed as a sandbox/,
    );
    const allowed = parseCheckArgs(['--writes'], { PROVIDER_SANDBOX_APP_IDS: 'consumer, payment' });
    expect(allowed).toMatchObject({ writes: true, sandboxAppIds: ['consumer', 'payment'] });
    expect(() =>
      parseCheckArgs(['--writes', '--app-id', 'web-live'], { PROVIDER_SANDBOX_APP_IDS: 'consumer,payment' }),
    ).toThrow(/'web-live' is not listed as a sandbox/);
  });

  it('names the flag or variable of a bad value', () => {
    expect(() => parseCheckArgs(['--url', 'ftp://provider'], {})).toThrow(/^--url: must be an http\(s\) URL/);
    expect(() => parseCheckArgs([], { PROVIDER_CATALOGUE_BUDGET_MS: 'soon' })).toThrow(
      /PROVIDER_CATALOGUE_BUDGET_MS: must be a whole number/,
    );
    expect(() => parseCheckArgs(['--timeout', '0'], {})).toThrow(/--timeout must be a whole number/);
    expect(() => parseCheckArgs(['--agent-user', 'demo-agent'], {})).toThrow(
      /needs both a user name and a password/,
    );
    expect(() => parseCheckArgs(['--colour'], {})).toThrow(UsageError);
    expect(() => parseCheckArgs(['--accept-unchecked', 'commitPayment,payEverything'], {})).toThrow(
      /^--accept-unchecked: payEverything not an operationId of openapi.yaml/,
    );
    expect(
      parseCheckArgs(['--accept-unchecked', 'commitPayment, resetPassword'], {}).acceptUnchecked,
    ).toEqual(['commitPayment', 'resetPassword']);
  });
});
