/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Operator brand. */
export type Brand =
  /** Haggis Adventures */
  | 'HAG'
  /** Highland Explorer */
  | 'HEX';

/** Duration filter: day tours, or multi-day tours ('2-8'). */
export type DurationFilter =
  /** Day tours (duration days 0). */
  | 'DAY_TOURS'
  /** Query value '2-8': tours whose duration days is above 0. */
  | 'MULTI_DAY';

/** Search criteria; every field optional and combined with AND. */
export type TourSearchInput = {
  /** Include tours without departures in the range (query parameter allTours). */
  allTours?: boolean | null | undefined;
  /** Brand filter: hag or highland. */
  brand?: Brand | null | undefined;
  /** Departure city: edinburgh, inverness, glasgow or aberdeen. */
  departing?: string | null | undefined;
  /** Departures on or after this date. */
  departureDateFrom?: string | null | undefined;
  /** Departures on or before this date. */
  departureDateTo?: string | null | undefined;
  /** Duration filter. */
  duration?: DurationFilter | null | undefined;
  /** Departure month as yyyymm, e.g. '202607'. */
  month?: string | null | undefined;
  /** Sort order (seed 001 §9); DEFAULT keeps the provider's order. */
  sort?: TourSort | null | undefined;
  /** Selected filter tag ids (accumulative rules are applied by the web before sending). */
  tagIds?: Array<string | number> | null | undefined;
  /** Free text matched against name and descriptions. */
  text?: string | null | undefined;
  /** Restrict to one tour (query parameter tour_id). */
  tourId?: string | number | null | undefined;
};

/** Tour list sort orders (seed 001 §9). */
export type TourSort =
  /** Name A-Z. */
  | 'ALPHABETICAL_ASC'
  /** Name Z-A. */
  | 'ALPHABETICAL_DESC'
  /** Provider order. */
  | 'DEFAULT'
  /** Shortest first (days*24+hours). */
  | 'DURATION_ASC'
  /** Longest first (days*24+hours). */
  | 'DURATION_DESC'
  /** Cheapest 'from' price first. */
  | 'PRICE_ASC'
  /** Dearest 'from' price first. */
  | 'PRICE_DESC';

export type AgentNavigation_AgentFragment = { __typename: 'AgentSession', consultant: { __typename: 'Consultant', contactId: string, firstName: string, secondName: string } } & { ' $fragmentName'?: 'AgentNavigation_AgentFragment' };

export type AgentNavigationLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AgentNavigationLogOutMutation = { logOut: { __typename: 'LogOutPayload', viewer: { __typename: 'Viewer', agent: { __typename: 'AgentSession' } | null } } };

export type TourCard_TourFragment = { __typename: 'Tour', tourId: string, name: string, teaser: string, bookableOnline: boolean, brandLabel: string | null, mappingCodes: Array<string> | null, duration: { __typename: 'TourDuration', label: string }, fromPrice: { __typename: 'Money', formatted: string } | null, image: { __typename: 'Image', url: string, alt: string }, startLocation: { __typename: 'StartLocation', city: string } } & { ' $fragmentName'?: 'TourCard_TourFragment' };

export type AppShellQueryVariables = Exact<{ [key: string]: never; }>;


export type AppShellQuery = { viewer: { __typename: 'Viewer', agent: (
      { __typename: 'AgentSession' }
      & { ' $fragmentRefs'?: { 'AgentNavigation_AgentFragment': AgentNavigation_AgentFragment } }
    ) | null } };

export type SearchPageQueryVariables = Exact<{
  search?: TourSearchInput | null | undefined;
}>;


export type SearchPageQuery = { tours: { __typename: 'TourSearchResult', count: number, fromPrice: { __typename: 'Money', formatted: string } | null, tours: Array<(
      { __typename: 'Tour', tourId: string }
      & { ' $fragmentRefs'?: { 'TourCard_TourFragment': TourCard_TourFragment } }
    )> } };

export const AgentNavigation_AgentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentNavigation_agent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"secondName"}}]}}]}}]} as unknown as DocumentNode<AgentNavigation_AgentFragment, unknown>;
export const TourCard_TourFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TourCard_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"bookableOnline"}},{"kind":"Field","name":{"kind":"Name","value":"brandLabel"}},{"kind":"Field","name":{"kind":"Name","value":"mappingCodes"}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"900"}}]},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<TourCard_TourFragment, unknown>;
export const AgentNavigationLogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentNavigationLogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentNavigationLogOutMutation, AgentNavigationLogOutMutationVariables>;
export const AppShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppShell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentNavigation_agent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentNavigation_agent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"secondName"}}]}}]}}]} as unknown as DocumentNode<AppShellQuery, AppShellQueryVariables>;
export const SearchPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TourSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TourCard_tour"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TourCard_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"bookableOnline"}},{"kind":"Field","name":{"kind":"Name","value":"brandLabel"}},{"kind":"Field","name":{"kind":"Name","value":"mappingCodes"}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"900"}}]},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<SearchPageQuery, SearchPageQueryVariables>;