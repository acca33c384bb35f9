import { ApolloClient, ApolloLink } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { RouterContextProvider } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '@/apollo/client';
import { apolloContext } from '@/apollo/router-context';
import { DEFAULT_SITE_CONFIG, siteConfigRouterContext, type SiteConfig } from '@/config/site-config';
import { agentGuard } from './root';

/** The agent of the gateway's `viewer` when one is logged in (AppShell's selection, AgentNavigation_agent). */
const AGENT = {
  __typename: 'AgentSession',
  consultant: { __typename: 'Consultant', contactId: '1', firstName: 'Fiona', secondName: 'MacLeod' },
  currencies: [{ __typename: 'Currency', isoCurrencyCode: 'GBP' }],
};

/**
 * Runs the root route's guard for `address` on a site of `mode`, its Apollo client answering AppShell from a link
 * standing for the gateway (`agent` logged in, or none). Returns where it redirects (null when it lets the page
 * load) and the operations it sent.
 */
async function guard(address: string, mode: SiteConfig['mode'], agent: typeof AGENT | null) {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        observer.next({ data: { viewer: { __typename: 'Viewer', currency: 'GBP', agent } } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: createCache(), link });
  const context = new RouterContextProvider();
  context.set(siteConfigRouterContext, { ...DEFAULT_SITE_CONFIG, mode });
  context.set(apolloContext, { client, preloadQuery: createQueryPreloader(client) });
  const request = new Request(`http://127.0.0.1${address}`);
  try {
    await agentGuard({ request, context, params: {}, unstable_pattern: '' } as never, async () => undefined);
    return { redirect: null, sent };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { redirect: thrown.headers.get('Location'), status: thrown.status, sent };
  }
}

describe('the agent portal route guard (seed 000 §2 route guard)', () => {
  it.each(['/', '/search?q=loch', '/cart', '/manage_bookings', '/no/such/page'])(
    'redirects %s to /login without an agent login',
    async (address) => {
      const result = await guard(address, 'agent', null);
      expect(result.redirect).toBe('/login');
      expect(result.status).toBe(302);
      expect(result.sent).toEqual(['AppShell']);
    },
  );

  it.each(['/login', '/login/forgot_password', '/login/register', '/login/register/'])(
    'leaves %s reachable without an agent login, without asking the gateway',
    async (address) => {
      expect(await guard(address, 'agent', null)).toEqual({ redirect: null, sent: [] });
    },
  );

  it('lets every page load with an agent login', async () => {
    for (const address of ['/', '/cart', '/manage_bookings', '/my_profile']) {
      expect((await guard(address, 'agent', AGENT)).redirect, address).toBeNull();
    }
  });

  it('never guards the consumer site', async () => {
    expect(await guard('/manage_bookings', 'consumer', null)).toEqual({ redirect: null, sent: [] });
  });
});
