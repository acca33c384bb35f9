/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which date a booking report range applies to. */
export type BookingReportDateField =
  /** The date the booking was made. */
  | 'BOOKING_DATE'
  /** The trip's departure date. */
  | 'DEPARTURE_DATE';

/** Dimensions a booking report can be grouped by. */
export type BookingReportDimension =
  /** Group by agency code. */
  | 'AGENCY'
  /** Group by consultant name. */
  | 'CONSULTANT'
  /** Group by month (yyyy-mm) of the report date field. */
  | 'MONTH'
  /** Group by booking status. */
  | 'STATUS'
  /** Group by tour id. */
  | 'TOUR';

/** Range and grouping of a booking report. Report tokens only. */
export type BookingReportInput = {
  /** Only these agencies. */
  agencyCodes?: Array<string | number> | null | undefined;
  /** Only these consultants ('First Second'). */
  consultants?: Array<string> | null | undefined;
  /** Which date the range applies to. */
  dateField?: BookingReportDateField | null | undefined;
  /** First day of the range, inclusive. */
  from: string;
  /** Dimensions to group by, in order. */
  groupBy: Array<BookingReportDimension>;
  /**
   * An id the caller chooses (16-64 of A-Z, a-z, 0-9, -, _) to follow a bookingReport's progress with
   * bookingReportProgress while it runs. Ignored by bookingReportRows, whose pages are its progress.
   */
  progressId?: string | number | null | undefined;
  /** Only these statuses (UNKNOWN: the bookings whose provider status no known state names). */
  statuses?: Array<BookingReportStatus> | null | undefined;
  /** Last day of the range, inclusive. */
  to: string;
  /** Only these tours. */
  tourIds?: Array<string | number> | null | undefined;
};

/**
 * The status of a booking in a report: the OCTO status the provider's text names, or UNKNOWN when it names none
 * (a value the provider added later); the provider's text is always given beside it.
 */
export type BookingReportStatus =
  /** Cancelled. */
  | 'CANCELLED'
  /** Paid (deposit or in full) or confirmed by the agent. */
  | 'CONFIRMED'
  /** The hold ran out. */
  | 'EXPIRED'
  /** Booked, nothing paid yet. */
  | 'ON_HOLD'
  /** Waiting for the operator (on request). */
  | 'PENDING'
  /** A provider status no state above names: see the row's or key's providerStatus for the text as sent. */
  | 'UNKNOWN';

/** Which departures a manifest covers. Report tokens only. */
export type DepartureManifestInput = {
  /** First departure day, inclusive (Europe/London). */
  from: string;
  /** Last departure day, inclusive; at most 7 days after from. */
  to: string;
  /** Only these tours (all tours when absent). */
  tourIds?: Array<string | number> | null | undefined;
};

export type ReportMoneyFragment = { amountMinor: number, currency: string };

export type BookingReportQueryVariables = Exact<{
  input: BookingReportInput;
}>;


export type BookingReportQuery = { bookingReport: { bookingsScanned: number, groups: Array<{ currency: string, bookings: number, passengers: number, key: Array<{ dimension: BookingReportDimension, value: string, providerStatus: string | null }>, gross: { amountMinor: number, currency: string }, nett: { amountMinor: number, currency: string }, commission: { amountMinor: number, currency: string }, paid: { amountMinor: number, currency: string }, outstanding: { amountMinor: number, currency: string } }> } };

export type BookingReportRowsQueryVariables = Exact<{
  input: BookingReportInput;
  first: number;
  after?: string | null | undefined;
}>;


export type BookingReportRowsQuery = { bookingReportRows: { endCursor: string | null, hasNextPage: boolean, rows: Array<{ groupBookingId: string, bookingDate: string, departureDate: string, tourId: string, tourName: string, agencyCode: string | null, consultant: string | null, status: BookingReportStatus, providerStatus: string, currency: string, passengers: number, gross: { amountMinor: number, currency: string }, nett: { amountMinor: number, currency: string }, commission: { amountMinor: number, currency: string }, paid: { amountMinor: number, currency: string }, outstanding: { amountMinor: number, currency: string } }> } };

export type BookingReportProgressQueryVariables = Exact<{
  progressId: string | number;
}>;


export type BookingReportProgressQuery = { bookingReportProgress: { pagesRead: number, totalPages: number | null, bookingsScanned: number, done: boolean } | null };

export type ManifestPickupPointFragment = { pickupId: string, name: string, address: string | null, time: string };

export type DepartureManifestsQueryVariables = Exact<{
  input: DepartureManifestInput;
}>;


export type DepartureManifestsQuery = { departureManifests: { bookingsScanned: number, departures: Array<{ tourId: string, tourName: string, date: string, departureTime: string, bookings: Array<{ groupBookingId: string, status: BookingReportStatus, providerStatus: string, agencyCode: string | null, consultant: string | null, leadContact: { name: string, email: string | null, telephone: string | null }, pickup: { pickupId: string, name: string, address: string | null, time: string } | null, passengers: Array<{ name: string, ageCategory: string, roomType: string | null, status: BookingReportStatus }>, rooms: Array<{ roomType: string, occupants: Array<string> }>, notes: Array<{ type: string, note: string }>, addOns: Array<{ tourId: string, name: string, passengers: Array<string> }> }>, pickups: Array<{ bookings: number, passengers: number, pickup: { pickupId: string, name: string, address: string | null, time: string } | null }>, totals: { bookings: number, passengers: number, byAgeCategory: Array<{ key: string, count: number }>, rooms: Array<{ key: string, count: number }>, addOns: Array<{ key: string, count: number }> } }> } };

export const ReportMoneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<ReportMoneyFragment, unknown>;
export const ManifestPickupPointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManifestPickupPoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManifestPickup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]} as unknown as DocumentNode<ManifestPickupPointFragment, unknown>;
export const BookingReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingsScanned"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"}},{"kind":"Field","name":{"kind":"Name","value":"gross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nett"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<BookingReportQuery, BookingReportQueryVariables>;
export const BookingReportRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingReportRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingReportInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingReportRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"tourName"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"consultant"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"}},{"kind":"Field","name":{"kind":"Name","value":"gross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nett"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportMoney"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportMoney"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<BookingReportRowsQuery, BookingReportRowsQueryVariables>;
export const BookingReportProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingReportProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"progressId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingReportProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"progressId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"progressId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pagesRead"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsScanned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]} as unknown as DocumentNode<BookingReportProgressQuery, BookingReportProgressQueryVariables>;
export const DepartureManifestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepartureManifests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartureManifestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departureManifests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingsScanned"}},{"kind":"Field","name":{"kind":"Name","value":"departures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"tourName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"departureTime"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupBookingId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"consultant"}},{"kind":"Field","name":{"kind":"Name","value":"leadContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManifestPickupPoint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ageCategory"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"occupants"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tourId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManifestPickupPoint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"}},{"kind":"Field","name":{"kind":"Name","value":"byAgeCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManifestPickupPoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManifestPickup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]} as unknown as DocumentNode<DepartureManifestsQuery, DepartureManifestsQueryVariables>;