/**
 * No secret at rest: the agent's password is never stored. Between login step 1 and step 2 the
 * store holds only what the provider returned and the password encrypted with a key only the browser has,
 * single-use and for at most 10 minutes. Every value under the run's Redis prefix is read and searched.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../../src/cache/redis-store.js';
import type { RunningGateway } from '../../src/server.js';
import { startTestGateway } from '../support/gateway.js';
import { Client, LOG_IN, SELECT_CONSULTANT } from '../support/seed-kit.js';
import { startTestSimulator, type Simulator } from '../support/simulator.js';

const PREFIX = `test:${randomUUID()}:`;
const PASSWORD = 'demo-password';
const redis = new RedisStore('redis://127.0.0.1:6379', PREFIX);

let sim: Simulator;
let gateway: RunningGateway;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    CACHE_PREFIX: PREFIX,
  });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
  const keys = await redis.client.keys(`${PREFIX}*`);
  if (keys.length) await redis.client.del(...keys.map((k) => k.slice(PREFIX.length)));
  await redis.close();
});

/** Every key of this run and its value, read straight from Redis. */
async function everyStoredValue(): Promise<Map<string, string>> {
  const keys = (await redis.client.keys(`${PREFIX}*`)).map((k) => k.slice(PREFIX.length));
  const values = new Map<string, string>();
  for (const key of keys) {
    const value = await redis.client.get(key);
    if (value !== null) values.set(key, value);
  }
  return values;
}

/** Keys whose value holds the password, as is or encoded (base64, base64url, hex, JSON-escaped). */
async function keysHoldingThePassword(): Promise<string[]> {
  const forms = [
    PASSWORD,
    Buffer.from(PASSWORD).toString('base64').replace(/=+$/, ''),
    Buffer.from(PASSWORD).toString('base64url'),
    Buffer.from(PASSWORD).toString('hex'),
  ];
  return [...(await everyStoredValue())].filter(([, v]) => forms.some((f) => v.includes(f))).map(([k]) => k);
}

interface LogInData {
  logIn: { pendingLogin: { contacts: { contactId: string }[] } | null; userErrors: { code: string }[] };
}
interface SelectData {
  selectConsultant: { viewer: { agent: unknown }; userErrors: { code: string; message: string }[] };
}

describe('the agent password is never stored', () => {
  it('not between the two login steps, not after them; the pending value is encrypted, short-lived and used once', async () => {
    const agent = new Client(gateway.url, 'agent');
    const step1 = await agent.gql<LogInData>(LOG_IN, { userName: 'demo-agent', password: PASSWORD });
    const contactId = step1.data!.logIn.pendingLogin!.contacts[0]!.contactId;

    const stored = await everyStoredValue();
    expect(stored.size).toBeGreaterThan(0);
    expect(await keysHoldingThePassword()).toEqual([]);
    const pending = [...stored.keys()].filter((k) => k.startsWith('pendinglogin:'));
    expect(pending).toHaveLength(1);
    const ttl = await redis.client.pttl(pending[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000);
    // The session itself holds what the provider returned, nothing else.
    const session = [...stored].find(([k]) => k.startsWith('sess:'))![1];
    expect(Object.keys(JSON.parse(session).pendingLogin).sort()).toEqual([
      'agency',
      'contacts',
      'expiresAt',
      'userName',
    ]);

    const step2 = await agent.gql<SelectData>(SELECT_CONSULTANT, { contactId });
    expect(step2.data!.selectConsultant.userErrors).toEqual([]);
    const after = await everyStoredValue();
    expect([...after.keys()].filter((k) => k.startsWith('pendinglogin:'))).toEqual([]);
    expect(await keysHoldingThePassword()).toEqual([]);
    // The browser's key cookie is cleared with it.
    expect(agent.cookieValue('td_sid_agent_login')).toBeUndefined();
  });

  it('step 2 needs the browser’s key: without it, or a second time, the login must start again', async () => {
    const agent = new Client(gateway.url, 'agent');
    const step1 = await agent.gql<LogInData>(LOG_IN, { userName: 'heather-agent', password: PASSWORD });
    const contactId = step1.data!.logIn.pendingLogin!.contacts[0]!.contactId;
    const withoutKey = (agent.cookie ?? '')
      .split('; ')
      .filter((c) => !c.startsWith('td_sid_agent_login='))
      .join('; ');
    const refused = await new Client(gateway.url, 'agent').gql<SelectData>(
      SELECT_CONSULTANT,
      { contactId },
      { cookie: withoutKey },
    );
    expect(refused.data!.selectConsultant.userErrors[0]!.code).toBe('LOGIN_REQUIRED');

    // Two step 2 requests at once with the key: the value is taken by one of them only.
    const jar = agent.cookie!;
    const both = await Promise.all(
      [1, 2].map(() =>
        new Client(gateway.url, 'agent').gql<SelectData>(SELECT_CONSULTANT, { contactId }, { cookie: jar }),
      ),
    );
    const codes = both.map((b) => b.data!.selectConsultant.userErrors[0]?.code ?? 'OK').sort();
    expect(codes).toEqual(['LOGIN_REQUIRED', 'OK']);
  });

  it('a refused step 2 keeps the pending login for another try', async () => {
    const agent = new Client(gateway.url, 'agent');
    await agent.gql<LogInData>(LOG_IN, { userName: 'aussie-agent', password: PASSWORD });
    const unknown = await agent.gql<SelectData>(SELECT_CONSULTANT, { contactId: '999999' });
    expect(unknown.data!.selectConsultant.userErrors).not.toEqual([]);
    const step1Contacts = await agent.gql<{ viewer: { pendingLogin: { userName: string } | null } }>(
      `{ viewer { pendingLogin { userName } } }`,
    );
    expect(step1Contacts.data!.viewer.pendingLogin?.userName).toBe('aussie-agent');
    const retried = await agent.gql<SelectData>(SELECT_CONSULTANT, { contactId: '3001' });
    expect(retried.data!.selectConsultant.userErrors).toEqual([]);
    expect(await keysHoldingThePassword()).toEqual([]);
  });
});
