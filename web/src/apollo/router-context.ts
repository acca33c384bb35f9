import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react-router';
import type { PreloadQuery } from './client';

/** What route loaders and middleware get from the router context: the client and its query preloader. */
export interface ApolloRouterContext {
  client: ApolloClient;
  preloadQuery: PreloadQuery;
}

/** Router context key under which src/app puts the Apollo client for loaders (React Router `context.get`). */
export const apolloContext = createContext<ApolloRouterContext>();
