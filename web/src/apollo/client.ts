import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { print } from 'graphql';
import { createQueryPreloader } from '@apollo/client/react';
import type { TakenAnswer } from './page-answers';
import { persistedQueryLink } from './persisted-queries';
import type { ApolloRouterContext } from './router-context';
import { storeOutageRetryLink } from './store-outage';

/**
 * The normalised cache: tours by provider tour id, bookings by group booking id (GUIDE.md Web), the viewer
 * as a singleton, and value objects merged rather than replaced so that two routes selecting different
 * fields of the same tour never drop each other's data.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Tour: { keyFields: ['tourId'] },
      // A booking's payment options are worked out anew by each answer (the balance after a payment, the deposit
      // gone): the latest list replaces the kept one, as a whole.
      Booking: { keyFields: ['groupBookingId'], fields: { paymentOptions: { merge: false } } },
      Viewer: { keyFields: [] },
      // A session has at most one pending login; agencies, consultants and booking rows by their provider ids,
      // so the login, profile and Manage Bookings components can read them as colocated fragments.
      PendingLogin: { keyFields: [] },
      // Likewise at most one signed-in agent: identifiable, so the navigation can read it as a fragment.
      AgentSession: { keyFields: [] },
      Agency: { keyFields: ['code'] },
      Consultant: { keyFields: ['contactId'] },
      AgentBookingRow: { keyFields: ['groupBookingId'] },
      // A booking's people by the provider's passenger identifier (its schema ID), so each checkout passenger form
      // reads its guest as a fragment and a save refreshes it wherever it is shown.
      Guest: { keyFields: ['passengerId'] },
      // A sales group's options by tour id, and the group merged: the panel's prices of a month or date (their own
      // query) add to the options the tour's fragment read, never replace them.
      SalesGroup: { merge: true },
      SalesGroupProduct: { keyFields: ['tourId'] },
      TourDuration: { merge: true },
      StartLocation: { merge: true },
      Image: { merge: true },
      Money: { merge: true },
    },
  });
}

/** Where a server-side client (web/src/entry-server.tsx) sends its queries, and with which headers. */
export interface ServerLinkOptions {
  /** The gateway's absolute GraphQL address, e.g. 'http://127.0.0.1:4000/graphql'. */
  uri: string;
  /** Headers sent with every request (the site header, a forwarded session cookie). */
  headers: Record<string, string>;
  /** The fetch the link uses (the global one when absent); the renderer's notes each answer's freshness. */
  fetch?: typeof fetch;
  /** Each operation sent is added here, with its document's text (the renderer's page answers read them back). */
  sent?: SentOperation[];
}

/** One GraphQL operation a client sent: its name, the document's text (as Apollo Client prints it), variables. */
export interface SentOperation {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
}

/** Notes each operation going out, before its text is replaced by its id. */
function recordingLink(sent: SentOperation[]): ApolloLink {
  return new ApolloLink((operation, forward) => {
    sent.push({
      operationName: operation.operationName ?? '',
      query: print(operation.query),
      variables: operation.variables,
    });
    return forward(operation);
  });
}

/**
 * The app's Apollo Client: one origin (`/graphql`, proxied to the gateway by the serving process), the
 * session cookie sent with every request, data masking on so components only see their own fragments, every
 * operation sent as the id of the build's trusted document (persisted-queries.ts; queries as GET, which the
 * browser neither keeps nor reuses: an answer depends on the session, e.g. its currency, not only on the address);
 * in the browser a query the gateway answers with SESSION_STORE_UNAVAILABLE is retried until the store is back
 * (store-outage.ts). On the server (`server` given) it queries the gateway directly, in SSR mode (no refetch after
 * the first result).
 */
export function createApolloClient(siteMode: string, server?: ServerLinkOptions): ApolloClient {
  const http = server
    ? new HttpLink({ uri: server.uri, headers: server.headers, fetch: server.fetch })
    : new HttpLink({ uri: '/graphql', credentials: 'same-origin', fetchOptions: { cache: 'no-store' } });
  const persisted = persistedQueryLink();
  const links = [
    ...(server ? [] : [storeOutageRetryLink()]),
    ...(server?.sent ? [recordingLink(server.sent)] : []),
    ...(persisted ? [persisted] : []),
    http,
  ];
  return new ApolloClient({
    link: ApolloLink.from(links),
    cache: createCache(),
    ssrMode: server !== undefined,
    dataMasking: true,
    clientAwareness: { name: `tourdesk-web-${siteMode}`, version: '1' },
  });
}

/** A client with its query preloader, as route loaders get it (src/apollo/router-context.ts). */
export function apolloRouterContext(client: ApolloClient): ApolloRouterContext {
  return { client, preloadQuery: createQueryPreloader(client) };
}

/**
 * The browser's client for a page: its cache restored from the server-rendered page's cache (`state`, the JSON of
 * `client.extract()`), or filled with the answers the page hydrated from (src/apollo/page-answers.ts), so nothing
 * the page shows is asked for again.
 */
export function createBrowserApollo(
  siteMode: string,
  state: object | null,
  answers: readonly TakenAnswer[],
): ApolloRouterContext {
  const client = createApolloClient(siteMode);
  if (state) client.cache.restore(state as Parameters<InMemoryCache['restore']>[0]);
  for (const { query, variables, data } of answers) client.cache.writeQuery({ query, variables, data });
  return apolloRouterContext(client);
}
