/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An add-on tour attached to a trip, travelled by some of the basket's passengers. */
export type AddOnInput = {
  /** Indexes (0-based) into BasketInput.passengers of the passengers taking the add-on. */
  passengerIndexes: Array<number>;
  /** Provider tour id of the add-on tour. */
  tourId: string | number;
};

/** Age category names. */
export type AgeCategoryName =
  /** Adult, 17-59 years old (18+ for one brand). */
  | 'ADULT'
  /** Child, 5-16 years old; must be accompanied by a person aged 18+. */
  | 'CHILD'
  /** Senior, 60+. */
  | 'SENIOR'
  /** Student with a valid university or college ID. */
  | 'STUDENT';

/** Availability of a day or departure, in OCTO's words. */
export type AvailabilityStatus =
  /** Seats available (more than 4). */
  | 'AVAILABLE'
  /** Not on sale: no capacity known (-1) or no price. */
  | 'CLOSED'
  /** Almost full: 4 seats or fewer. */
  | 'LIMITED'
  /** Full: no seats, or the tour does not depart that day. */
  | 'SOLD_OUT';

/** A basket of trips for a party of passengers, kept by the browser in session storage. */
export type BasketInput = {
  /** ISO currency; the session currency when omitted. */
  currency?: string | null | undefined;
  /** The party, by age category; trips refer to passengers by index in this list. */
  passengers: Array<BasketPassengerInput>;
  /** Trips of the basket in cart order (main trips and their add-ons). */
  trips: Array<TripInput>;
};

/** One passenger of the party, known only by age category before checkout. */
export type BasketPassengerInput = {
  /** The passenger's age category. */
  ageCategory: AgeCategoryName;
};

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

/** A room chosen for a trip. */
export type RoomInput = {
  /** Occupants as basket passenger indexes (0-based). */
  passengerIndexes: Array<number>;
  /** Provider room type code, e.g. 'twin'. */
  roomType: string;
};

/** How the sales-group options are shown (seed 001 §9). */
export type SalesGroupDisplay =
  /** A dropdown (more than 3 options, or 2-3 when configured). */
  | 'DROPDOWN'
  /** No selector: fewer than 2 listable options. */
  | 'NONE'
  /** Tabs (2-3 options). */
  | 'TABS';

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

/** One trip of the basket. */
export type TripInput = {
  /** Add-on tours attached to the trip. */
  addOns?: Array<AddOnInput> | null | undefined;
  /** Departure date (Europe/London). */
  departureDate: string;
  /** Departure time HH:MM for tours with several departures a day (train tours). */
  departureTime?: string | null | undefined;
  /** Nights of accommodation after the tour. */
  nightsPostTour?: number | null | undefined;
  /** Nights of accommodation before the tour. */
  nightsPreTour?: number | null | undefined;
  /** Basket passenger indexes travelling; all when omitted. */
  passengerIndexes?: Array<number> | null | undefined;
  /** Original id of the chosen pick-up point. */
  pickupPointId?: string | number | null | undefined;
  /** Promo code for the trip. */
  promoCode?: string | null | undefined;
  /** Rooms chosen; required for trips longer than one day when room options exist. */
  rooms?: Array<RoomInput> | null | undefined;
  /** Provider tour id. */
  tourId: string | number;
};

export type AgentNavigation_AgentFragment = { __typename: 'AgentSession', consultant: { __typename: 'Consultant', contactId: string, firstName: string, secondName: string } } & { ' $fragmentName'?: 'AgentNavigation_AgentFragment' };

export type AgentNavigationLogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AgentNavigationLogOutMutation = { logOut: { __typename: 'LogOutPayload', viewer: { __typename: 'Viewer', agent: { __typename: 'AgentSession' } | null } } };

export type TourCard_TourFragment = { __typename: 'Tour', tourId: string, name: string, teaser: string, bookableOnline: boolean, brandLabel: string | null, mappingCodes: Array<string> | null, duration: { __typename: 'TourDuration', label: string }, fromPrice: { __typename: 'Money', formatted: string } | null, image: { __typename: 'Image', url: string, alt: string }, startLocation: { __typename: 'StartLocation', city: string } } & { ' $fragmentName'?: 'TourCard_TourFragment' };

export type TourCalendarQueryVariables = Exact<{
  tourId: string | number;
  year: number;
  month: number;
  passengers: number;
}>;


export type TourCalendarQuery = { tour: { __typename: 'Tour', tourId: string, calendar: { __typename: 'CalendarMonth', year: number, month: number, weeks: Array<{ __typename: 'CalendarWeek', days: Array<{ __typename: 'CalendarDay', date: string, isCurrentMonth: boolean, availability: AvailabilityStatus, freeSeats: number, seatLabel: string | null, selectable: boolean }> }> } } | null };

export type TourPanel_TourFragment = { __typename: 'Tour', tourId: string, name: string, bookableOnline: boolean, isTrain: boolean, descriptionShort: string, bookingNotes: Array<string>, duration: { __typename: 'TourDuration', days: number, label: string, isDayTour: boolean }, image: { __typename: 'Image', url: string, alt: string }, startLocation: { __typename: 'StartLocation', city: string, departureTime: string | null }, months: Array<{ __typename: 'YearMonth', year: number, month: number }>, salesGroup: { __typename: 'SalesGroup', displayName: string, display: SalesGroupDisplay, products: Array<{ __typename: 'SalesGroupProduct', tourId: string, name: string, fromPrice: { __typename: 'Money', formatted: string } | null }> } | null } & { ' $fragmentName'?: 'TourPanel_TourFragment' };

export type TourDateOptionsQueryVariables = Exact<{
  tourId: string | number;
  date: string;
  passengers: Array<AgeCategoryName> | AgeCategoryName;
  withRooms: boolean;
}>;


export type TourDateOptionsQuery = { tour: { __typename: 'Tour', tourId: string, departures: Array<{ __typename: 'Departure', startDateTime: string, time: string, freeSeats: number, seatLabel: string | null, availability: AvailabilityStatus }>, pickupPoints: Array<{ __typename: 'PickupPoint', pointId: string, originalId: string, name: string, address: string | null, pickupTime: string | null }>, roomOptions?: Array<{ __typename: 'RoomOption', id: string, label: string, available: boolean, priceDifferenceLabel: string | null, rooms: Array<{ __typename: 'RoomAssignment', roomType: string, passengerIndexes: Array<number> }> }> } | null };

export type TourQuoteQueryVariables = Exact<{
  basket: BasketInput;
}>;


export type TourQuoteQuery = { quote: { __typename: 'QuotePayload', quote: { __typename: 'Quote', currency: string, discountPercentage: number, addOnCount: number, tripPrice: { __typename: 'Money', amountMinor: number, currency: string }, discount: { __typename: 'Money', amountMinor: number, currency: string }, subtotal: { __typename: 'Money', amountMinor: number, currency: string }, addOnsTotal: { __typename: 'Money', amountMinor: number, currency: string }, total: { __typename: 'Money', amountMinor: number, currency: string }, trips: Array<{ __typename: 'QuotedTrip', departureDate: string, returnDate: string, tour: { __typename: 'Tour', tourId: string, name: string, duration: { __typename: 'TourDuration', label: string } }, total: { __typename: 'Money', amountMinor: number, currency: string }, passengers: Array<{ __typename: 'QuotedPassenger', passengerIndex: number, ageCategory: AgeCategoryName, price: { __typename: 'Money', amountMinor: number, currency: string } }>, rooms: Array<{ __typename: 'QuotedRoom', roomType: string, description: string, price: { __typename: 'Money', amountMinor: number, currency: string } }> }> } | null, userErrors: Array<{ __typename: 'UserError', code: string, message: string }> } };

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

export type TourPanelPageQueryVariables = Exact<{
  tourId: string | number;
}>;


export type TourPanelPageQuery = { tour: (
    { __typename: 'Tour', tourId: string, name: string }
    & { ' $fragmentRefs'?: { 'TourPanel_TourFragment': TourPanel_TourFragment } }
  ) | null, ageCategories: { __typename: 'AgeCategories', categories: Array<{ __typename: 'AgeCategory', name: AgeCategoryName, label: string, description: string | null, defaultPassengers: number, maxPassengers: number }> } };

export const AgentNavigation_AgentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentNavigation_agent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"secondName"}}]}}]}}]} as unknown as DocumentNode<AgentNavigation_AgentFragment, unknown>;
export const TourCard_TourFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TourCard_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"bookableOnline"}},{"kind":"Field","name":{"kind":"Name","value":"brandLabel"}},{"kind":"Field","name":{"kind":"Name","value":"mappingCodes"}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"900"}}]},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<TourCard_TourFragment, unknown>;
export const TourPanel_TourFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TourPanel_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookableOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isTrain"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionShort"}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDayTour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"600"}}]},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"departureTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingNotes"}},{"kind":"Field","name":{"kind":"Name","value":"salesGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TourPanel_TourFragment, unknown>;
export const AgentNavigationLogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgentNavigationLogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentNavigationLogOutMutation, AgentNavigationLogOutMutationVariables>;
export const TourCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TourCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tourId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passengers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tourId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tourId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"calendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"passengers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passengers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentMonth"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"freeSeats"}},{"kind":"Field","name":{"kind":"Name","value":"seatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"selectable"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TourCalendarQuery, TourCalendarQueryVariables>;
export const TourDateOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TourDateOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tourId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passengers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgeCategoryName"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRooms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tourId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tourId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"departures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"freeSeats"}},{"kind":"Field","name":{"kind":"Name","value":"seatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departureDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointId"}},{"kind":"Field","name":{"kind":"Name","value":"originalId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pickupTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departureDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"passengers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passengers"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRooms"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"priceDifferenceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"passengerIndexes"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TourDateOptionsQuery, TourDateOptionsQueryVariables>;
export const TourQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TourQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"basket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BasketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"basket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"basket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"tripPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnsTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOnCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passengerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"ageCategory"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TourQuoteQuery, TourQuoteQueryVariables>;
export const AppShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppShell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentNavigation_agent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentNavigation_agent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"secondName"}}]}}]}}]} as unknown as DocumentNode<AppShellQuery, AppShellQueryVariables>;
export const SearchPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TourSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TourCard_tour"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TourCard_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teaser"}},{"kind":"Field","name":{"kind":"Name","value":"bookableOnline"}},{"kind":"Field","name":{"kind":"Name","value":"brandLabel"}},{"kind":"Field","name":{"kind":"Name","value":"mappingCodes"}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"900"}}]},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<SearchPageQuery, SearchPageQueryVariables>;
export const TourPanelPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TourPanelPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tourId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tourId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tourId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TourPanel_tour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPassengers"}},{"kind":"Field","name":{"kind":"Name","value":"maxPassengers"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TourPanel_tour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookableOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isTrain"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionShort"}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"isDayTour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"width"},"value":{"kind":"IntValue","value":"600"}}]},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"departureTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingNotes"}},{"kind":"Field","name":{"kind":"Name","value":"salesGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TourPanelPageQuery, TourPanelPageQueryVariables>;