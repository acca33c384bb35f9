/**
 * Sessions through a Redis outage: an agent logged in through two gateways on their own Redis is never read as
 * logged out while that Redis hangs (SIGSTOP) or is down: the agent portal's requests answer
 * SESSION_STORE_UNAVAILABLE (HTTP 503), never `viewer.agent: null`; once Redis is back the same cookie is the same
 * agent on both gateways, without a new login.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../provider-sim/src/index.js';
import { waitFor } from './support/ports.js';
import {
  AGENT_SITE,
  graphql,
  SIMULATOR_OPTIONS,
  startGatewayProcess,
  startRedisServer,
  type GraphQLAnswer,
  type RedisServer,
  type ServiceProcess,
} from './support/processes.js';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
type Viewer = { viewer: { agent: { consultant: { contactId: string } } | null } };

const VIEWER = '{ viewer { agent { consultant { contactId } } } }';
const LOG_IN = `mutation($u: String!, $p: String!) { logIn(userName: $u, password: $p) {
  pendingLogin { contacts { contactId } } userErrors { code } } }`;
const SELECT_CONSULTANT = `mutation($c: ID) { selectConsultant(contactId: $c) { userErrors { code } } }`;

let sim: Simulator;
let redis: RedisServer;
let gateways: ServiceProcess[];
/** The agent's browser cookies by name. */
const jar = new Map<string, string>();
const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Sends an agent-portal request with the agent's cookies, keeping (or dropping) what the gateway sets. */
async function asAgent<T>(
  gateway: ServiceProcess,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const answer = await graphql<T>(gateway.url, query, variables, {
    cookie: cookieHeader(),
    headers: AGENT_SITE,
  });
  for (const header of answer.headers['set-cookie'] ?? []) {
    const pair = header.split(';')[0]!;
    const at = pair.indexOf('=');
    if (pair.slice(at + 1) === '') jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return answer;
}

/** The viewer through each gateway: either the agent, or the store's refusal; never a logged-out viewer. */
async function viewers(): Promise<(string | null)[]> {
  return Promise.all(
    gateways.map(async (gateway) => {
      const answer = await asAgent<Viewer>(gateway, VIEWER);
      if (answer.errors) {
        expect(answer.status).toBe(503);
        expect(answer.errors.map((e) => e.extensions?.code)).toEqual(['SESSION_STORE_UNAVAILABLE']);
        expect(answer.data ?? null).toBeNull();
        return 'SESSION_STORE_UNAVAILABLE';
      }
      expect(answer.data?.viewer.agent).not.toBeNull();
      return answer.data!.viewer.agent!.consultant.contactId;
    }),
  );
}

beforeAll(async () => {
  sim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
  redis = await startRedisServer({ persist: true });
  const env = {
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    REDIS_URL: redis.url,
    CACHE_PREFIX: `deploy-session-outage:${randomUUID()}:`,
    LOG_LEVEL: 'warn',
  };
  const documents = [VIEWER, LOG_IN, SELECT_CONSULTANT];
  gateways = await Promise.all([
    startGatewayProcess({ env, documents }),
    startGatewayProcess({ env, documents }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all((gateways ?? []).map((g) => g.stop('SIGKILL')));
  await redis?.stop();
  await sim?.close();
});

describe('an agent session through a Redis outage, two gateways', () => {
  it('answers SESSION_STORE_UNAVAILABLE, never a logged-out agent, and goes on without a new login', async () => {
    const [g1] = gateways;
    const step1 = await asAgent<{ logIn: { pendingLogin: { contacts: { contactId: string }[] } } }>(
      g1!,
      LOG_IN,
      { u: 'demo-agent', p: 'demo-password' },
    );
    const contactId = step1.data!.logIn.pendingLogin.contacts[0]!.contactId;
    const step2 = await asAgent<{ selectConsultant: { userErrors: unknown[] } }>(g1!, SELECT_CONSULTANT, {
      c: contactId,
    });
    expect(step2.data?.selectConsultant.userErrors).toEqual([]);
    expect(await viewers()).toEqual([contactId, contactId]);

    // Hung: connections stay open, commands time out.
    redis.pause();
    for (let round = 0; round < 3; round += 1) {
      expect(await viewers()).toEqual(['SESSION_STORE_UNAVAILABLE', 'SESSION_STORE_UNAVAILABLE']);
    }
    redis.resume();
    await waitFor('both gateways to read the agent again', async () =>
      (await viewers()).every((v) => v === contactId),
    );

    // Down: connections refused; the agent's cookie is neither cleared nor replaced.
    const held = cookieHeader();
    await redis.stop();
    for (let round = 0; round < 3; round += 1) {
      expect(await viewers()).toEqual(['SESSION_STORE_UNAVAILABLE', 'SESSION_STORE_UNAVAILABLE']);
    }
    expect(cookieHeader()).toBe(held);
    await redis.start();
    await waitFor(
      'both gateways to read the agent again',
      async () => (await viewers()).every((v) => v === contactId),
      { timeoutMs: 15_000 },
    );
    expect(cookieHeader()).toBe(held);
  }, 60_000);
});
