import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { createQueryPreloader, PreloadedQueryRef, PreloadQueryOptions } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { hydratingFromAnswers, takePageAnswer, type PageData } from './page-answers';
import { onlyOptionalPartsFailed } from './partial-answers';

/** The route loaders' `preloadQuery` (Apollo's `createQueryPreloader`) bound to one client. */
export type PreloadQuery = ReturnType<typeof createQueryPreloader>;

/** What route loaders and middleware get from the router context: the client and its query preloader. */
export interface ApolloRouterContext {
  client: ApolloClient;
  preloadQuery: PreloadQuery;
}

/**
 * Router context key of the Apollo client for loaders (React Router `context.get`). The server sets it for every
 * request; in the browser {@link apolloMiddleware} sets it before the loaders run, once Apollo Client has loaded.
 */
export const apolloContext = createContext<ApolloRouterContext>();

/**
 * Router context key of the browser's Apollo loader (src/apollo/on-demand.ts `loadApollo`: loads the client's code
 * on first use, then answers at once); null on the server, whose client is in {@link apolloContext} from the start.
 */
export const apolloLoaderContext = createContext<(() => Promise<ApolloRouterContext>) | null>(null);

type RouterContext = Readonly<RouterContextProvider>;

/** The Apollo client of a loader's context, loading its code first in the browser if need be. */
export async function apolloFrom(context: RouterContext): Promise<ApolloRouterContext> {
  const load = context.get(apolloLoaderContext);
  return load ? load() : context.get(apolloContext);
}

/**
 * The root route's first middleware: in the browser, puts the Apollo client (loaded on first use) in the
 * context for the loaders, except while a server-rendered page hydrates from its answers (src/apollo/page-answers.ts),
 * whose loaders need none.
 */
export const apolloMiddleware: MiddlewareFunction = async ({ context }) => {
  const load = context.get(apolloLoaderContext);
  if (load && !hydratingFromAnswers()) context.set(apolloContext, await load());
};

/**
 * A page query's data for a loader to hand its page (read with `usePageData`): the server-rendered page's answer
 * while it hydrates, else the cache's answer at once, else the promise of the gateway's (which rejects on a network
 * error or a GraphQL error, except errors of the optional parts a page is shown without, partial-answers.ts). Unlike a query reference it does not watch the cache:
 * for pages whose data nothing on them changes (the tour list, a tour's page, the empty cart).
 */
export async function pageQuery<TData, TVariables extends Record<string, unknown>>(
  context: RouterContext,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<PageData<TData>> {
  const answer = takePageAnswer(query, variables);
  if (answer !== undefined) return answer;
  const { client } = await apolloFrom(context);
  const cached = client.readQuery<TData, TVariables>({ query, variables });
  // The cache's answer is unmasked (a superset of the masked type the page reads).
  if (cached !== null) return cached as TData;
  return client.query<TData, TVariables>({ query, variables, errorPolicy: 'all' }).then(({ data, error }) => {
    if (error && !onlyOptionalPartsFailed(error)) throw error;
    if (data === undefined || data === null) throw error ?? new Error('The page query gave no data');
    return data as TData;
  });
}

/**
 * The route-data template of every page that is not a catalogue page (web/README.md "Route data"): a loader starts
 * the page's one query with Apollo's `preloadQuery` (`createQueryPreloader`) and returns the reference at once; the
 * page reads it with `useReadQuery` inside a `Suspense` boundary, and refetches through `useQueryRefHandlers`. The
 * query reference watches the cache, so mutations the page makes redraw it. `source` is the loader's context
 * (whose client the root middleware has put there), or the client a loader already awaited with `apolloFrom`.
 * With `errorPolicy: 'all'` (or 'ignore') the data may be empty, as Apollo types it.
 */
export function routeQuery<TData, TVariables extends OperationVariables>(
  source: RouterContext | ApolloRouterContext,
  query: TypedDocumentNode<TData, TVariables>,
  options: PreloadQueryOptions<NoInfer<TVariables>> & { errorPolicy: 'all' | 'ignore' },
): PreloadedQueryRef<TData, TVariables, 'complete' | 'streaming' | 'empty'>;
export function routeQuery<TData, TVariables extends OperationVariables>(
  source: RouterContext | ApolloRouterContext,
  query: TypedDocumentNode<TData, TVariables>,
  options?: PreloadQueryOptions<NoInfer<TVariables>>,
): PreloadedQueryRef<TData, TVariables>;
export function routeQuery(
  source: RouterContext | ApolloRouterContext,
  query: TypedDocumentNode<unknown, OperationVariables>,
  options?: PreloadQueryOptions,
): PreloadedQueryRef<unknown, OperationVariables> {
  const { preloadQuery } = 'preloadQuery' in source ? source : source.get(apolloContext);
  const preload = preloadQuery as unknown as (
    document: TypedDocumentNode<unknown, OperationVariables>,
    preloadOptions?: PreloadQueryOptions,
  ) => PreloadedQueryRef<unknown, OperationVariables>;
  return preload(query, options);
}
