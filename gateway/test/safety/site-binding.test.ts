/**
 * Sessions bound to their site: a session created on the agent portal is never an agent session
 * on the consumer site and vice versa, also when both sites share a host (the browser then sends both sites'
 * cookies to either). The site of a request is the `x-tourdesk-site` header its proxy sets (the web server, web/server,
 * overwrites whatever the browser sent: e2e/agent/site-binding.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../src/server.js';
import { startTestGateway } from '../support/gateway.js';
import { AGENT_SITE, Client, LOG_IN, sessionCookie } from '../support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from '../support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

const VIEWER = `{ viewer { currency agent { agency { code } } } }`;
const AGENT_BOOKINGS = `{ agentBookings(pageSize: 5) { totalCount rows { groupBookingId } } }`;

interface ViewerData {
  viewer: { currency: string; agent: { agency: { code: string } } | null };
}

/** Sends a query with a raw Cookie header, through the consumer site (no header) or the agent portal. */
function as(site: 'consumer' | 'agent', cookie: string, query: string) {
  return new Client(gateway.url, site).gql<ViewerData & { agentBookings?: unknown }>(query, {}, { cookie });
}

describe('an agent-portal session on the consumer site', () => {
  it('is anonymous there, with every cookie of the shared host sent along', async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    expect((await agent.gql<ViewerData>(VIEWER)).data!.viewer.agent?.agency.code).toBe('THISTLE');
    const jar = agent.cookie!;
    expect(jar).toContain(`${sessionCookie('agent')}=`);

    const onConsumerSite = await as('consumer', jar, VIEWER);
    expect(onConsumerSite.data!.viewer.agent).toBeNull();
    const bookings = await as('consumer', jar, AGENT_BOOKINGS);
    expect(bookings.data).toBeNull();
    expect(bookings.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The agent session's id under the consumer cookie's name: its site claim is checked too.
    const id = agent.cookieValue(sessionCookie('agent'))!;
    expect(
      (await as('consumer', `${sessionCookie('consumer')}=${id}`, VIEWER)).data!.viewer.agent,
    ).toBeNull();
  });

  it('a consumer session of the same browser stays the consumer site’s, and the agent stays an agent', async () => {
    const browser = new Client(gateway.url);
    await browser.startSession('EUR');
    await browser.logInAgent('heather-agent');
    const jar = browser.cookie!;
    expect(jar).toContain(`${sessionCookie('consumer')}=`);
    expect(jar).toContain(`${sessionCookie('agent')}=`);
    expect((await as('consumer', jar, VIEWER)).data!.viewer).toEqual({ currency: 'EUR', agent: null });
    expect((await as('agent', jar, VIEWER)).data!.viewer).toEqual({
      currency: 'GBP',
      agent: { agency: { code: 'HEATHER' } },
    });
    // A consumer session's id presented as the agent portal's cookie is not a session there.
    const consumerId = browser.cookieValue(sessionCookie('consumer'))!;
    expect((await as('agent', `${sessionCookie('agent')}=${consumerId}`, VIEWER)).data!.viewer.currency).toBe(
      'GBP',
    );
  });
});

describe('agent login', () => {
  it('is refused on the consumer site before the provider is asked', async () => {
    let answer: Awaited<ReturnType<Client['gql']>> | undefined;
    const calls = await providerCallsDuring(sim.url, async () => {
      answer = await new Client(gateway.url).gql(LOG_IN, {
        userName: 'demo-agent',
        password: 'demo-password',
      });
    });
    expect(calls).toEqual({});
    expect(answer!.data).toEqual({
      logIn: {
        pendingLogin: null,
        userErrors: [
          {
            code: 'AGENT_PORTAL_ONLY',
            field: null,
            message: 'Agent login is only available on the agent portal.',
            retryAfterSeconds: null,
          },
        ],
      },
    });
    expect(answer!.headers.get('set-cookie')).toBeNull();
  });

  it('on the agent portal sets the portal’s own cookie, never the consumer site’s', async () => {
    const answer = await new Client(gateway.url).gql(
      LOG_IN,
      { userName: 'demo-agent', password: 'demo-password' },
      AGENT_SITE,
    );
    const cookies = answer.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cookies).toContain(sessionCookie('agent'));
    expect(cookies).not.toContain(sessionCookie('consumer'));
  });
});
