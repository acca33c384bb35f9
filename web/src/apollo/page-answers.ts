import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { use } from 'react';

/**
 * The answers a server-rendered page was drawn from, as web/src/entry-server.tsx serializes them when they are all
 * its Apollo cache held: each query's result (unmasked, as the cache reads it) keyed by {@link answerKey}. The
 * browser hydrates such a page from them without Apollo Client, and writes them into Apollo's cache when it loads.
 */
export type PageAnswers = Record<string, unknown>;

/** An answer the page's loaders took, with the document that reads it (to write it into Apollo's cache later). */
export interface TakenAnswer {
  query: TypedDocumentNode<unknown, Record<string, unknown>>;
  variables: Record<string, unknown>;
  data: unknown;
}

/** What a page component gets from its loader: the answer itself, or the promise of it while it is asked for. */
export type PageData<TData> = TData | Promise<TData>;

/** JSON with object keys sorted and undefined members dropped, so equal variables give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The key of one query's answer: its operation name and its variables as canonical JSON. */
export function answerKey(operationName: string, variables: Record<string, unknown> | undefined): string {
  return `${operationName}:${canonicalJson(variables ?? {})}`;
}

/** The operation name of a document's first operation ('' when it has none). */
export function operationName(query: TypedDocumentNode<unknown, never>): string {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

let waiting: Map<string, unknown> | null = null;
const taken: TakenAnswer[] = [];

/** Keeps the page's answers for its first loaders (web/src/main.tsx, before the router starts). */
export function receivePageAnswers(answers: PageAnswers): void {
  waiting = new Map(Object.entries(answers));
}

/**
 * Whether the page is still being hydrated from its answers: its first loaders run without Apollo Client, so the
 * router's Apollo middleware does not load it for them.
 */
export function hydratingFromAnswers(): boolean {
  return waiting !== null;
}

/** The page has hydrated: later navigations ask Apollo Client. */
export function closePageAnswers(): void {
  waiting = null;
}

/** The page's answer to `query` with `variables` (once), or undefined when the page brought none. */
export function takePageAnswer<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): TData | undefined {
  if (!waiting) return undefined;
  const key = answerKey(operationName(query), variables);
  if (!waiting.has(key)) return undefined;
  const data = waiting.get(key) as TData;
  waiting.delete(key);
  taken.push({ query: query as TakenAnswer['query'], variables, data });
  return data;
}

/** The answers the page's loaders took, for Apollo's cache when it loads. */
export function takenPageAnswers(): readonly TakenAnswer[] {
  return taken;
}

/** The data of a {@link PageData}: the answer at once, or suspends (React `use`) until the promise settles. */
export function usePageData<TData>(data: PageData<TData>): TData {
  return data instanceof Promise ? use(data) : data;
}
