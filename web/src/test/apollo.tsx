import { ApolloClient, ApolloLink, type InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from '@/apollo/client';

/** An operation a component sent to the gateway: its name and variables. */
export interface SentOperation {
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

/**
 * The gateway's answer to one operation, as a GraphQL response (`{ data }`, or `{ errors }`): at once, or when the
 * promise resolves (a test holding an answer back to see the screen while it waits).
 */
export type Answer = (operation: SentOperation) => object | Promise<object>;

/**
 * An Apollo client over the app's own cache (createCache: its type policies and keys) whose link stands for the
 * gateway: `answer` gives the response to each operation, and every operation sent is recorded in `sent`, in
 * order. The network is mocked at that edge only; the cache, the hooks and the components are the app's.
 */
export function gatewayClient(answer: Answer = () => ({ data: null }), cache: InMemoryCache = createCache()) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const one = { operationName: operation.operationName, variables: operation.variables };
        sent.push(one);
        const reply = (response: object) => {
          observer.next(response);
          observer.complete();
        };
        const response = answer(one);
        if (response instanceof Promise) void response.then(reply);
        else reply(response);
      }),
  );
  return { client: new ApolloClient({ cache, link }), cache, sent };
}

/**
 * Renders `ui` inside an {@link gatewayClient} and a memory router at `address` (for components with links), and
 * returns the client's cache and the operations sent.
 */
export function renderWithGateway(
  ui: ReactNode,
  { answer, cache, address = '/' }: { answer?: Answer; cache?: InMemoryCache; address?: string } = {},
) {
  const gateway = gatewayClient(answer, cache);
  const view = render(
    <ApolloProvider client={gateway.client}>
      <MemoryRouter initialEntries={[address]}>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
  return { ...gateway, view };
}

/** The text of the elements that describe `element` (its `aria-describedby`), as a screen reader reads it after the name. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
}
