import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AddOnParent, PickupPointParent } from './../schema/availability/availability.mappers.js';
import type { AgeCategoriesParent, AgeCategoryParent, CountryParent, CurrencyParent, FilterParent, FilterTagParent } from './../schema/reference/reference.mappers.js';
import type { AgencyParent, ConsultantParent } from './../schema/identity/identity.mappers.js';
import type { BookedTripParent, BookingParent } from './../schema/bookings/bookings.mappers.js';
import type { CancellationPolicyParent, ImageParent, SalesGroupParent, SalesGroupProductParent, TourParent } from './../schema/catalogue/catalogue.mappers.js';
import type { QuoteParent, QuotedTripParent } from './../schema/quote/quote.mappers.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, ISO 8601 yyyy-mm-dd, in the operator's time zone (Europe/London). */
  Date: { input: string; output: string; }
  /** A count of minor currency units (pence, cents): an integer up to 2^53-1, serialised as a JSON number. */
  MinorUnits: { input: number; output: number; }
};

/** An optional add-on tour (seed 001 §5 Add-ons). */
export type AddOn = {
  __typename?: 'AddOn';
  /** Departure date of the add-on (the trip date shifted by the post-tour offset). */
  departureDate: Scalars['Date']['output'];
  /**
   * The add-on's short description as the cart lists it: over 200 characters cut to 180 plus '...' (seed 001 §9
   * basket description); 'No description available for this tour.' when blank (seed 001 §8).
   */
  description: Scalars['String']['output'];
  /** Offered in the customer's checkout popup (not 'Help restore Scotland'). */
  inPopup: Scalars['Boolean']['output'];
  /** Price per person for the party's default category. */
  pricePerPerson?: Maybe<Money>;
  /** The add-on's own tour (catalogue data, public). */
  tour: Tour;
};

/** A group of optional add-ons for a trip. */
export type AddOnGroup = {
  __typename?: 'AddOnGroup';
  /** Add-ons of the group that pass the eligibility rules for the date and party (seed 001 §5 Add-ons). */
  addOns: Array<AddOn>;
  /** Group name from the provider's seller information, e.g. 'Accommodation' or 'Day tours'. */
  name: Scalars['String']['output'];
};

/** An add-on tour attached to a trip, travelled by some of the basket's passengers. */
export type AddOnInput = {
  /** Indexes (0-based) into BasketInput.passengers of the passengers taking the add-on. */
  passengerIndexes: Array<Scalars['Int']['input']>;
  /** Provider tour id of the add-on tour. */
  tourId: Scalars['ID']['input'];
};

/** The passenger age categories with the default used for 'from' prices (seed 001 §3 Age categories). */
export type AgeCategories = {
  __typename?: 'AgeCategories';
  /** The categories in display order: Adult, Child, Senior, Student. */
  categories: Array<AgeCategory>;
  /** The category used for 'from' prices (Adult). */
  defaultCategory: AgeCategoryName;
};

/** A passenger age category (seed 001 §3). */
export type AgeCategory = {
  __typename?: 'AgeCategory';
  /** Must travel with an 18+ member. */
  accompanied: Scalars['Boolean']['output'];
  /** Passengers of this category preselected in the passenger dropdown. */
  defaultPassengers: Scalars['Int']['output'];
  /** Consumer description, e.g. 'Ages 5-16 must be accompanied by a person aged 18+'; null for agents. */
  description?: Maybe<Scalars['String']['output']>;
  /** Display name, e.g. 'Adult'. */
  label: Scalars['String']['output'];
  /** Most passengers of this category in one basket (never above 10 in all, seed 001 §9). */
  maxPassengers: Scalars['Int']['output'];
  /** Category code. */
  name: AgeCategoryName;
  /** Plural, e.g. 'Children'. */
  pluralLabel: Scalars['String']['output'];
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

/** A travel agency (seed 000 §3 Agency). */
export type Agency = {
  __typename?: 'Agency';
  /** Address line 1. Agents only. */
  address1?: Maybe<Scalars['String']['output']>;
  /** Address line 2. Agents only. */
  address2?: Maybe<Scalars['String']['output']>;
  /** Pricing band; 0 means all products. */
  bandId: Scalars['Int']['output'];
  /** Agency code, e.g. 'DEMO01'. */
  code: Scalars['ID']['output'];
  /** Agency e-mail address. Agents only. */
  email?: Maybe<Scalars['String']['output']>;
  /** Agency name. */
  name: Scalars['String']['output'];
  /** Post code. Agents only. */
  postCode?: Maybe<Scalars['String']['output']>;
  /** Agency telephone number. Agents only. */
  telephone?: Maybe<Scalars['String']['output']>;
};

/** Filter of Manage Bookings; all fields optional and combined with AND. */
export type AgentBookingFilter = {
  /** True: only bookings with a balance above 0 (BALANCE column). */
  balanceDue?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Only bookings departing from today (Europe/London) to today plus this many days, 0 to 366; combined with
   * departureFrom and departureTo (the narrower range holds).
   */
  departingWithinDays?: InputMaybe<Scalars['Int']['input']>;
  /** Trips departing on or after this date (Europe/London). */
  departureFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Trips departing on or before this date (Europe/London). */
  departureTo?: InputMaybe<Scalars['Date']['input']>;
  /** Only bookings with this status (PENDING and EXPIRED never match: the provider searches ON_HOLD, CONFIRMED, CANCELLED). */
  status?: InputMaybe<BookingStatus>;
  /** Booking id or agent reference or lead guest name, matched partially. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the agent's bookings (Manage Bookings). */
export type AgentBookingPage = {
  __typename?: 'AgentBookingPage';
  /** Page number, 1-based. */
  page: Scalars['Int']['output'];
  /** Rows per page (at most 1000, seed 000 §9 search page size). */
  pageSize: Scalars['Int']['output'];
  /** The rows of this page. */
  rows: Array<AgentBookingRow>;
  /** Bookings matching the filter across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One row of the Manage Bookings table (seed 000 §2). Agents only, own agency only. */
export type AgentBookingRow = {
  __typename?: 'AgentBookingRow';
  /** AGENT REFERENCE column (your_reference). */
  agentReference?: Maybe<Scalars['String']['output']>;
  /** BALANCE column: total minus paid, in the booking's currency (as Booking.totals.balance). */
  balance: Money;
  /** DUE DATE column: when the balance is due (the provider's date); null when nothing is outstanding. */
  balanceDueDate?: Maybe<Scalars['Date']['output']>;
  /** BOOKING DATE column. */
  bookingDate: Scalars['Date']['output'];
  /** CONSULTANT column, 'First Second'. */
  consultant?: Maybe<Scalars['String']['output']>;
  /** DEPARTURE DATE column: the first trip's departure; null when no trip remains. */
  departureDate?: Maybe<Scalars['Date']['output']>;
  /** BOOKING ID column: the provider's group booking id. */
  groupBookingId: Scalars['ID']['output'];
  /** LEAD GUEST column: 'First Family' of the first guest still travelling (the first guest when all are cancelled). */
  leadGuest?: Maybe<Scalars['String']['output']>;
  /** STATUS column. */
  status: BookingStatus;
  /** TOTAL column: what the booking costs, in the booking's currency (the provider's figure, as Booking.totals.total). */
  total: Money;
};

/** An order of Manage Bookings by one column; ties are ordered by booking id in the same direction. */
export type AgentBookingSort = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** The column. */
  field: AgentBookingSortField;
};

/** A sortable column of Manage Bookings (seed 000 §2 table columns). */
export type AgentBookingSortField =
  /** AGENT REFERENCE (case-insensitive). */
  | 'AGENT_REFERENCE'
  /** BOOKING DATE (by day). */
  | 'BOOKING_DATE'
  /** CONSULTANT (case-insensitive). */
  | 'CONSULTANT'
  /** DEPARTURE DATE (by day). */
  | 'DEPARTURE_DATE'
  /** BOOKING ID. */
  | 'GROUP_BOOKING_ID'
  /** LEAD GUEST (case-insensitive). */
  | 'LEAD_GUEST'
  /** STATUS (by its code). */
  | 'STATUS';

/** The Manage Bookings export (`agentBookingsCsv`). */
export type AgentBookingsCsv = {
  __typename?: 'AgentBookingsCsv';
  /** The CSV text: a header row, then one row per booking in the list's order, CRLF line ends. */
  csv: Scalars['String']['output'];
  /** A file name for the download, e.g. 'bookings-2026-06-01.csv'. */
  fileName: Scalars['String']['output'];
  /** Bookings in the export (rows after the header). */
  rowCount: Scalars['Int']['output'];
};

/** An agent signed in with a chosen consultant (seed 000 §4 'consultant chosen'). */
export type AgentSession = {
  __typename?: 'AgentSession';
  /** The agent's agency. */
  agency: Agency;
  /** True when the agency is restricted to the products of its band (band_id over 0). */
  bandRestricted: Scalars['Boolean']['output'];
  /** The consultant (contact) selected at login. */
  consultant: Consultant;
  /** All contacts of the agency. */
  contacts: Array<Consultant>;
  /** Currencies the agency sells in, its own first (the login's list; every currency when the login lists none). */
  currencies: Array<Currency>;
  /** The agency's payment methods, e.g. CC (card) and on-account methods. */
  paymentMethods: Array<PaymentMethod>;
};

/** An ALTCHA proof-of-work challenge (see altcha-lib). */
export type AltchaChallenge = {
  __typename?: 'AltchaChallenge';
  /** Hash algorithm, e.g. 'SHA-256'. */
  algorithm: Scalars['String']['output'];
  /** The challenge hash to solve (hex). */
  challenge: Scalars['String']['output'];
  /** Upper bound of the number to search for. */
  maxnumber?: Maybe<Scalars['Int']['output']>;
  /** Salt, including the expiry parameters. */
  salt: Scalars['String']['output'];
  /** Server HMAC signature of the challenge (hex). */
  signature: Scalars['String']['output'];
};

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
  currency?: InputMaybe<Scalars['String']['input']>;
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

/** Result of `book`. */
export type BookPayload = {
  __typename?: 'BookPayload';
  /** The created booking; null when refused. */
  booking?: Maybe<Booking>;
  /** Why the basket was refused ('Basket ' + booking_error, seats, 18+ or rooms messages). */
  userErrors: Array<UserError>;
};

/** The hotel pick-up point chosen for a booked trip (the provider's pickup selection). */
export type BookedPickup = {
  __typename?: 'BookedPickup';
  /** Street address; null when the provider gives none. */
  address?: Maybe<Scalars['String']['output']>;
  /** Point name, e.g. a hotel. */
  name: Scalars['String']['output'];
  /** The line shown with the trip: 'Pick-up: {name} at {HH:MM}', or without the time when it is null. */
  text: Scalars['String']['output'];
  /** Pick-up time HH:MM (Europe/London; departure minus the point's minutes before); null when 00:00 (seed 001 §9). */
  time?: Maybe<Scalars['String']['output']>;
};

/** A trip of a booking (seed 000 §3 Booked trip). Its passengers' totals add up to its total. */
export type BookedTrip = {
  __typename?: 'BookedTrip';
  /** Provider booking identifier of the trip. */
  bookingIdentifier: Scalars['ID']['output'];
  /** Cancellation fees of the cancelled passengers (zero when none). */
  cancellationFees: Money;
  /** The cancellation fees of this departure as of today (the tour's cancellation terms); null when the provider gives none. */
  cancellationSchedule?: Maybe<CancellationFeeSchedule>;
  /** Agents only: commission of the passengers still booked. */
  commission?: Maybe<Money>;
  /** Departure date (Europe/London). */
  departureDate: Scalars['Date']['output'];
  /** Departure time HH:MM (Europe/London) of the booked departure (train tours run twice a day); null when unknown. */
  departureTime?: Maybe<Scalars['String']['output']>;
  /** Discount of the passengers still booked (negative or zero). */
  discount: Money;
  /** Discount percentage rounded to whole numbers; 0 when none. */
  discountPercentage: Scalars['Int']['output'];
  /** True for an add-on trip (cannot be edited). */
  isAddOn: Scalars['Boolean']['output'];
  /**
   * The trip's breakdown (seed 000 §2 Booking detail, seed 001 §2 Booking page and Payment summary): each guest by
   * name at the price before discount (a cancelled one at its cancellation fee), in `passengers` order, the discount
   * when there is one, and the trip total they add up to (`total`).
   */
  lines: Array<MoneyLine>;
  /** Agents only: the trip total minus commission. */
  nett?: Maybe<Money>;
  /** Passengers of the trip with their money, cancelled ones included (their status says so). */
  passengers: Array<TripPassenger>;
  /** The chosen hotel pick-up point and its time (seed 001 §3 Pickup point); null when none was chosen. */
  pickup?: Maybe<BookedPickup>;
  /** Trip price: the gross price of the passengers still booked, before discount. */
  price: Money;
  /** Promo code applied to the trip, if any. */
  promoCode?: Maybe<Scalars['String']['output']>;
  /** Departure date plus duration days minus 1 (seed 000 §5 date helpers). */
  returnDate: Scalars['Date']['output'];
  /** Reserved rooms (reservation_rooms). */
  rooms: Array<QuotedRoom>;
  /** Trip total: price plus discount plus cancellation fees. */
  total: Money;
  /** The tour from the catalogue; null when no longer listed. */
  tour?: Maybe<Tour>;
  /** Tour name as booked. */
  tourName: Scalars['String']['output'];
};

/** A booking (seed 000 §3 Booking). */
export type Booking = {
  __typename?: 'Booking';
  /** Agent reference (your_reference). */
  agentReference?: Maybe<Scalars['String']['output']>;
  /**
   * Version of the unedited copy of the booking's guests and notes (seed 000 §1 'an unedited copy of the
   * booking'): an opaque digest that changes whenever a guest detail or note changes; `amendBooking` takes it back.
   */
  amendmentVersion: Scalars['String']['output'];
  /** Total outstanding above 0. */
  balanceOutstanding: Scalars['Boolean']['output'];
  /** Date the booking was made. */
  bookingDate: Scalars['Date']['output'];
  /** Consultant who booked, 'First Second'. */
  consultant?: Maybe<Scalars['String']['output']>;
  /** ISO 4217 currency of every amount of the booking. */
  currency: Scalars['String']['output'];
  /** Travel documents (DOCUMENTATION section), links opening in a new tab. */
  documents: Array<BookingDocument>;
  /** The provider's group booking id (booking reference number), above 0. */
  groupBookingId: Scalars['ID']['output'];
  /** Guests; the first is the lead guest. */
  guests: Array<Guest>;
  /**
   * How long the seats of an unpaid booking are held (the trip passengers' expiry_time); null once anything is paid
   * or when the provider gives no expiry.
   */
  hold?: Maybe<SeatHold>;
  /**
   * The itinerary breakdown (seed 001 §2 Confirmation, Failed payment): each trip by tour name at its price before
   * discount, in `trips` order, the discount with its percentage, cancellation fees, and the Total they add up to;
   * while a payment is due after a part-payment, Paid and the Balance follow (the Total then a subtotal).
   */
  itineraryLines: Array<MoneyLine>;
  /**
   * The booking's signed link (manage my booking, for the confirmation and its e-mails), for a consumer whose
   * session made or opened the booking; null for agents and for a booking opened with a payment link.
   */
  manageLink?: Maybe<BookingLink>;
  /** Booking notes (type and note); empty when none. */
  notes: Array<BookingNote>;
  /**
   * The latest payment of the provider's current day (Europe/London), fees included: the payment that led to the
   * confirmation ('Paid today'); null when nothing was paid today.
   */
  paidToday?: Maybe<Payment>;
  /** Card payment attempts used and whether a retry is allowed (at most 3). */
  paymentAttempts: PaymentAttempts;
  /**
   * True when a payment can be asked for (seed 000 §4 'Make Payment meaningful only when the balance is over 0'): a
   * balance above 0 on a booking with a passenger still booked or with something paid; a booking released before any
   * payment never asks for one, whatever fee the provider recorded.
   */
  paymentDue: Scalars['Boolean']['output'];
  /**
   * Payment options for the outstanding balance with what each costs by card (DEPOSIT omitted when it equals the
   * outstanding amount); empty when nothing is outstanding.
   */
  paymentOptions: Array<PaymentOptionAmount>;
  /** Payments made on the booking. */
  payments: Array<Payment>;
  /** Whether the promo code of the main trips gives a discount (seed 001 §4: found when the first passenger's discount is above 0). */
  promoCodeStatus: PromoCodeStatus;
  /**
   * What a cancellation gave back (seed 000 §4 Booking cancellation, seed 001 §2 Booking page), from the provider's
   * ledger; null while no passenger is cancelled or when nothing was paid.
   */
  refund?: Maybe<BookingRefund>;
  /** Overall status of the booking. */
  status: BookingStatus;
  /** The booking's money: trip price, discount, subtotal, add-ons, cancellation fees, TOTAL, NETT (agents), PAID, BALANCE. */
  totals: BookingTotals;
  /** Trips of the booking in booked order. */
  trips: Array<BookedTrip>;
};

/** A travel document of a booking. */
export type BookingDocument = {
  __typename?: 'BookingDocument';
  /**
   * The message type that e-mails this document (emailBookingDocument), null for a document that cannot be e-mailed.
   * A document of an agent-only type (the Agent Statement) is left out of the list for anyone but an agent.
   */
  messageType?: Maybe<BookingMessageType>;
  /** Document name as shown. */
  name: Scalars['String']['output'];
  /** Absolute URL of the document, opened in a new tab. */
  url: Scalars['String']['output'];
};

/** A signed, expiring address of a booking's page that opens it in any browser (manage my booking). */
export type BookingLink = {
  __typename?: 'BookingLink';
  /** Expiry as ISO date-time (UTC). */
  expiresAt: Scalars['String']['output'];
  /** Path of the booking page on the consumer site, with the signed token as its 'key' parameter. */
  path: Scalars['String']['output'];
};

/** What a booking-link token says about a booking (`Query.bookingLinkState`). */
export type BookingLinkState =
  /** Correctly signed for this booking, past its expiry: it opens nothing. */
  | 'EXPIRED'
  /** Malformed, altered, signed with another key, or another booking's: it opens nothing. */
  | 'INVALID'
  /** Correctly signed for this booking and not expired: it opens the booking. */
  | 'VALID';

/** Document e-mail types (seed 000 §7 email booking document). */
export type BookingMessageType =
  /** 'Agent Statement' (agents only) */
  | 'AGENT_STATEMENT'
  /** 'Booking Itinerary' */
  | 'CONSUMER_ITINERARY'
  /** 'Booking Statement' */
  | 'CONSUMER_STATEMENT';

/** A note on a booking (seed 001 §2 Booking page). */
export type BookingNote = {
  __typename?: 'BookingNote';
  /** Note text. */
  note: Scalars['String']['output'];
  /** Note type. */
  type: BookingNoteType;
};

/** A booking note as it should read after `amendBooking`. */
export type BookingNoteInput = {
  /** Note text (trimmed; at most 500 characters over all notes, seed 001 §3). */
  note: Scalars['String']['input'];
  /** Note type. */
  type: BookingNoteType;
};

/** Booking note types (seed 001 §3). */
export type BookingNoteType =
  /** 'Dietary'. */
  | 'DIETARY'
  /** 'Other'. */
  | 'OTHER'
  /** 'Special Assistance'. */
  | 'SPECIAL_ASSISTANCE';

/** Result of a booking mutation: the reloaded booking or the reasons it was refused. */
export type BookingPayload = {
  __typename?: 'BookingPayload';
  /** The booking after the change; null when refused. */
  booking?: Maybe<Booking>;
  /** Expected failures with the spec's messages. */
  userErrors: Array<UserError>;
};

/**
 * The refund of a booking after a cancellation, in the booking's currency: what the provider recorded as refunded
 * (its REFUND payments), the cancellation fees and card fees kept, and the lines that add up to what was charged.
 */
export type BookingRefund = {
  __typename?: 'BookingRefund';
  /** Cancellation fees kept out of what was paid (never more than was paid). */
  cancellationFeesKept: Money;
  /** Card fees paid and kept (zero when none were paid). */
  cardFeesKept: Money;
  /** Whether card fees were kept: card fees were paid and are not refunded. */
  cardFeesWereKept: Scalars['Boolean']['output'];
  /** What was charged: the payments plus their card fees ('Total Price Paid'). */
  charged: Money;
  /**
   * Refunded, Cancellation fees kept, Kept for trips still booked (when above zero), Card fees kept (when above
   * zero) and the 'Total Price Paid' they add up to.
   */
  lines: Array<MoneyLine>;
  /** What was paid and stays towards the passengers still booked (zero after a whole cancellation). */
  paidKept: Money;
  /** Sum of the provider's refunds of this booking (its REFUND payments), positive. */
  refunded: Money;
};

/** A booking report: one group per combination of the grouped dimensions and currency. */
export type BookingReport = {
  __typename?: 'BookingReport';
  /** Bookings read from the provider for the range. */
  bookingsScanned: Scalars['Int']['output'];
  /** One group per combination of grouped dimensions and currency. */
  groups: Array<BookingReportGroup>;
};

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

/** Sums of one report group, all money in the group's currency. */
export type BookingReportGroup = {
  __typename?: 'BookingReportGroup';
  /** Number of bookings. */
  bookings: Scalars['Int']['output'];
  /** Sum of agency commission (0 for consumer bookings). */
  commission: Money;
  /** ISO 4217 currency of the sums. */
  currency: Scalars['String']['output'];
  /** Sum of gross prices. */
  gross: Money;
  /** The grouped dimension values. */
  key: Array<BookingReportKey>;
  /** Sum of nett prices (gross minus commission). */
  nett: Money;
  /** Sum still outstanding. */
  outstanding: Money;
  /** Sum paid. */
  paid: Money;
  /** Number of trip passengers. */
  passengers: Scalars['Int']['output'];
};

/** Range and grouping of a booking report. Report tokens only. */
export type BookingReportInput = {
  /** Only these agencies. */
  agencyCodes?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these consultants ('First Second'). */
  consultants?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Which date the range applies to. */
  dateField?: InputMaybe<BookingReportDateField>;
  /** First day of the range, inclusive. */
  from: Scalars['Date']['input'];
  /** Dimensions to group by, in order. */
  groupBy: Array<BookingReportDimension>;
  /**
   * An id the caller chooses (16-64 of A-Z, a-z, 0-9, -, _) to follow a bookingReport's progress with
   * bookingReportProgress while it runs. Ignored by bookingReportRows, whose pages are its progress.
   */
  progressId?: InputMaybe<Scalars['ID']['input']>;
  /** Only these statuses (UNKNOWN: the bookings whose provider status no known state names). */
  statuses?: InputMaybe<Array<BookingReportStatus>>;
  /** Last day of the range, inclusive. */
  to: Scalars['Date']['input'];
  /** Only these tours. */
  tourIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One dimension value of a report group. */
export type BookingReportKey = {
  __typename?: 'BookingReportKey';
  /** The dimension. */
  dimension: BookingReportDimension;
  /**
   * For a STATUS key whose value is UNKNOWN: the provider's status text as sent (each text is its own group).
   * Null otherwise.
   */
  providerStatus?: Maybe<Scalars['String']['output']>;
  /** Its value (tour id, agency code, name, yyyy-mm or a BookingReportStatus value). */
  value: Scalars['String']['output'];
};

/** How far a bookingReport has read the provider's booking search. */
export type BookingReportProgress = {
  __typename?: 'BookingReportProgress';
  /** Bookings read so far. */
  bookingsScanned: Scalars['Int']['output'];
  /** True once every page is read (the report is being summed or was answered). */
  done: Scalars['Boolean']['output'];
  /** Provider pages read so far (1000 bookings a page). */
  pagesRead: Scalars['Int']['output'];
  /** Provider pages of the range; null until the first page is read. */
  totalPages?: Maybe<Scalars['Int']['output']>;
};

/**
 * One booking, as a report row (the provider's booking search gives bookings, not trips). Money in the row's
 * currency; the tour is the booking's first (main) tour, `tourIds` lists them all.
 */
export type BookingReportRow = {
  __typename?: 'BookingReportRow';
  /** Agency code; null for consumer bookings. */
  agencyCode?: Maybe<Scalars['String']['output']>;
  /** Date the booking was made. */
  bookingDate: Scalars['Date']['output'];
  /** Agency commission (0 for consumer bookings). */
  commission: Money;
  /** Consultant name; null for consumer bookings. */
  consultant?: Maybe<Scalars['String']['output']>;
  /** ISO 4217 currency. */
  currency: Scalars['String']['output'];
  /** Departure date. */
  departureDate: Scalars['Date']['output'];
  /** Gross total of the booking (after discounts and cancellations). */
  gross: Money;
  /** Group booking id. */
  groupBookingId: Scalars['ID']['output'];
  /** Nett total (gross minus commission). */
  nett: Money;
  /** Outstanding amount. */
  outstanding: Money;
  /** Amount paid. */
  paid: Money;
  /** Number of passengers of the booking. */
  passengers: Scalars['Int']['output'];
  /** The provider's status text as sent. */
  providerStatus: Scalars['String']['output'];
  /** Status: UNKNOWN when the provider's text names no known state. */
  status: BookingReportStatus;
  /** Tour id of the booking's first (main) trip. */
  tourId: Scalars['ID']['output'];
  /** Every tour id of the booking, main trips and add-ons, in booked order. */
  tourIds: Array<Scalars['ID']['output']>;
  /** Tour name of tourId (from the catalogue; the id when the tour is no longer listed). */
  tourName: Scalars['String']['output'];
};

/** A page of report rows. */
export type BookingReportRowConnection = {
  __typename?: 'BookingReportRowConnection';
  /** Cursor for the next page; null at the end. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more rows follow. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Rows of this page. */
  rows: Array<BookingReportRow>;
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

/** Booking status in OCTO's words (the provider's values are not given by the seeds). */
export type BookingStatus =
  /** All passengers cancelled. */
  | 'CANCELLED'
  /** Paid in full, part-paid or confirmed by an agent method. */
  | 'CONFIRMED'
  /** Held and not paid in time. */
  | 'EXPIRED'
  /** Booked, not paid yet. */
  | 'ON_HOLD'
  /** Awaiting the operator's confirmation (on request). */
  | 'PENDING';

/**
 * Totals of a booking from the provider's figures, in the booking's currency (seed 000 §2 Booking detail, seed 001 §2
 * Booking page, Confirmation). The lines add up: tripPrice + discount = subtotal; subtotal + addOnsTotal +
 * cancellationFees = total; total − paid = balance; paid + paidCardFees = paidIncludingFees.
 */
export type BookingTotals = {
  __typename?: 'BookingTotals';
  /** Number of add-on trips. */
  addOnCount: Scalars['Int']['output'];
  /** Sum of the add-on trips (never discounted). */
  addOnsTotal: Money;
  /** Agents only: Nett and Commission (seed 000 §2 nett price; seed 001 §2 Payment summary), notes, no part of a sum. */
  agentLines?: Maybe<Array<MoneyLine>>;
  /** BALANCE REMAINING: total minus paid. */
  balance: Money;
  /** When the balance is due; null when nothing is outstanding. */
  balanceDueDate?: Maybe<Scalars['Date']['output']>;
  /** Total, Paid (positive, taken away) and the Balance remaining they leave (`balance`) (seed 000 §2 PAID, BALANCE). */
  balanceLines: Array<MoneyLine>;
  /** Cancellation fees of cancelled passengers (zero when none). */
  cancellationFees: Money;
  /** Agents only: commission. */
  commission?: Maybe<Money>;
  /** Total discount (negative or zero). */
  discount: Money;
  /** Discount percentage rounded to whole numbers (seed 001 §9); 0 when none. */
  discountPercentage: Scalars['Int']['output'];
  /**
   * The price block (seed 001 §2 Payment summary): Trip Price, Discount with its percentage, Subtotal, Optional
   * Add-on (xN), Cancellation fees when charged, and the Total they add up to (`total`).
   */
  lines: Array<MoneyLine>;
  /** Agents only: NETT, the total minus commission. */
  nett?: Maybe<Money>;
  /** PAID: paid towards the total (card fees not included). */
  paid: Money;
  /** Card fees paid on top of `paid`. */
  paidCardFees: Money;
  /** Paid plus card fees paid: what was charged ('Total Price Paid'). */
  paidIncludingFees: Money;
  /**
   * What was charged (seed 001 §2 Confirmation 'Total Price Paid'): Paid, card fees paid when there were any, and
   * their sum (`paidIncludingFees`); only the Total Price Paid line without card fees.
   */
  paidLines: Array<MoneyLine>;
  /**
   * The booking's figures said once (seed 000 §2 Booking detail, seed 001 §2 Booking page): Trip Price and Discount
   * only when discounted (or with cancellation fees), add-ons and cancellation fees, the Total (a subtotal here),
   * Paid (positive, taken away) and the Balance remaining they leave (`balance`).
   */
  statementLines: Array<MoneyLine>;
  /** Trip price plus discount. */
  subtotal: Money;
  /** TOTAL: subtotal plus add-ons plus cancellation fees; what the booking costs, includes all taxes, no card fee. */
  total: Money;
  /** Trip Price: the main trips' gross price of the passengers still booked, before discount. */
  tripPrice: Money;
};

/** Operator brand. */
export type Brand =
  /** Haggis Adventures */
  | 'HAG'
  /** Highland Explorer */
  | 'HEX';

/** Cache scope of a response: PUBLIC may be shared between users, PRIVATE only by one session. */
export type CacheControlScope =
  /** Cacheable only for the one session (HTTP Cache-Control: private). */
  | 'PRIVATE'
  /** Cacheable by shared caches. */
  | 'PUBLIC';

/** One day of a tour's capacity calendar (seed 001 §3 Calendar day, §4 states, §9 seat labels). */
export type CalendarDay = {
  __typename?: 'CalendarDay';
  /** Day state (seed 001 §4): CLOSED (unavailable), SOLD_OUT (full), LIMITED (almost full) or AVAILABLE. */
  availability: AvailabilityStatus;
  /** The date (Europe/London). */
  date: Scalars['Date']['output'];
  /** Day of the month, 1-31. */
  dayNumber: Scalars['Int']['output'];
  /** Free seats; -1 when unknown. */
  freeSeats: Scalars['Int']['output'];
  /** Lowest price per person that day in the session currency; null when none. Private (session currency). */
  fromPrice?: Maybe<Money>;
  /** False for the leading and trailing days that complete the first and last weeks. */
  isCurrentMonth: Scalars['Boolean']['output'];
  /** True for today's date in Europe/London. */
  isToday: Scalars['Boolean']['output'];
  /** On request: bookable subject to confirmation. */
  onRequest: Scalars['Boolean']['output'];
  /** 'Full', 'Last seats', '{n} left' or '5 +'; null when closed. */
  seatLabel?: Maybe<Scalars['String']['output']>;
  /** Selectable for the requested party size (not full, capacity covers it, in the month). */
  selectable: Scalars['Boolean']['output'];
  /** Highest price per person that day in the session currency; null when none. Private (session currency). */
  toPrice?: Maybe<Money>;
};

/** A month of a tour's capacity calendar, as Monday-first whole weeks. */
export type CalendarMonth = {
  __typename?: 'CalendarMonth';
  /**
   * True when the provider could not be reached and these days show the last capacity read instead (at most
   * CAPACITY_STALE_SECONDS old): screens say 'availability may have changed'. Quotes and bookings always check
   * current availability.
   */
  availabilityMayHaveChanged: Scalars['Boolean']['output'];
  /** Month number 1-12. */
  month: Scalars['Int']['output'];
  /** English month name. */
  monthName: Scalars['String']['output'];
  /** Whole weeks, Monday first (seed 001 §9). */
  weeks: Array<CalendarWeek>;
  /** Four-digit year. */
  year: Scalars['Int']['output'];
};

/** A Monday-to-Sunday week of a tour calendar. */
export type CalendarWeek = {
  __typename?: 'CalendarWeek';
  /** Seven days, Monday first. */
  days: Array<CalendarDay>;
};

/** A change of the cancellation fee: from date on, cancelling costs feePercent percent. */
export type CancellationFeeChange = {
  __typename?: 'CancellationFeeChange';
  /** First day (Europe/London) of the new fee. */
  date: Scalars['Date']['output'];
  /** Fee in percent of the place's price after discount. */
  feePercent: Scalars['Float']['output'];
};

/** The cancellation fees of one departure as of today (Europe/London). */
export type CancellationFeeSchedule = {
  __typename?: 'CancellationFeeSchedule';
  /** The later changes of the fee in date order; empty once the last tier applies. */
  changes: Array<CancellationFeeChange>;
  /** Fee percent of a cancellation today. */
  feePercentToday: Scalars['Float']['output'];
  /**
   * The policy as the customer reads it, e.g. 'Free cancellation until 14 February 2027; 25 % fee from 15 February;
   * 50 % from 17 March; no refund from 9 April. Card fees are not refunded.'
   */
  text: Scalars['String']['output'];
};

/** What cancelling a place of a tour costs, by days before departure (Europe/London calendar days). */
export type CancellationPolicy = {
  __typename?: 'CancellationPolicy';
  /** Whether card fees paid are refunded on cancellation (the provider refunds cash paid only when false). */
  cardFeesRefunded: Scalars['Boolean']['output'];
  /** The fees of one departure as of today (Europe/London): the fee now and the dates it changes. */
  schedule: CancellationFeeSchedule;
  /** Non-overlapping tiers covering every day from 0 up, most days first. */
  tiers: Array<CancellationTier>;
};


/** What cancelling a place of a tour costs, by days before departure (Europe/London calendar days). */
export type CancellationPolicyScheduleArgs = {
  departureDate: Scalars['Date']['input'];
};

/** What cancelling some trip passengers would cost now (the provider's cancellation quote), in the booking's currency. */
export type CancellationQuote = {
  __typename?: 'CancellationQuote';
  /** Sum of the passengers' cancellation fees. */
  cancellationFee: Money;
  /** The booking quoted. */
  groupBookingId: Scalars['ID']['output'];
  /** Sum of what the passengers have paid. */
  paid: Money;
  /** One line per place that would be cancelled (the passengers asked for and their add-on places), in booked order. */
  passengers: Array<CancellationQuotePassenger>;
  /** Sum of the refunds: what was paid above the fees. */
  refund: Money;
};

/** One place of a cancellation quote. */
export type CancellationQuotePassenger = {
  __typename?: 'CancellationQuotePassenger';
  /** The fee charged if cancelled now (0 when free). */
  cancellationFee: Money;
  /** Guest name as shown on the booking ('First Family', or 'Passenger n' before details are given). */
  name: Scalars['String']['output'];
  /** Paid so far towards this place. */
  paid: Money;
  /** Refunded on cancelling: what was paid above the fee (0 when nothing was). */
  refund: Money;
  /** Tour name of the trip. */
  tourName: Scalars['String']['output'];
  /** The trip passenger. */
  tripPassengerId: Scalars['ID']['output'];
};

/** Result of `cancellationQuote`. */
export type CancellationQuotePayload = {
  __typename?: 'CancellationQuotePayload';
  /** The quote; null when refused. */
  quote?: Maybe<CancellationQuote>;
  /** Why it was refused (unknown booking or passengers). */
  userErrors: Array<UserError>;
};

/** One tier of a cancellation policy: the fee for cancelling daysFrom to daysTo days before departure. */
export type CancellationTier = {
  __typename?: 'CancellationTier';
  /** Fewest days before departure the tier covers (inclusive). */
  daysFrom: Scalars['Int']['output'];
  /** Most days before departure the tier covers (inclusive); null: no upper bound. */
  daysTo?: Maybe<Scalars['Int']['output']>;
  /** Fee in percent of the place's price after discount. */
  feePercent: Scalars['Float']['output'];
};

/**
 * What paying an amount by card costs (seed 000 §3 card_fee, debit_card_fee; the provider's hosted form charges
 * exactly this): the amount, the card fee as its own line and the sum the card is charged.
 */
export type CardCharge = {
  __typename?: 'CardCharge';
  /** The amount paid towards the booking. */
  amount: Money;
  /** Credit-card fee charged on top of the amount. */
  cardFee: Money;
  /** Debit-card fee charged on top of the amount, when the provider gives one. */
  debitCardFee?: Maybe<Money>;
  /** Amount plus the debit-card fee: what a debit card is charged; null without a debit-card fee. */
  debitTotal?: Maybe<Money>;
  /** True when a debit card pays another fee than a credit card (said before payment). */
  feeDependsOnCardType: Scalars['Boolean']['output'];
  /**
   * The card block: the amount due now, the card fee (the credit-card fee when a debit
   * card pays another) and what the card is charged (`total`).
   */
  lines: Array<MoneyLine>;
  /** Amount plus the credit-card fee: what a credit card is charged. */
  total: Money;
};

/** What the web needs to show the hosted card page. */
export type CardPaymentSession = {
  __typename?: 'CardPaymentSession';
  /** Where the card page returns when the payer cancels (the site's /creditcard). */
  cancellationUrl: Scalars['String']['output'];
  /** What the card will be charged: the amount, the card fee and their sum (the hosted page shows the same). */
  charge: CardCharge;
  /** Where the card page returns after a failed payment (the site's /failed_payment; the reason is appended). */
  failureUrl: Scalars['String']['output'];
  /** URL of the provider's hosted card page, shown in an iframe (500px container). */
  hostedPageUrl?: Maybe<Scalars['String']['output']>;
  /** Origin whose window messages are accepted (the payment host). */
  messageOrigin: Scalars['String']['output'];
  /** Full amount or deposit. */
  option: PaymentOption;
  /** The provider's payment reference, passed back to completeCardPayment. */
  paymentReference: Scalars['String']['output'];
  /** URL for the redirect flow ('Make payment now'), when the provider uses one. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** Where the card page returns after a successful payment (the site's /confirmation). */
  successUrl: Scalars['String']['output'];
};

/** Change of the signed-in agent's password. */
export type ChangePasswordInput = {
  /** The new password again; must match ('Please new password and confirmed password don't match.'). */
  confirmPassword: Scalars['String']['input'];
  /** Current password ('Please enter your current password.' when empty). */
  currentPassword: Scalars['String']['input'];
  /** New password ('Please enter your new password.' when empty). */
  newPassword: Scalars['String']['input'];
};

/** Result of changePassword. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** True when changed ('Sucessfully changed password'). */
  success: Scalars['Boolean']['output'];
  /** The seed 000 §5 password messages or the provider message. */
  userErrors: Array<UserError>;
};

/** Result of completeCardPayment. */
export type CompleteCardPaymentPayload = {
  __typename?: 'CompleteCardPaymentPayload';
  /** The booking after the payment (also when the transaction was already completed, or nothing more was due). */
  booking?: Maybe<Booking>;
  /** The seed's text for the reason: 'Your payment has been rejected by your payment provider' or 'An Unknown payment error has occured'. */
  failureMessage?: Maybe<Scalars['String']['output']>;
  /** The provider's reason when the payment failed (contains 'rejected' for declined cards); the /failed_payment query parameter. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** Attempts used so far, for the Retry Payment button. */
  paymentAttempts?: Maybe<PaymentAttempts>;
  /** Expected failures (unknown booking, a superseded payment, nothing or less outstanding than the payment). */
  userErrors: Array<UserError>;
};

/** A consultant: a contact person of an agency (seed 000 §3 Contact). */
export type Consultant = {
  __typename?: 'Consultant';
  /** Provider contact id. */
  contactId: Scalars['ID']['output'];
  /** E-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Second (family) name. */
  secondName: Scalars['String']['output'];
};

/** A consultant contact to create or edit. */
export type ConsultantInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Second (family) name. */
  secondName: Scalars['String']['input'];
};

/** A country for nationality and dialling codes. Public catalogue data. */
export type Country = {
  __typename?: 'Country';
  /** International dialling code, e.g. '+44'. */
  dialingCode?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 code, e.g. 'GB'. */
  isoCountryCode: Scalars['ID']['output'];
  /** English country name. */
  name: Scalars['String']['output'];
  /** English word for the country's nationals (demonym), e.g. 'British' for GB; null when unknown. Nationality search. */
  nationality?: Maybe<Scalars['String']['output']>;
};

/** Result of createPaymentLink. */
export type CreatePaymentLinkPayload = {
  __typename?: 'CreatePaymentLinkPayload';
  /** Expiry as ISO date-time with offset. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** Path of the payment link on the consumer site, containing 'paylink' and the signed token. */
  path?: Maybe<Scalars['String']['output']>;
  /** Expected failures (unknown booking, nothing outstanding). */
  userErrors: Array<UserError>;
};

/** A currency the site sells in. Public. */
export type Currency = {
  __typename?: 'Currency';
  /** True for the default currency (GBP). */
  isDefault: Scalars['Boolean']['output'];
  /** ISO 4217 code, e.g. 'GBP'. */
  isoCurrencyCode: Scalars['ID']['output'];
  /** Display mask, e.g. '£#,##0.00'. */
  mask: Scalars['String']['output'];
  /** English name, e.g. 'Pound sterling'. */
  name: Scalars['String']['output'];
};

/** A departure of a tour at a date and time. */
export type Departure = {
  __typename?: 'Departure';
  /** Seat state of this departure. */
  availability: AvailabilityStatus;
  /** Free seats; -1 when unknown. */
  freeSeats: Scalars['Int']['output'];
  /** 'Full', 'Last seats', '{n} left' or '5 +'; null when closed. */
  seatLabel?: Maybe<Scalars['String']['output']>;
  /** Start as ISO date-time with offset (Europe/London). */
  startDateTime: Scalars['String']['output'];
  /** Start time HH:MM. */
  time: Scalars['String']['output'];
};

/** One day of the Dates panel calendar. */
export type DepartureCalendarDay = {
  __typename?: 'DepartureCalendarDay';
  /** The date (Europe/London). */
  date: Scalars['Date']['output'];
  /** Day of the month, 1-31. */
  dayNumber: Scalars['Int']['output'];
  /** False for days that complete the first and last weeks. */
  isCurrentMonth: Scalars['Boolean']['output'];
  /** True for today's date in Europe/London. */
  isToday: Scalars['Boolean']['output'];
  /** '1 Tour' or '{n} Tours'; null when none. */
  label?: Maybe<Scalars['String']['output']>;
  /** Number of tours departing. */
  tourCount: Scalars['Int']['output'];
  /** Tour ids departing that day. */
  tourIds: Array<Scalars['ID']['output']>;
};

/** The Dates panel's month: per day the tours departing. */
export type DepartureCalendarMonth = {
  __typename?: 'DepartureCalendarMonth';
  /** Month number 1-12. */
  month: Scalars['Int']['output'];
  /** English month name, e.g. 'July'. */
  monthName: Scalars['String']['output'];
  /** Months that can be chosen in the month selector. */
  months: Array<YearMonth>;
  /** Whole weeks, Monday first. */
  weeks: Array<DepartureCalendarWeek>;
  /** Four-digit year. */
  year: Scalars['Int']['output'];
};

/** A Monday-to-Sunday week of the Dates panel. */
export type DepartureCalendarWeek = {
  __typename?: 'DepartureCalendarWeek';
  /** Seven days, Monday first. */
  days: Array<DepartureCalendarDay>;
};

/** Who travels on one departure of a tour. */
export type DepartureManifest = {
  __typename?: 'DepartureManifest';
  /** The bookings travelling, in pick-up time then booking id order. */
  bookings: Array<ManifestBooking>;
  /** Departure day, yyyy-mm-dd (Europe/London). */
  date: Scalars['Date']['output'];
  /** Departure time HH:mm (Europe/London), as the provider gives the trip's start. */
  departureTime: Scalars['String']['output'];
  /** Passengers per pick-up point, in pick-up time order (bookings without one under a null point). */
  pickups: Array<ManifestPickupCount>;
  /** Totals of the departure: the sums of the bookings listed. */
  totals: ManifestTotals;
  /** Tour id. */
  tourId: Scalars['ID']['output'];
  /** Tour name (from the catalogue; the provider's trip name when the tour is no longer listed). */
  tourName: Scalars['String']['output'];
};

/** Which departures a manifest covers. Report tokens only. */
export type DepartureManifestInput = {
  /** First departure day, inclusive (Europe/London). */
  from: Scalars['Date']['input'];
  /** Last departure day, inclusive; at most 7 days after from. */
  to: Scalars['Date']['input'];
  /** Only these tours (all tours when absent). */
  tourIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The manifests of a range: one per departure (tour and day), in date then tour order. */
export type DepartureManifestReport = {
  __typename?: 'DepartureManifestReport';
  /** Bookings loaded for the range: those the provider's search found around it that may travel on it (before cancelled places are left out). */
  bookingsScanned: Scalars['Int']['output'];
  /** One manifest per departure with at least one passenger. */
  departures: Array<DepartureManifest>;
};

/** Duration filter: day tours, or multi-day tours ('2-8'). */
export type DurationFilter =
  /** Day tours (duration days 0). */
  | 'DAY_TOURS'
  /** Query value '2-8': tours whose duration days is above 0. */
  | 'MULTI_DAY';

/** Result of emailBookingDocument. */
export type EmailBookingDocumentPayload = {
  __typename?: 'EmailBookingDocumentPayload';
  /** True when the provider accepted the message. */
  sent: Scalars['Boolean']['output'];
  /** Expected failures. */
  userErrors: Array<UserError>;
};

/** A filter list with its tags. */
export type Filter = {
  __typename?: 'Filter';
  /** Filter list name, e.g. 'Location'. */
  name: Scalars['String']['output'];
  /** Tags of the list. */
  tags: Array<FilterTag>;
};

/** A selectable tag of a filter list. */
export type FilterTag = {
  __typename?: 'FilterTag';
  /** Name of the list the tag belongs to. */
  filterName: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Provider tag id, sent back in TourSearchInput.tagIds. */
  tagId: Scalars['ID']['output'];
  /** Provider tag name (machine form). */
  tagName: Scalars['String']['output'];
};

/** Passenger gender as the provider accepts it. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE';

/** A guest of a booking. Contact fields are shown on the booking page for the lead guest only. */
export type Guest = {
  __typename?: 'Guest';
  /** Age category. */
  ageCategory: AgeCategoryName;
  /** Date of birth as dd-mm-yyyy. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** E-mail (shown for the lead guest only). */
  email?: Maybe<Scalars['String']['output']>;
  /** Emergency contact name. */
  emergencyContact?: Maybe<Scalars['String']['output']>;
  /** Emergency dial code, e.g. '+44'. */
  emergencyCountryCode?: Maybe<Scalars['String']['output']>;
  /** Emergency number. */
  emergencyNumber?: Maybe<Scalars['String']['output']>;
  /** Family name. */
  familyName?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Gender. */
  gender?: Maybe<Gender>;
  /** All required fields are filled and valid. */
  isComplete: Scalars['Boolean']['output'];
  /** Nationality ISO country code. */
  nationality?: Maybe<Scalars['String']['output']>;
  /** Fields shown but not required. */
  optionalFields: Array<PassengerField>;
  /** Provider passenger identifier. */
  passengerId: Scalars['ID']['output'];
  /** Post code (shown for the lead guest only). */
  postCode?: Maybe<Scalars['String']['output']>;
  /** Fields that must be filled before payment. */
  requiredFields: Array<PassengerField>;
  /** Telephone dial code, e.g. '+44'. */
  telephoneCountryCode?: Maybe<Scalars['String']['output']>;
  /** Telephone number (shown for the lead guest only). */
  telephoneNumber?: Maybe<Scalars['String']['output']>;
};

/** An image served by the provider, resized on request. */
export type Image = {
  __typename?: 'Image';
  /** Text alternative for the image. */
  alt: Scalars['String']['output'];
  /** Image URL at the requested width (px) and optional height, cropped when both are given. */
  url: Scalars['String']['output'];
};


/** An image served by the provider, resized on request. */
export type ImageUrlArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  width: Scalars['Int']['input'];
};

/** One day of a tour's itinerary. */
export type ItineraryDay = {
  __typename?: 'ItineraryDay';
  /** What happens that day (plain text). */
  description: Scalars['String']['output'];
  /** Day title, e.g. 'Day 1: Edinburgh to Inverness'. */
  name: Scalars['String']['output'];
};

/** Result of logIn (agent login step 1). */
export type LogInPayload = {
  __typename?: 'LogInPayload';
  /** Set when the credentials are valid: choose a consultant next. */
  pendingLogin?: Maybe<PendingLogin>;
  /** The provider's error_message when valid_login is false, or throttling. */
  userErrors: Array<UserError>;
};

/** Result of logOut. */
export type LogOutPayload = {
  __typename?: 'LogOutPayload';
  /** The viewer after signing out (agent null). */
  viewer: Viewer;
};

/** An add-on product of a trip. */
export type ManifestAddOn = {
  __typename?: 'ManifestAddOn';
  /** Its name. */
  name: Scalars['String']['output'];
  /** Names of the passengers who have it (cancelled places left out). */
  passengers: Array<Scalars['String']['output']>;
  /** The add-on's tour id. */
  tourId: Scalars['ID']['output'];
};

/** One booking on a departure. */
export type ManifestBooking = {
  __typename?: 'ManifestBooking';
  /** Add-on products booked with the trip. */
  addOns: Array<ManifestAddOn>;
  /** Agency code; null for a consumer booking. */
  agencyCode?: Maybe<Scalars['String']['output']>;
  /** Consultant (agent) who made it; null for a consumer booking. */
  consultant?: Maybe<Scalars['String']['output']>;
  /** Group booking id. */
  groupBookingId: Scalars['ID']['output'];
  /** The booking's lead contact: its first passenger with a place on this departure. */
  leadContact: ManifestContact;
  /** The booking's notes (dietary, special assistance, other). */
  notes: Array<ManifestNote>;
  /** Passengers with a place on this departure (cancelled places left out), in booking order. */
  passengers: Array<ManifestPassenger>;
  /** Pick-up point of the trip; null when none was chosen. */
  pickup?: Maybe<ManifestPickup>;
  /** The provider's status text of that trip, as sent. */
  providerStatus: Scalars['String']['output'];
  /** Rooms of the trip (empty for a day tour). */
  rooms: Array<ManifestRoom>;
  /** Status of the booking's trip on this departure: UNKNOWN when the provider's text names no known state. */
  status: BookingReportStatus;
};

/** How to reach a booking's lead passenger. */
export type ManifestContact = {
  __typename?: 'ManifestContact';
  /** E-mail address; null when not given. */
  email?: Maybe<Scalars['String']['output']>;
  /** Name, 'First Family' (or 'Passenger n' while not given). */
  name: Scalars['String']['output'];
  /** Telephone number with its country code; null when not given. */
  telephone?: Maybe<Scalars['String']['output']>;
};

/** A count of one kind. */
export type ManifestCount = {
  __typename?: 'ManifestCount';
  /** How many. */
  count: Scalars['Int']['output'];
  /** What is counted: an age category, room type or add-on tour id. */
  key: Scalars['String']['output'];
};

/** A booking note as entered. */
export type ManifestNote = {
  __typename?: 'ManifestNote';
  /** The note. */
  note: Scalars['String']['output'];
  /** Dietary, Special Assistance or Other (the provider's text). */
  type: Scalars['String']['output'];
};

/** One passenger on a departure. */
export type ManifestPassenger = {
  __typename?: 'ManifestPassenger';
  /** Age category as the provider names it (Adult, Child, Senior, Student …). */
  ageCategory: Scalars['String']['output'];
  /** Name, 'First Family' (or 'Passenger n' while not given). */
  name: Scalars['String']['output'];
  /** Room type of the passenger's room on this trip; null for a day tour. */
  roomType?: Maybe<Scalars['String']['output']>;
  /** Status of the passenger's place: UNKNOWN when the provider's text names no known state. */
  status: BookingReportStatus;
};

/** A pick-up point as booked. */
export type ManifestPickup = {
  __typename?: 'ManifestPickup';
  /** Address; null when the provider gives none. */
  address?: Maybe<Scalars['String']['output']>;
  /** Name of the point. */
  name: Scalars['String']['output'];
  /** The provider's pick-up point id. */
  pickupId: Scalars['ID']['output'];
  /** Pick-up time HH:mm (Europe/London). */
  time: Scalars['String']['output'];
};

/** Passengers picked up at one point of a departure. */
export type ManifestPickupCount = {
  __typename?: 'ManifestPickupCount';
  /** Bookings picked up there. */
  bookings: Scalars['Int']['output'];
  /** Passengers picked up there. */
  passengers: Scalars['Int']['output'];
  /** The point; null for bookings without a pick-up point. */
  pickup?: Maybe<ManifestPickup>;
};

/** A room of a trip and who shares it. */
export type ManifestRoom = {
  __typename?: 'ManifestRoom';
  /** Names of the passengers in the room. */
  occupants: Array<Scalars['String']['output']>;
  /** Room type (single, twin, double …). */
  roomType: Scalars['String']['output'];
};

/** Counts of a departure. */
export type ManifestTotals = {
  __typename?: 'ManifestTotals';
  /** Add-on places per add-on tour id, in id order. */
  addOns: Array<ManifestCount>;
  /** Bookings on the departure. */
  bookings: Scalars['Int']['output'];
  /** Passengers per age category, in name order. */
  byAgeCategory: Array<ManifestCount>;
  /** Passengers on the departure (the sum over the pick-ups). */
  passengers: Scalars['Int']['output'];
  /** Rooms per room type, in name order (empty for a day tour). */
  rooms: Array<ManifestCount>;
};

/** An amount of money in one currency, as integer minor units. */
export type Money = {
  __typename?: 'Money';
  /** Amount in minor units (pence for GBP); negative for discounts. */
  amountMinor: Scalars['MinorUnits']['output'];
  /** ISO 4217 currency code, e.g. GBP. */
  currency: Scalars['String']['output'];
};

/**
 * One line of a money block, in the block's order, built once by the gateway from the provider's figures (domain
 * money blocks): a screen draws the lines as they come and adds nothing up. In every block the SUMMAND amounts less
 * the SUBTRAHEND amounts equal, in minor units, the amount of its TOTAL line, which is the block's total.
 */
export type MoneyLine = {
  __typename?: 'MoneyLine';
  /** The amount as it counts in the block (negative for a discount; a SUBTRAHEND is positive and taken away). */
  amount: Money;
  /** The number of add-on trips of an ADD_ONS line; null on other lines. */
  count?: Maybe<Scalars['Int']['output']>;
  /** What the line is. */
  kind: MoneyLineKind;
  /** The seed's label, e.g. 'Discount (10%)', 'Optional Add-on (x1)', 'Passenger 1 (adult)', a guest's or tour's name. */
  label: Scalars['String']['output'];
  /** The whole discount percentage shown with a DISCOUNT line (seed 001 §9); null on other lines. */
  percentage?: Maybe<Scalars['Int']['output']>;
  /** How the line takes part in the block's sum. */
  role: MoneyLineRole;
};

/**
 * What a money line is (seed 001 §2 Trip summary, Itinerary breakdown, Payment summary, Confirmation, Booking page;
 * seed 000 §2 Booking detail). Its `label` is the seed's name for it; a screen may use its own wording per kind.
 */
export type MoneyLineKind =
  /** 'Optional Add-on (x2)': the add-on trips, with their number. */
  | 'ADD_ONS'
  /** 'Amount due now': the amount a card payment pays towards the booking. */
  | 'AMOUNT_DUE'
  /** 'Balance remaining': total minus commission retained minus paid. */
  | 'BALANCE'
  /** 'Cancellation fees' of cancelled passengers. */
  | 'CANCELLATION_FEES'
  /** 'Cancellation fees kept' out of what was paid, after a cancellation. */
  | 'CANCELLATION_FEES_KEPT'
  /** 'Card fee' ('Credit card fee' when a debit card pays another fee) charged on top of the amount. */
  | 'CARD_FEE'
  /** 'Card fees kept': card fees paid, not refunded on cancelling. */
  | 'CARD_FEES_KEPT'
  /** 'Charged to your card' ('Charged to a credit card' when a debit card pays another fee): amount plus card fee. */
  | 'CARD_TOTAL'
  /** Agents only: the commission. */
  | 'COMMISSION'
  /**
   * Agents only, after a nett payment: 'Commission retained', the commission the agency kept by paying the nett
   * (shown positive and taken away before the balance, like Paid).
   */
  | 'COMMISSION_RETAINED'
  /** 'Discount (10%)': negative, with its whole percentage. */
  | 'DISCOUNT'
  /** Agents only: NETT, the total minus commission. */
  | 'NETT'
  /** 'Paid': paid towards the total, card fees not included; shown positive and taken away before the balance. */
  | 'PAID'
  /** 'Card fees paid' on top of what was paid. */
  | 'PAID_CARD_FEES'
  /** 'Kept for trips still booked': what was paid and stays towards the places not cancelled. */
  | 'PAID_KEPT'
  /** A passenger's price before discount (a cancelled passenger's cancellation fee); labelled with the passenger. */
  | 'PASSENGER'
  /** 'Refunded' after a cancellation: the sum of the provider's refunds of the booking (its REFUND payments). */
  | 'REFUNDED'
  /** 'Subtotal': trip price plus discount. */
  | 'SUBTOTAL'
  /** 'Total': what the booking or basket costs, all taxes included, no card fee. */
  | 'TOTAL'
  /** 'Total Price Paid': paid plus card fees paid. */
  | 'TOTAL_PAID'
  /** A trip's price before discount, in a booking's trip summary; labelled with the tour name. */
  | 'TRIP'
  /** 'Trip Price': the main trips' prices before discount. */
  | 'TRIP_PRICE'
  /** A trip's total: its passengers' prices plus its discount ('Total'). */
  | 'TRIP_TOTAL';

/** How a money line takes part in its block: the SUMMAND lines less the SUBTRAHEND lines make the TOTAL line. */
export type MoneyLineRole =
  /** A figure that stands on its own and is no part of the sum (agents' Nett and Commission). */
  | 'NOTE'
  /** A running sum shown between the summands and not added again (Subtotal; the Total before Paid and Balance). */
  | 'SUBTOTAL'
  /** Shown as a positive amount and taken away on the way to the total (Paid before the Balance). */
  | 'SUBTRAHEND'
  /** Added towards the block's total (a discount is a negative amount and is added). */
  | 'SUMMAND'
  /** The block's total: exactly the summands less the subtrahends, in minor units. One per block. */
  | 'TOTAL';

/** Writes. Every payload carries userErrors for expected failures. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Add a booking note (Dietary, Special Assistance, Other). */
  addBookingNote: BookingPayload;
  /**
   * Amend an existing booking (seed 000 §1 agents edit bookings, §7 PUT /bookings/{id}): guest details and the
   * booking notes, checked against the unedited copy the page loaded (`amendmentVersion`): when the booking's
   * guests or notes changed elsewhere since, nothing is written and a userError code STALE_BOOKING says so. Sent
   * twice (the same change on the same copy) it is applied once and answers the booking both times. Guest details
   * follow the checkout rules (seed 001 §5 passenger details); a blank note is left out; at least one note stays
   * when the booking had any. Agents only.
   */
  amendBooking: BookingPayload;
  /**
   * Book a basket. The same idempotencyKey never creates a second booking, even from concurrent requests.
   * Failures are userErrors: 'Basket ' + booking_error, seats, 18+ and rooms messages.
   */
  book: BookPayload;
  /** Cancel the selected trip passengers of a booking; cancellation fees may apply. Frees their seats. */
  cancelBookingPassengers: BookingPayload;
  /** Change the signed-in agent's password (seed 000 §5 password rules). Agents only. */
  changePassword: ChangePasswordPayload;
  /**
   * Complete a card payment from the card page's response: checks that the payment is the booking's open one and
   * that its amount is still outstanding, then commits it; or returns the failure reason. Completing the same
   * transaction again answers the booking without charging again; a payment that is no longer due is not taken.
   */
  completeCardPayment: CompleteCardPaymentPayload;
  /** Create a signed, expiring payment link for a booking, for a consumer to pay without a login. Agents only. */
  createPaymentLink: CreatePaymentLinkPayload;
  /** E-mail a booking document (statement or itinerary) to an address. */
  emailBookingDocument: EmailBookingDocumentPayload;
  /** Agent login step 1: user name and password → the agency's contacts, or the provider's error_message. */
  logIn: LogInPayload;
  /** Sign out: clears the agent login from the session. */
  logOut: LogOutPayload;
  /** Agent payment by a non-card method; agentReference is required ('Please enter an agent reference.'). Agents only. */
  payByAgentMethod: BookingPayload;
  /** Register a new agency (seed 000 Registration screen), with ALTCHA verification and a honeypot. */
  register: RegisterPayload;
  /** Reset an agent password with the current one (seed 000 Reset password screen). */
  resetPassword: ResetPasswordPayload;
  /**
   * Agent login step 2: choose an existing contact or create a new consultant; on success the session becomes an
   * agent session. Without either: 'Please select or create a contact for your login'.
   */
  selectConsultant: SelectConsultantPayload;
  /**
   * Switch the session's display and pricing currency (query parameter `cur`, the agent portal's currency switch).
   * Agents may choose only their agency's currencies (AgentSession.currencies): CURRENCY_NOT_SOLD otherwise.
   */
  setCurrency: SetCurrencyPayload;
  /**
   * Start a card payment of the full outstanding amount or the deposit, or return the booking's open one: a booking has
   * at most one open card payment (a start with another option or amount supersedes it, and the superseded one can no
   * longer be completed). A new payment after a failure (Retry) spends an attempt, at most 3, counted in the shared
   * store; reopening the card page spends nothing.
   */
  startCardPayment: StartCardPaymentPayload;
  /**
   * Subscribe a consumer to the newsletter. Never for agents. The address must pass the checkout's e-mail rule
   * (INVALID_EMAIL at email); sign-ups are throttled per e-mail address and per client address
   * (NEWSLETTER_THROTTLED with retryAfterSeconds). Provider failures are logged, never shown.
   */
  subscribeNewsletter: SubscribeNewsletterPayload;
  /** Save guest details of a booking (seed 001 §5 passenger details; seed 000 §5 passenger validity). */
  updateBookingPassengers: BookingPayload;
  /** Apply (code) or clear (null) a promo code on an existing booking; 'Invalid or expired coupon code.' when it gives no discount. */
  updateBookingPromoCode: BookingPayload;
  /** Edit the signed-in agent's consultant contact. Agents only. */
  updateConsultant: UpdateConsultantPayload;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationAddBookingNoteArgs = {
  groupBookingId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
  type: BookingNoteType;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationAmendBookingArgs = {
  amendmentVersion: Scalars['String']['input'];
  groupBookingId: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  notes?: InputMaybe<Array<BookingNoteInput>>;
  passengers: Array<PassengerInput>;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationBookArgs = {
  basket: BasketInput;
  idempotencyKey: Scalars['String']['input'];
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationCancelBookingPassengersArgs = {
  groupBookingId: Scalars['ID']['input'];
  tripPassengerIds: Array<Scalars['ID']['input']>;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationCompleteCardPaymentArgs = {
  groupBookingId: Scalars['ID']['input'];
  paymentLinkToken?: InputMaybe<Scalars['String']['input']>;
  paymentReference: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationCreatePaymentLinkArgs = {
  groupBookingId: Scalars['ID']['input'];
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationEmailBookingDocumentArgs = {
  email: Scalars['String']['input'];
  groupBookingId: Scalars['ID']['input'];
  messageType: BookingMessageType;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationLogInArgs = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationPayByAgentMethodArgs = {
  agentReference: Scalars['String']['input'];
  groupBookingId: Scalars['ID']['input'];
  method: Scalars['String']['input'];
  option: PaymentOption;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationRegisterArgs = {
  input: RegistrationInput;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationSelectConsultantArgs = {
  contactId?: InputMaybe<Scalars['ID']['input']>;
  newConsultant?: InputMaybe<ConsultantInput>;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationSetCurrencyArgs = {
  currency: Scalars['String']['input'];
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationStartCardPaymentArgs = {
  groupBookingId: Scalars['ID']['input'];
  option: PaymentOption;
  paymentLinkToken?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationSubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationUpdateBookingPassengersArgs = {
  groupBookingId: Scalars['ID']['input'];
  passengers: Array<PassengerInput>;
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationUpdateBookingPromoCodeArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  groupBookingId: Scalars['ID']['input'];
};


/** Writes. Every payload carries userErrors for expected failures. */
export type MutationUpdateConsultantArgs = {
  input: ConsultantInput;
};

/** Passenger detail fields that can be required or optional (seed 000 §3 Passenger). */
export type PassengerField =
  /** date_of_birth. */
  | 'DATE_OF_BIRTH'
  /** email. */
  | 'EMAIL'
  /** emergency_contact. */
  | 'EMERGENCY_CONTACT'
  /** emergency_number. */
  | 'EMERGENCY_NUMBER'
  /** family_name. */
  | 'FAMILY_NAME'
  /** first_name. */
  | 'FIRST_NAME'
  /** gender. */
  | 'GENDER'
  /** iso_nationality. */
  | 'NATIONALITY'
  /** post_code. */
  | 'POST_CODE'
  /** telephone_number. */
  | 'TELEPHONE_NUMBER';

/** Guest details of one booked passenger (names truncated to 30 characters). */
export type PassengerInput = {
  /** dd-mm-yyyy or yyyy-mm-dd. */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Emergency contact name. */
  emergencyContact?: InputMaybe<Scalars['String']['input']>;
  /** Emergency dial code. */
  emergencyCountryCode?: InputMaybe<Scalars['String']['input']>;
  /** Emergency number. */
  emergencyNumber?: InputMaybe<Scalars['String']['input']>;
  /** Family name. */
  familyName?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Gender. */
  gender?: InputMaybe<Gender>;
  /** Nationality ISO country code. */
  nationality?: InputMaybe<Scalars['String']['input']>;
  /** Provider passenger identifier. */
  passengerId: Scalars['ID']['input'];
  /** Post code. */
  postCode?: InputMaybe<Scalars['String']['input']>;
  /** Dial code, e.g. '+44'. */
  telephoneCountryCode?: InputMaybe<Scalars['String']['input']>;
  /** Telephone number (leading 0, spaces, dots and dashes removed for consumers). */
  telephoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A payment made on a booking. */
export type Payment = {
  __typename?: 'Payment';
  /** Amount paid towards the booking, in the booking's currency. */
  amount: Money;
  /** Payment date. */
  date: Scalars['Date']['output'];
  /** Card fee charged on top, if any. */
  fee?: Maybe<Money>;
  /** Method code, e.g. 'CC'. */
  method: Scalars['String']['output'];
  /** Amount plus fee: what was charged. */
  total: Money;
  /** Provider transaction id. */
  transactionId: Scalars['String']['output'];
};

/**
 * Card payment attempts of a booking (at most 3, seed 001 §4, §9), counted server-side in the shared store: the first
 * card payment is an attempt and each new one after a failure (Retry) is another; opening or reloading the card page
 * again returns the open payment and spends nothing. A successful payment starts the count again.
 */
export type PaymentAttempts = {
  __typename?: 'PaymentAttempts';
  /** True while another attempt may start: retries so far (used - 1) + 1 < max (seed 001 §4 Failed payment). */
  canRetry: Scalars['Boolean']['output'];
  /** Attempts allowed: 3. */
  max: Scalars['Int']['output'];
  /** Attempts started so far (1 after the first payment try). */
  used: Scalars['Int']['output'];
};

/** An agent payment method (seed 000 §3 Payment method). */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** Display name, e.g. 'Credit card'. */
  description: Scalars['String']['output'];
  /** True for the card method (CC). */
  isCard: Scalars['Boolean']['output'];
  /** True when nett_gross is 'G' (gross): commission and NETT are hidden. */
  isGross: Scalars['Boolean']['output'];
  /** Method code; 'CC' means card. */
  method: Scalars['String']['output'];
};

/** What to pay now. */
export type PaymentOption =
  /** The deposit. */
  | 'DEPOSIT'
  /** The full outstanding amount. */
  | 'FULL';

/** A payment option with its amount and what it costs by card. */
export type PaymentOptionAmount = {
  __typename?: 'PaymentOptionAmount';
  /** Amount payable towards the booking, in the booking's currency (card fee not included). */
  amount: Money;
  /** Paying this option by card: the amount, the card fee and the fee-inclusive sum. */
  card: CardCharge;
  /**
   * Agents only: what paying this option by a nett agency method (nett_gross 'N') charges now, in the booking's
   * currency: each place's share less the commission it keeps (seed 001 §2 Payment summary NETT, §5 Agent payment).
   * The NETT while nothing is paid; once part is paid (a card deposit, an earlier payment) what is left of it. A gross
   * method ('G') charges `amount`. Null when the provider sends no commission.
   */
  nettAmount?: Maybe<Money>;
  /** The option. */
  option: PaymentOption;
};

/** Credentials accepted, consultant not chosen yet. */
export type PendingLogin = {
  __typename?: 'PendingLogin';
  /** The agency. */
  agency: Agency;
  /** The contacts to choose from. */
  contacts: Array<Consultant>;
  /** The user name that logged in. */
  userName: Scalars['String']['output'];
};

/** A hotel pick-up point (seed 001 §3 Pickup point). */
export type PickupPoint = {
  __typename?: 'PickupPoint';
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** Description of the point. */
  description?: Maybe<Scalars['String']['output']>;
  /** WGS84 latitude in degrees. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** WGS84 longitude in degrees. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** Minutes before the departure time that the pick-up happens. */
  minutesBefore: Scalars['Int']['output'];
  /** Point name, e.g. a hotel. */
  name: Scalars['String']['output'];
  /** Notes for passengers. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Provider's original id, sent in the basket as pickup_point. */
  originalId: Scalars['ID']['output'];
  /** Pick-up time HH:MM (departure minus minutesBefore); null when 00:00. */
  pickupTime?: Maybe<Scalars['String']['output']>;
  /** Provider point id. */
  pointId: Scalars['ID']['output'];
};

/** Outcome of a basket's promo codes. */
export type PromoCodeStatus =
  /** The code gives a discount. */
  | 'APPLIED'
  /** The code gives no discount ('Invalid or expired coupon code.'). */
  | 'INVALID'
  /** No code given. */
  | 'NONE';

/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type Query = {
  __typename?: 'Query';
  /** Passenger age categories (Adult, Child, Senior, Student) with limits and descriptions. */
  ageCategories: AgeCategories;
  /**
   * The signed-in agent's bookings for Manage Bookings. Without a sort: upcoming departures first (today onwards,
   * soonest first), then past departures (most recent first). Agents only.
   */
  agentBookings: AgentBookingPage;
  /**
   * Every row of the signed-in agent's bookings that `agentBookings` lists for this filter and order, all pages, as
   * a CSV document (RFC 4180, header row first; the Manage Bookings columns with total, balance and due date in the
   * booking's currency). Cells that a spreadsheet would read as a formula are quoted with a leading apostrophe.
   * Agents only.
   */
  agentBookingsCsv: AgentBookingsCsv;
  /**
   * A booking by group booking id. Agents see their own agency's bookings; consumers only a booking made in
   * their session or opened with a payment-link token. Null otherwise.
   */
  booking?: Maybe<Booking>;
  /**
   * What a booking-link token says about this booking, without asking the provider: VALID, EXPIRED (correctly
   * signed, past its expiry) or INVALID (malformed, altered, or another booking's). Null without a token.
   */
  bookingLinkState?: Maybe<BookingLinkState>;
  /**
   * Booking report grouped and summed per currency. Only for callers with a report bearer token. A provider value
   * the report cannot name (a booking status added later) is UNKNOWN with the provider's text beside it, never
   * counted as another state, and the answer's `extensions.warnings` lists it; so does a tour or agency filter
   * that matches nothing known.
   */
  bookingReport: BookingReport;
  /**
   * How far a running bookingReport has read: the pages and bookings read so far, for the progressId its input
   * carried (kept for 10 minutes after its last page). Null for an id no report of this token is running or ran.
   * Only for callers with a report bearer token.
   */
  bookingReportProgress?: Maybe<BookingReportProgress>;
  /**
   * Raw booking rows of a report, paginated by cursor. Only for callers with a report bearer token. Unknown
   * provider values are UNKNOWN with the provider's text beside them and warned in `extensions.warnings`.
   */
  bookingReportRows: BookingReportRowConnection;
  /**
   * What cancelling these trip passengers would cost if cancelled now, from the provider's cancellation quote (seed
   * 000 §2 cancel confirmation 'cancellation fees may apply'; Viator's cancel quote as the model); nothing is
   * cancelled. Add-on places go with their passenger and are quoted with it. Same access as `booking`, payment links
   * excluded. Unknown passengers are a userError naming tripPassengerIds.
   */
  cancellationQuote: CancellationQuotePayload;
  /** Countries for nationality and telephone dialling codes, sorted by name. */
  countries: Array<Country>;
  /** Currencies the site sells in (AUD, CAD, EUR, GBP default, NZD, USD, ZAR) with display masks. */
  currencies: Array<Currency>;
  /** The Dates panel's multi-tour calendar: per day of a month the tours departing (seed 001 §2 Calendar panel). */
  departureCalendar: DepartureCalendarMonth;
  /**
   * Departure manifests for operations: who travels on each departure of the range, picked up where and when, with
   * rooms, booking notes and add-ons, counted by pick-up and in total. Only for callers with a report bearer token.
   * Cancelled places are left out; the counts are those of the passengers listed.
   */
  departureManifests: DepartureManifestReport;
  /**
   * Filter lists (dropdown filters, location tags, agent brand/duration popup) with their tags. Null, with an error
   * for this field, when the provider's filter list cannot be read in time: the rest of the page still answers and
   * the search page shows the tours without the filter bar.
   */
  filters?: Maybe<Array<Filter>>;
  /**
   * Price a basket without booking it (seed 001 §4 Basket to cart). Validates the basket (seed 001 §5) and returns
   * the seed's messages as userErrors. Private: never shared between sessions.
   */
  quote: QuotePayload;
  /** A proof-of-work challenge (ALTCHA) for the registration form's human verification. */
  registrationChallenge: AltchaChallenge;
  /** One tour by its provider tour id (e.g. '3SU'), or null when unknown or not allowed for the caller's band. */
  tour?: Maybe<Tour>;
  /** Tour search for the tour list (seed 001 §2 Home and search, §4 Search and filters). Public, cached. */
  tours: TourSearchResult;
  /** Tours departing on one date for the 'Select A Trip' slide-out, with the seed's sentence. */
  toursDepartingOn: ToursOnDate;
  /** Who is calling: the signed-in agent (if any), the session's currency and the site settings the screens need. */
  viewer: Viewer;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryAgentBookingsArgs = {
  filter?: InputMaybe<AgentBookingFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AgentBookingSort>;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryAgentBookingsCsvArgs = {
  filter?: InputMaybe<AgentBookingFilter>;
  sort?: InputMaybe<AgentBookingSort>;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryBookingArgs = {
  bookingLinkToken?: InputMaybe<Scalars['String']['input']>;
  groupBookingId: Scalars['ID']['input'];
  paymentLinkToken?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryBookingLinkStateArgs = {
  groupBookingId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryBookingReportArgs = {
  input: BookingReportInput;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryBookingReportProgressArgs = {
  progressId: Scalars['ID']['input'];
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryBookingReportRowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  input: BookingReportInput;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryCancellationQuoteArgs = {
  groupBookingId: Scalars['ID']['input'];
  tripPassengerIds: Array<Scalars['ID']['input']>;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryDepartureCalendarArgs = {
  month: Scalars['Int']['input'];
  search?: InputMaybe<TourSearchInput>;
  year: Scalars['Int']['input'];
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryDepartureManifestsArgs = {
  input: DepartureManifestInput;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryQuoteArgs = {
  basket: BasketInput;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryTourArgs = {
  tourId: Scalars['ID']['input'];
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryToursArgs = {
  search?: InputMaybe<TourSearchInput>;
};


/** Reads. Catalogue fields are public and cached; price fields follow the session's currency and agent band. */
export type QueryToursDepartingOnArgs = {
  date: Scalars['Date']['input'];
  search?: InputMaybe<TourSearchInput>;
};

/** A priced basket (seed 001 §2 Trip summary and Itinerary breakdown). */
export type Quote = {
  __typename?: 'Quote';
  /** Number of add-on trips. */
  addOnCount: Scalars['Int']['output'];
  /** Sum of add-on trips. */
  addOnsTotal: Money;
  /**
   * Agents only: the lines after the breakdown (seed 001 §2 Itinerary breakdown 'Nett and Commission lines for
   * agents', §6): Nett, and Commission only while its flag is on (it is off). Notes, no part of a sum.
   */
  agentLines?: Maybe<Array<MoneyLine>>;
  /** Paying the whole total by card: the card fee (credit, and debit where it differs) shown before checkout. */
  card: CardCharge;
  /** Agents only: total commission. */
  commission?: Maybe<Money>;
  /** ISO 4217 currency of every amount of the quote. */
  currency: Scalars['String']['output'];
  /** Deposit payable now, when the booking allows one. */
  deposit?: Maybe<Money>;
  /** Total discount (negative or zero). */
  discount: Money;
  /** Discount percentage rounded to whole numbers; 0 when none. */
  discountPercentage: Scalars['Int']['output'];
  /**
   * The trip summary (seed 001 §2 Trip summary, Cart page): Trip Price, Discount with its percentage when there is
   * one, Subtotal, Optional Add-on (xN) with add-ons, and the Total they add up to (`total`).
   */
  lines: Array<MoneyLine>;
  /** Agents only: total nett. */
  nett?: Maybe<Money>;
  /** Whether the basket's promo code gave a discount (seed 001 §4: found when the first passenger's discount is above 0). */
  promoCodeStatus: PromoCodeStatus;
  /** Trip price plus discount. */
  subtotal: Money;
  /** Subtotal plus add-ons: what the customer pays, includes all taxes. */
  total: Money;
  /** Sum of trip prices before discount (main trips only). */
  tripPrice: Money;
  /** Priced trips, main trips and add-ons, in basket order. */
  trips: Array<QuotedTrip>;
};

/** Result of quote. */
export type QuotePayload = {
  __typename?: 'QuotePayload';
  /** The priced basket; null when the basket is refused. */
  quote?: Maybe<Quote>;
  /** Basket refusals with the seed 001 §5 messages (18+ member, seats, rooms, 10 passengers, currency). */
  userErrors: Array<UserError>;
};

/** One passenger's line of a quoted trip, in the quote's currency. */
export type QuotedPassenger = {
  __typename?: 'QuotedPassenger';
  /** Age category. */
  ageCategory: AgeCategoryName;
  /** Agents only. */
  commission?: Maybe<Money>;
  /** Discount (negative or zero). */
  discount: Money;
  /** Discount percentage rounded to whole numbers. */
  discountPercentage: Scalars['Int']['output'];
  /** Index (0-based) into BasketInput.passengers. */
  passengerIndex: Scalars['Int']['output'];
  /** Price per person before discount. */
  price: Money;
};

/** A room of a trip with its occupants and its supplement (already part of the occupants' prices). */
export type QuotedRoom = {
  __typename?: 'QuotedRoom';
  /** Fixed room description (seed 001 §9), e.g. 'Twin room (2 people)'. */
  description: Scalars['String']['output'];
  /** Occupants as basket passenger indexes. */
  passengerIndexes: Array<Scalars['Int']['output']>;
  /** Provider room type code, e.g. 'twin'. */
  roomType: Scalars['String']['output'];
  /**
   * The room's supplement over the cheapest bed for its occupants, in the quote's or booking's currency. It is already
   * included in the occupants' prices: shown as included, never added to a total again.
   */
  supplement: Money;
};

/** One priced trip of a quote, in the quote's currency. Its passengers' prices plus its discount are its total. */
export type QuotedTrip = {
  __typename?: 'QuotedTrip';
  /**
   * Optional add-on groups offered for this trip's departure date and party, as Tour.addOnGroups gives them
   * (seed 001 §5 Add-ons, §2 Cart page 'Optional Add-ons for {trip name}'); empty for add-on trips. Null, with an
   * error for this field, when the provider's add-ons cannot be read in time: the quote stands without the offers.
   */
  addOnGroups?: Maybe<Array<AddOnGroup>>;
  /** The cancellation fees of this departure as of today (the tour's cancellation terms); null when the provider gives none. */
  cancellationSchedule?: Maybe<CancellationFeeSchedule>;
  /** Agents only. */
  commission?: Maybe<Money>;
  /** Departure date (Europe/London). */
  departureDate: Scalars['Date']['output'];
  /** Departure time HH:MM (Europe/London) of the priced departure (train tours run twice a day); null when unknown. */
  departureTime?: Maybe<Scalars['String']['output']>;
  /** Trip discount (negative or zero). */
  discount: Money;
  /** Discount percentage rounded to whole numbers; 0 when none. */
  discountPercentage: Scalars['Int']['output'];
  /** True for an add-on trip. */
  isAddOn: Scalars['Boolean']['output'];
  /**
   * The trip's breakdown (seed 001 §2 Itinerary breakdown): 'Passenger N (category)' at the price before discount,
   * in `passengers` order, the discount when there is one, and the trip total they add up to (`total`).
   */
  lines: Array<MoneyLine>;
  /** Agents only: the trip total minus commission. */
  nett?: Maybe<Money>;
  /** Per-passenger lines. */
  passengers: Array<QuotedPassenger>;
  /**
   * The chosen hotel pick-up point and its time as the provider priced it (seed 001 §3 Pickup point, §9), with the
   * line 'Pick-up: {name} at {HH:MM}' shown on the trip in the cart and at checkout; null when none was chosen.
   */
  pickup?: Maybe<BookedPickup>;
  /** Trip price: the passengers' prices before discount. */
  price: Money;
  /** Departure date plus duration days minus 1. */
  returnDate: Scalars['Date']['output'];
  /** Rooms of the trip; empty for day tours. */
  rooms: Array<QuotedRoom>;
  /** Trip total: price plus discount. */
  total: Money;
  /** The trip's tour. */
  tour: Tour;
};

/** Result of register. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** True when the provider answered message_sent (show 'Registration Successful'). */
  success: Scalars['Boolean']['output'];
  /** Verification, required-field, honeypot or provider messages. */
  userErrors: Array<UserError>;
};

/** New agency registration (seed 000 §3 Registration request). */
export type RegistrationInput = {
  /** Australian Business Number (optional). */
  abn?: InputMaybe<Scalars['String']['input']>;
  /** Address line 1 (required). */
  agencyAddressLine1: Scalars['String']['input'];
  /** Address line 2 (optional). */
  agencyAddressLine2?: InputMaybe<Scalars['String']['input']>;
  /** Agency e-mail (required). */
  agencyEmail: Scalars['String']['input'];
  /** Agency name (required). */
  agencyName: Scalars['String']['input'];
  /** Agency phone number (required). */
  agencyPhoneNumber: Scalars['String']['input'];
  /** The ALTCHA widget's payload (base64 JSON) proving the proof-of-work challenge was solved. */
  altchaPayload?: InputMaybe<Scalars['String']['input']>;
  /** IATA number (optional). */
  iata?: InputMaybe<Scalars['String']['input']>;
  /** Applicant's name (required). */
  name: Scalars['String']['input'];
  /** Hidden honeypot field: humans leave it empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Password reset with the current password. */
export type ResetPasswordInput = {
  /** Current password. */
  currentPassword: Scalars['String']['input'];
  /** New password. */
  newPassword: Scalars['String']['input'];
  /** Agent user name. */
  userName: Scalars['String']['input'];
};

/** Result of resetPassword. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was reset. */
  success: Scalars['Boolean']['output'];
  /** 'Unable to reset password :' plus the provider message on failure. */
  userErrors: Array<UserError>;
};

/** One room of a room option. */
export type RoomAssignment = {
  __typename?: 'RoomAssignment';
  /** Description, e.g. 'Twin room (2 people)'. */
  description: Scalars['String']['output'];
  /** People in the room. */
  occupants: Scalars['Int']['output'];
  /** Occupants as basket passenger indexes (0-based). */
  passengerIndexes: Array<Scalars['Int']['output']>;
  /** Provider room type code, e.g. twin, double, single, dorm. */
  roomType: Scalars['String']['output'];
};

/** A room chosen for a trip. */
export type RoomInput = {
  /** Occupants as basket passenger indexes (0-based). */
  passengerIndexes: Array<Scalars['Int']['input']>;
  /** Provider room type code, e.g. 'twin'. */
  roomType: Scalars['String']['input'];
};

/** A room option for the party (seed 001 §5 Rooms). */
export type RoomOption = {
  __typename?: 'RoomOption';
  /** False when a room type is unavailable or lacks free seats for its occupants. */
  available: Scalars['Boolean']['output'];
  /** Stable id of the combination. */
  id: Scalars['ID']['output'];
  /** Label, with ' - Phone for Room Combination' or '(Unavailable)' when not bookable. */
  label: Scalars['String']['output'];
  /** Price of the option for the whole party over the cheapest option (seed 001 §9), in the session currency; zero for the cheapest; null when unpriced. */
  priceDifference?: Maybe<Money>;
  /** The difference as shown: '+ £20.00' ('' for the cheapest; '- £5.00' for a dorm below a minimum that excludes dorms); null when unpriced. */
  priceDifferenceLabel?: Maybe<Scalars['String']['output']>;
  /** Rooms of the combination with the passengers (basket indexes) in each. */
  rooms: Array<RoomAssignment>;
};

/** A sales group: variants of one tour sold together (seed 001 §9 Sales group display). */
export type SalesGroup = {
  __typename?: 'SalesGroup';
  /** TABS for 2-3 options, DROPDOWN for more (or when configured). */
  display: SalesGroupDisplay;
  /** Description shown with the group. */
  displayDescription?: Maybe<Scalars['String']['output']>;
  /** Display name (sales_group_display_name). */
  displayName: Scalars['String']['output'];
  /** Provider group name. */
  groupName: Scalars['String']['output'];
  /** Products of the group with a price above 0. */
  products: Array<SalesGroupProduct>;
};

/** How the sales-group options are shown (seed 001 §9). */
export type SalesGroupDisplay =
  /** A dropdown (more than 3 options, or 2-3 when configured). */
  | 'DROPDOWN'
  /** No selector: fewer than 2 listable options. */
  | 'NONE'
  /** Tabs (2-3 options). */
  | 'TABS';

/** A product of a sales group. */
export type SalesGroupProduct = {
  __typename?: 'SalesGroupProduct';
  /** Lowest Adult price per person over the option's bookable departures (the figure its own tour card shows), in the session currency; null when it has no price there. Private (session currency). */
  fromPrice?: Maybe<Money>;
  /**
   * Lowest Adult price per person over the option's selectable departures of one calendar month (Europe/London), in
   * the session currency: the 'from' shown above the calendar of that month; null when the month has none. Private
   * (session currency).
   */
  monthFromPrice?: Maybe<Money>;
  /** Product name. */
  name: Scalars['String']['output'];
  /**
   * The Adult price per person of the option's departure on that date, in the session currency: the price once a date
   * is chosen; null when that day is not selectable. Private (session currency).
   */
  priceOn?: Maybe<Money>;
  /** Tour id of the product. */
  tourId: Scalars['ID']['output'];
};


/** A product of a sales group. */
export type SalesGroupProductMonthFromPriceArgs = {
  month: Scalars['Int']['input'];
  year: Scalars['Int']['input'];
};


/** A product of a sales group. */
export type SalesGroupProductPriceOnArgs = {
  date: Scalars['Date']['input'];
};

/** The hold on an unpaid booking's seats (seed 000 §3 Trip passenger expiry_time). */
export type SeatHold = {
  __typename?: 'SeatHold';
  /** When the hold ends: the earliest expiry_time of the booking's places, ISO date-time with offset (Europe/London). */
  expiresAt: Scalars['String']['output'];
  /** Whole seconds from the provider's current time until expiresAt, 0 once it has passed (screens count down from it). */
  secondsRemaining: Scalars['Int']['output'];
};

/** Result of selectConsultant. */
export type SelectConsultantPayload = {
  __typename?: 'SelectConsultantPayload';
  /** 'Please select or create a contact for your login' and provider failures. */
  userErrors: Array<UserError>;
  /** The viewer, now an agent on success. */
  viewer: Viewer;
};

/** Result of setCurrency. */
export type SetCurrencyPayload = {
  __typename?: 'SetCurrencyPayload';
  /** UNKNOWN_CURRENCY when the code is not sold. */
  userErrors: Array<UserError>;
  /** The viewer with its (possibly new) currency. */
  viewer: Viewer;
};

/** Direction of a sort. */
export type SortDirection =
  /** Lowest, earliest or A first. */
  | 'ASC'
  /** Highest, latest or Z first. */
  | 'DESC';

/** Result of startCardPayment. */
export type StartCardPaymentPayload = {
  __typename?: 'StartCardPaymentPayload';
  /** The hosted card page to show; null when refused. */
  session?: Maybe<CardPaymentSession>;
  /**
   * Expected failures ('Max Attempts Reached, please contact us or try again later.'; a payment just taken; the
   * open payment's card authorised but no longer capturable, saying that its hold remains).
   */
  userErrors: Array<UserError>;
};

/** Where a tour starts. */
export type StartLocation = {
  __typename?: 'StartLocation';
  /** Check-in closing time HH:MM (15 minutes before departure). */
  checkInTime?: Maybe<Scalars['String']['output']>;
  /** Departure city, e.g. 'Edinburgh'. */
  city: Scalars['String']['output'];
  /** Departure time HH:MM. */
  departureTime?: Maybe<Scalars['String']['output']>;
  /** Departure point description. */
  description?: Maybe<Scalars['String']['output']>;
  /** WGS84 latitude in degrees. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** WGS84 longitude in degrees. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** Departure point title. */
  title: Scalars['String']['output'];
};

/** Result of subscribeNewsletter. */
export type SubscribeNewsletterPayload = {
  __typename?: 'SubscribeNewsletterPayload';
  /** True for a consumer's well-formed request (failures are logged, never shown); false for agents, who never subscribe, and with userErrors. */
  accepted: Scalars['Boolean']['output'];
  /** Why the sign-up was refused (the field named, the specification's message); empty when accepted. */
  userErrors: Array<UserError>;
};

/** A tour (product) of the catalogue. */
export type Tour = {
  __typename?: 'Tour';
  /**
   * Optional add-on groups offered for the given date and party (seed 001 §5 Add-ons). Null, with an error for this
   * field, when the provider's add-ons cannot be read in time: the tour is still shown and booked without them.
   */
  addOnGroups?: Maybe<Array<AddOnGroup>>;
  /** Bookable online: its price for the current age category is above 0 (seed 001 §5). */
  bookableOnline: Scalars['Boolean']['output'];
  /** Temporary booking notes valid today (under 500 characters in all); empty for agents. */
  bookingNotes: Array<Scalars['String']['output']>;
  /** Operator brand. */
  brand: Brand;
  /** Brand label shown to agents on tour cards; null for non-agents. */
  brandLabel?: Maybe<Scalars['String']['output']>;
  /** Capacity calendar of one month for a party of `passengers` (seed 001 §4 Calendar day states). */
  calendar: CalendarMonth;
  /**
   * The provider's cancellation terms (seed 000 §4 Booking cancellation): the fee by days before departure, as the
   * cancel dialog charges it, and whether card fees are refunded; null when the provider gives none.
   */
  cancellationPolicy?: Maybe<CancellationPolicy>;
  /** Departures on one date (two for train tours), with seats and prices. */
  departures: Array<Departure>;
  /** Full marketing description (plain text paragraphs). */
  description: Scalars['String']['output'];
  /** Marketing headline. */
  descriptionHeadline?: Maybe<Scalars['String']['output']>;
  /**
   * Short description as the tour details panel and the tour page show it: over 200 characters truncated to 180
   * (seed 001 §9 product description); 'No description available for this tour.' when blank (seed 001 §8).
   */
  descriptionShort: Scalars['String']['output'];
  /** Duration with its labels. */
  duration: TourDuration;
  /** Lowest price per person for the default age category (Adult) in the session currency; null when unbookable. */
  fromPrice?: Maybe<Money>;
  /** True when the tour has a hotel pick-up run: the details panel offers a pick-up point (seed 001 §5 Passengers and dates). */
  hasPickupPoints: Scalars['Boolean']['output'];
  /** Main image. */
  image: Image;
  /** A train tour with two departure times a day (IVW, IW3, IW9, HIW). */
  isTrain: Scalars['Boolean']['output'];
  /** Per-day itinerary entries. */
  itinerary: Array<ItineraryDay>;
  /** Route map image of the itinerary. */
  mapImage?: Maybe<Image>;
  /** Provider mapping codes; agents only (null otherwise). */
  mappingCodes?: Maybe<Array<Scalars['String']['output']>>;
  /** Months with departures, in order. */
  months: Array<YearMonth>;
  /** Tour name. */
  name: Scalars['String']['output'];
  /** Hotel pick-up points of the tour's pick-up run, with pick-up times for that date. */
  pickupPoints: Array<PickupPoint>;
  /** Days after the tour start when post-tour add-ons depart. */
  postTourOffset: Scalars['Int']['output'];
  /** Nights before the tour offered as pre-tour accommodation offset. */
  preTourOffset: Scalars['Int']['output'];
  /** Time the tour returns, HH:MM, or null. */
  returnTime?: Maybe<Scalars['String']['output']>;
  /** Room options for the given party on a date (seed 001 §5 Rooms); empty for day tours. */
  roomOptions: Array<RoomOption>;
  /** Sales group the tour belongs to, when it has one. */
  salesGroup?: Maybe<SalesGroup>;
  /** Short name (name_short). */
  shortName?: Maybe<Scalars['String']['output']>;
  /** Departure point. */
  startLocation: StartLocation;
  /** Card teaser: short description cut at 60 characters (seed 001 §9). */
  teaser: Scalars['String']['output'];
  /** Provider tour id, e.g. '3SU', 'IVW'. */
  tourId: Scalars['ID']['output'];
};


/** A tour (product) of the catalogue. */
export type TourAddOnGroupsArgs = {
  departureDate: Scalars['Date']['input'];
  passengers: Array<AgeCategoryName>;
};


/** A tour (product) of the catalogue. */
export type TourCalendarArgs = {
  month: Scalars['Int']['input'];
  passengers?: InputMaybe<Scalars['Int']['input']>;
  year: Scalars['Int']['input'];
};


/** A tour (product) of the catalogue. */
export type TourDeparturesArgs = {
  date: Scalars['Date']['input'];
};


/** A tour (product) of the catalogue. */
export type TourPickupPointsArgs = {
  departureDate?: InputMaybe<Scalars['Date']['input']>;
};


/** A tour (product) of the catalogue. */
export type TourRoomOptionsArgs = {
  departureDate: Scalars['Date']['input'];
  passengers: Array<AgeCategoryName>;
};

/** Duration of a tour. */
export type TourDuration = {
  __typename?: 'TourDuration';
  /** Analytics/list category: '1 Day Tours' or '3-8 Day Tours'. */
  category: Scalars['String']['output'];
  /** Whole days as given by the provider. */
  days: Scalars['Int']['output'];
  /** Extra hours. */
  hours: Scalars['Int']['output'];
  /** True for tours under one day. */
  isDayTour: Scalars['Boolean']['output'];
  /** Display label: e.g. '3 Days' or '10 Hours' (seed 000 §9). */
  label: Scalars['String']['output'];
  /** Nights: days minus 1 (0 for day tours). */
  nights: Scalars['Int']['output'];
};

/** Search criteria; every field optional and combined with AND. */
export type TourSearchInput = {
  /** Include tours without departures in the range (query parameter allTours). */
  allTours?: InputMaybe<Scalars['Boolean']['input']>;
  /** Brand filter: hag or highland. */
  brand?: InputMaybe<Brand>;
  /** Departure city: edinburgh, inverness, glasgow or aberdeen. */
  departing?: InputMaybe<Scalars['String']['input']>;
  /** Departures on or after this date. */
  departureDateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Departures on or before this date. */
  departureDateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Duration filter. */
  duration?: InputMaybe<DurationFilter>;
  /** Departure month as yyyymm, e.g. '202607'. */
  month?: InputMaybe<Scalars['String']['input']>;
  /** Sort order (seed 001 §9); DEFAULT keeps the provider's order. */
  sort?: InputMaybe<TourSort>;
  /** Selected filter tag ids (accumulative rules are applied by the web before sending). */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Free text matched against name and descriptions. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Restrict to one tour (query parameter tour_id). */
  tourId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of a tour search. */
export type TourSearchResult = {
  __typename?: 'TourSearchResult';
  /** Number of tours in `tours`. */
  count: Scalars['Int']['output'];
  /** Lowest 'from' price among bookable results, for the hero 'Book tours. From {price}pp'. */
  fromPrice?: Maybe<Money>;
  /** Matching tours, deduplicated by name (ignoring bracketed text, keeping the cheaper) and sorted. */
  tours: Array<Tour>;
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

/** Tours departing on a date, for the 'Select A Trip' slide-out. */
export type ToursOnDate = {
  __typename?: 'ToursOnDate';
  /** The date. */
  date: Scalars['Date']['output'];
  /** e.g. 'There are 3 tours departing on Saturday 4 July 2026.' */
  sentence: Scalars['String']['output'];
  /** Tours departing that date. */
  tours: Array<Tour>;
};

/** One trip of the basket. */
export type TripInput = {
  /** Add-on tours attached to the trip. */
  addOns?: InputMaybe<Array<AddOnInput>>;
  /** Departure date (Europe/London). */
  departureDate: Scalars['Date']['input'];
  /** Departure time HH:MM for tours with several departures a day (train tours). */
  departureTime?: InputMaybe<Scalars['String']['input']>;
  /** Nights of accommodation after the tour. */
  nightsPostTour?: InputMaybe<Scalars['Int']['input']>;
  /** Nights of accommodation before the tour. */
  nightsPreTour?: InputMaybe<Scalars['Int']['input']>;
  /** Basket passenger indexes travelling; all when omitted. */
  passengerIndexes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Original id of the chosen pick-up point. */
  pickupPointId?: InputMaybe<Scalars['ID']['input']>;
  /** Promo code for the trip. */
  promoCode?: InputMaybe<Scalars['String']['input']>;
  /** Rooms chosen; required for trips longer than one day when room options exist. */
  rooms?: InputMaybe<Array<RoomInput>>;
  /** Provider tour id. */
  tourId: Scalars['ID']['input'];
};

/** A passenger's place on a trip, with its money (seed 000 §3 Trip passenger). */
export type TripPassenger = {
  __typename?: 'TripPassenger';
  /** Cancellation fee once cancelled (zero while booked). */
  cancellationFee: Money;
  /** Agents only: commission (zero once cancelled). */
  commission?: Maybe<Money>;
  /** Deposit payable. */
  deposit: Money;
  /** Discount (negative or zero). */
  discount: Money;
  /** Discount percentage rounded to whole numbers. */
  discountPercentage: Scalars['Int']['output'];
  /** Promo code that gave the discount. */
  discountPromoCode?: Maybe<Scalars['String']['output']>;
  /** The guest. */
  guest: Guest;
  /** Agents only: the passenger's total minus commission. */
  nett?: Maybe<Money>;
  /** True when the place awaits the operator's confirmation. */
  onRequest: Scalars['Boolean']['output'];
  /** Amount outstanding. */
  outstanding: Money;
  /** Amount paid. */
  paid: Money;
  /** Price before discount as booked, in the booking's currency. */
  price: Money;
  /** Status of this place. */
  status: BookingStatus;
  /** The passenger's part of the booking total: price plus discount while booked, the cancellation fee once cancelled. */
  total: Money;
  /** Provider trip passenger identifier. */
  tripPassengerId: Scalars['ID']['output'];
};

/** Result of updateConsultant. */
export type UpdateConsultantPayload = {
  __typename?: 'UpdateConsultantPayload';
  /** The consultant after the change. */
  consultant?: Maybe<Consultant>;
  /** Expected failures. */
  userErrors: Array<UserError>;
};

/** An expected business failure, returned as data. `message` is the specification's text, shown verbatim. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable machine code, e.g. NO_ADULT, NOT_ENOUGH_SEATS, INVALID_PROMO_CODE. */
  code: Scalars['String']['output'];
  /** Path of the offending input field, e.g. ['basket', 'trips', '0', 'rooms'], when one field is at fault. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The specification's user-facing text. */
  message: Scalars['String']['output'];
  /**
   * For refusals by throttling (LOGIN_THROTTLED, REGISTRATION_THROTTLED): whole seconds until the same request may
   * be accepted again. Null otherwise.
   */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

/** The caller as the screens need it. Private to the session. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The agent session, or null for consumers and anonymous visitors. */
  agent?: Maybe<AgentSession>;
  /** The session's currency (ISO code): GBP by default; for an agent, the agency's first currency after login. */
  currency: Scalars['String']['output'];
  /** Login step 1 done (credentials valid) but no consultant chosen yet: the contacts to choose from. */
  pendingLogin?: Maybe<PendingLogin>;
};

/** A year and month, e.g. 2026-07. */
export type YearMonth = {
  __typename?: 'YearMonth';
  /** Month number 1-12. */
  month: Scalars['Int']['output'];
  /** English month name, e.g. 'July'. */
  name: Scalars['String']['output'];
  /** Four-digit year. */
  year: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddOn: ResolverTypeWrapper<AddOnParent>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AddOnGroup: ResolverTypeWrapper<Omit<AddOnGroup, 'addOns'> & { addOns: Array<ResolversTypes['AddOn']> }>;
  AddOnInput: AddOnInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AgeCategories: ResolverTypeWrapper<AgeCategoriesParent>;
  AgeCategory: ResolverTypeWrapper<AgeCategoryParent>;
  AgeCategoryName: ResolverTypeWrapper<'ADULT' | 'CHILD' | 'SENIOR' | 'STUDENT'>;
  Agency: ResolverTypeWrapper<AgencyParent>;
  AgentBookingFilter: AgentBookingFilter;
  AgentBookingPage: ResolverTypeWrapper<Omit<AgentBookingPage, 'rows'> & { rows: Array<ResolversTypes['AgentBookingRow']> }>;
  AgentBookingRow: ResolverTypeWrapper<Omit<AgentBookingRow, 'status'> & { status: ResolversTypes['BookingStatus'] }>;
  AgentBookingSort: AgentBookingSort;
  AgentBookingSortField: ResolverTypeWrapper<'AGENT_REFERENCE' | 'BOOKING_DATE' | 'CONSULTANT' | 'DEPARTURE_DATE' | 'GROUP_BOOKING_ID' | 'LEAD_GUEST' | 'STATUS'>;
  AgentBookingsCsv: ResolverTypeWrapper<AgentBookingsCsv>;
  AgentSession: ResolverTypeWrapper<Omit<AgentSession, 'agency' | 'consultant' | 'contacts' | 'currencies'> & { agency: ResolversTypes['Agency'], consultant: ResolversTypes['Consultant'], contacts: Array<ResolversTypes['Consultant']>, currencies: Array<ResolversTypes['Currency']> }>;
  AltchaChallenge: ResolverTypeWrapper<AltchaChallenge>;
  AvailabilityStatus: ResolverTypeWrapper<'AVAILABLE' | 'CLOSED' | 'LIMITED' | 'SOLD_OUT'>;
  BasketInput: BasketInput;
  BasketPassengerInput: BasketPassengerInput;
  BookPayload: ResolverTypeWrapper<Omit<BookPayload, 'booking'> & { booking?: Maybe<ResolversTypes['Booking']> }>;
  BookedPickup: ResolverTypeWrapper<BookedPickup>;
  BookedTrip: ResolverTypeWrapper<BookedTripParent>;
  Booking: ResolverTypeWrapper<BookingParent>;
  BookingDocument: ResolverTypeWrapper<Omit<BookingDocument, 'messageType'> & { messageType?: Maybe<ResolversTypes['BookingMessageType']> }>;
  BookingLink: ResolverTypeWrapper<BookingLink>;
  BookingLinkState: ResolverTypeWrapper<'EXPIRED' | 'INVALID' | 'VALID'>;
  BookingMessageType: ResolverTypeWrapper<'AGENT_STATEMENT' | 'CONSUMER_ITINERARY' | 'CONSUMER_STATEMENT'>;
  BookingNote: ResolverTypeWrapper<Omit<BookingNote, 'type'> & { type: ResolversTypes['BookingNoteType'] }>;
  BookingNoteInput: BookingNoteInput;
  BookingNoteType: ResolverTypeWrapper<'DIETARY' | 'OTHER' | 'SPECIAL_ASSISTANCE'>;
  BookingPayload: ResolverTypeWrapper<Omit<BookingPayload, 'booking'> & { booking?: Maybe<ResolversTypes['Booking']> }>;
  BookingRefund: ResolverTypeWrapper<Omit<BookingRefund, 'lines'> & { lines: Array<ResolversTypes['MoneyLine']> }>;
  BookingReport: ResolverTypeWrapper<Omit<BookingReport, 'groups'> & { groups: Array<ResolversTypes['BookingReportGroup']> }>;
  BookingReportDateField: ResolverTypeWrapper<'BOOKING_DATE' | 'DEPARTURE_DATE'>;
  BookingReportDimension: ResolverTypeWrapper<'AGENCY' | 'CONSULTANT' | 'MONTH' | 'STATUS' | 'TOUR'>;
  BookingReportGroup: ResolverTypeWrapper<Omit<BookingReportGroup, 'key'> & { key: Array<ResolversTypes['BookingReportKey']> }>;
  BookingReportInput: BookingReportInput;
  BookingReportKey: ResolverTypeWrapper<Omit<BookingReportKey, 'dimension'> & { dimension: ResolversTypes['BookingReportDimension'] }>;
  BookingReportProgress: ResolverTypeWrapper<BookingReportProgress>;
  BookingReportRow: ResolverTypeWrapper<Omit<BookingReportRow, 'status'> & { status: ResolversTypes['BookingReportStatus'] }>;
  BookingReportRowConnection: ResolverTypeWrapper<Omit<BookingReportRowConnection, 'rows'> & { rows: Array<ResolversTypes['BookingReportRow']> }>;
  BookingReportStatus: ResolverTypeWrapper<'CANCELLED' | 'CONFIRMED' | 'EXPIRED' | 'ON_HOLD' | 'PENDING' | 'UNKNOWN'>;
  BookingStatus: ResolverTypeWrapper<'CANCELLED' | 'CONFIRMED' | 'EXPIRED' | 'ON_HOLD' | 'PENDING'>;
  BookingTotals: ResolverTypeWrapper<Omit<BookingTotals, 'agentLines' | 'balanceLines' | 'lines' | 'paidLines' | 'statementLines'> & { agentLines?: Maybe<Array<ResolversTypes['MoneyLine']>>, balanceLines: Array<ResolversTypes['MoneyLine']>, lines: Array<ResolversTypes['MoneyLine']>, paidLines: Array<ResolversTypes['MoneyLine']>, statementLines: Array<ResolversTypes['MoneyLine']> }>;
  Brand: ResolverTypeWrapper<'HAG' | 'HEX'>;
  CacheControlScope: ResolverTypeWrapper<'PRIVATE' | 'PUBLIC'>;
  CalendarDay: ResolverTypeWrapper<Omit<CalendarDay, 'availability'> & { availability: ResolversTypes['AvailabilityStatus'] }>;
  CalendarMonth: ResolverTypeWrapper<Omit<CalendarMonth, 'weeks'> & { weeks: Array<ResolversTypes['CalendarWeek']> }>;
  CalendarWeek: ResolverTypeWrapper<Omit<CalendarWeek, 'days'> & { days: Array<ResolversTypes['CalendarDay']> }>;
  CancellationFeeChange: ResolverTypeWrapper<CancellationFeeChange>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CancellationFeeSchedule: ResolverTypeWrapper<CancellationFeeSchedule>;
  CancellationPolicy: ResolverTypeWrapper<CancellationPolicyParent>;
  CancellationQuote: ResolverTypeWrapper<CancellationQuote>;
  CancellationQuotePassenger: ResolverTypeWrapper<CancellationQuotePassenger>;
  CancellationQuotePayload: ResolverTypeWrapper<CancellationQuotePayload>;
  CancellationTier: ResolverTypeWrapper<CancellationTier>;
  CardCharge: ResolverTypeWrapper<Omit<CardCharge, 'lines'> & { lines: Array<ResolversTypes['MoneyLine']> }>;
  CardPaymentSession: ResolverTypeWrapper<Omit<CardPaymentSession, 'charge' | 'option'> & { charge: ResolversTypes['CardCharge'], option: ResolversTypes['PaymentOption'] }>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  CompleteCardPaymentPayload: ResolverTypeWrapper<Omit<CompleteCardPaymentPayload, 'booking'> & { booking?: Maybe<ResolversTypes['Booking']> }>;
  Consultant: ResolverTypeWrapper<ConsultantParent>;
  ConsultantInput: ConsultantInput;
  Country: ResolverTypeWrapper<CountryParent>;
  CreatePaymentLinkPayload: ResolverTypeWrapper<CreatePaymentLinkPayload>;
  Currency: ResolverTypeWrapper<CurrencyParent>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  Departure: ResolverTypeWrapper<Omit<Departure, 'availability'> & { availability: ResolversTypes['AvailabilityStatus'] }>;
  DepartureCalendarDay: ResolverTypeWrapper<DepartureCalendarDay>;
  DepartureCalendarMonth: ResolverTypeWrapper<DepartureCalendarMonth>;
  DepartureCalendarWeek: ResolverTypeWrapper<DepartureCalendarWeek>;
  DepartureManifest: ResolverTypeWrapper<Omit<DepartureManifest, 'bookings'> & { bookings: Array<ResolversTypes['ManifestBooking']> }>;
  DepartureManifestInput: DepartureManifestInput;
  DepartureManifestReport: ResolverTypeWrapper<Omit<DepartureManifestReport, 'departures'> & { departures: Array<ResolversTypes['DepartureManifest']> }>;
  DurationFilter: ResolverTypeWrapper<'DAY_TOURS' | 'MULTI_DAY'>;
  EmailBookingDocumentPayload: ResolverTypeWrapper<EmailBookingDocumentPayload>;
  Filter: ResolverTypeWrapper<FilterParent>;
  FilterTag: ResolverTypeWrapper<FilterTagParent>;
  Gender: ResolverTypeWrapper<'FEMALE' | 'MALE'>;
  Guest: ResolverTypeWrapper<Omit<Guest, 'ageCategory' | 'gender' | 'optionalFields' | 'requiredFields'> & { ageCategory: ResolversTypes['AgeCategoryName'], gender?: Maybe<ResolversTypes['Gender']>, optionalFields: Array<ResolversTypes['PassengerField']>, requiredFields: Array<ResolversTypes['PassengerField']> }>;
  Image: ResolverTypeWrapper<ImageParent>;
  ItineraryDay: ResolverTypeWrapper<ItineraryDay>;
  LogInPayload: ResolverTypeWrapper<Omit<LogInPayload, 'pendingLogin'> & { pendingLogin?: Maybe<ResolversTypes['PendingLogin']> }>;
  LogOutPayload: ResolverTypeWrapper<Omit<LogOutPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  ManifestAddOn: ResolverTypeWrapper<ManifestAddOn>;
  ManifestBooking: ResolverTypeWrapper<Omit<ManifestBooking, 'passengers' | 'status'> & { passengers: Array<ResolversTypes['ManifestPassenger']>, status: ResolversTypes['BookingReportStatus'] }>;
  ManifestContact: ResolverTypeWrapper<ManifestContact>;
  ManifestCount: ResolverTypeWrapper<ManifestCount>;
  ManifestNote: ResolverTypeWrapper<ManifestNote>;
  ManifestPassenger: ResolverTypeWrapper<Omit<ManifestPassenger, 'status'> & { status: ResolversTypes['BookingReportStatus'] }>;
  ManifestPickup: ResolverTypeWrapper<ManifestPickup>;
  ManifestPickupCount: ResolverTypeWrapper<ManifestPickupCount>;
  ManifestRoom: ResolverTypeWrapper<ManifestRoom>;
  ManifestTotals: ResolverTypeWrapper<ManifestTotals>;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  Money: ResolverTypeWrapper<Money>;
  MoneyLine: ResolverTypeWrapper<Omit<MoneyLine, 'kind' | 'role'> & { kind: ResolversTypes['MoneyLineKind'], role: ResolversTypes['MoneyLineRole'] }>;
  MoneyLineKind: ResolverTypeWrapper<'ADD_ONS' | 'AMOUNT_DUE' | 'BALANCE' | 'CANCELLATION_FEES' | 'CANCELLATION_FEES_KEPT' | 'CARD_FEE' | 'CARD_FEES_KEPT' | 'CARD_TOTAL' | 'COMMISSION' | 'COMMISSION_RETAINED' | 'DISCOUNT' | 'NETT' | 'PAID' | 'PAID_CARD_FEES' | 'PAID_KEPT' | 'PASSENGER' | 'REFUNDED' | 'SUBTOTAL' | 'TOTAL' | 'TOTAL_PAID' | 'TRIP' | 'TRIP_PRICE' | 'TRIP_TOTAL'>;
  MoneyLineRole: ResolverTypeWrapper<'NOTE' | 'SUBTOTAL' | 'SUBTRAHEND' | 'SUMMAND' | 'TOTAL'>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PassengerField: ResolverTypeWrapper<'DATE_OF_BIRTH' | 'EMAIL' | 'EMERGENCY_CONTACT' | 'EMERGENCY_NUMBER' | 'FAMILY_NAME' | 'FIRST_NAME' | 'GENDER' | 'NATIONALITY' | 'POST_CODE' | 'TELEPHONE_NUMBER'>;
  PassengerInput: PassengerInput;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentAttempts: ResolverTypeWrapper<PaymentAttempts>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentOption: ResolverTypeWrapper<'DEPOSIT' | 'FULL'>;
  PaymentOptionAmount: ResolverTypeWrapper<Omit<PaymentOptionAmount, 'card' | 'option'> & { card: ResolversTypes['CardCharge'], option: ResolversTypes['PaymentOption'] }>;
  PendingLogin: ResolverTypeWrapper<Omit<PendingLogin, 'agency' | 'contacts'> & { agency: ResolversTypes['Agency'], contacts: Array<ResolversTypes['Consultant']> }>;
  PickupPoint: ResolverTypeWrapper<PickupPointParent>;
  PromoCodeStatus: ResolverTypeWrapper<'APPLIED' | 'INVALID' | 'NONE'>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<QuoteParent>;
  QuotePayload: ResolverTypeWrapper<Omit<QuotePayload, 'quote'> & { quote?: Maybe<ResolversTypes['Quote']> }>;
  QuotedPassenger: ResolverTypeWrapper<Omit<QuotedPassenger, 'ageCategory'> & { ageCategory: ResolversTypes['AgeCategoryName'] }>;
  QuotedRoom: ResolverTypeWrapper<QuotedRoom>;
  QuotedTrip: ResolverTypeWrapper<QuotedTripParent>;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  RegistrationInput: RegistrationInput;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RoomAssignment: ResolverTypeWrapper<RoomAssignment>;
  RoomInput: RoomInput;
  RoomOption: ResolverTypeWrapper<RoomOption>;
  SalesGroup: ResolverTypeWrapper<SalesGroupParent>;
  SalesGroupDisplay: ResolverTypeWrapper<'DROPDOWN' | 'NONE' | 'TABS'>;
  SalesGroupProduct: ResolverTypeWrapper<SalesGroupProductParent>;
  SeatHold: ResolverTypeWrapper<SeatHold>;
  SelectConsultantPayload: ResolverTypeWrapper<Omit<SelectConsultantPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SetCurrencyPayload: ResolverTypeWrapper<Omit<SetCurrencyPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SortDirection: ResolverTypeWrapper<'ASC' | 'DESC'>;
  StartCardPaymentPayload: ResolverTypeWrapper<Omit<StartCardPaymentPayload, 'session'> & { session?: Maybe<ResolversTypes['CardPaymentSession']> }>;
  StartLocation: ResolverTypeWrapper<StartLocation>;
  SubscribeNewsletterPayload: ResolverTypeWrapper<SubscribeNewsletterPayload>;
  Tour: ResolverTypeWrapper<TourParent>;
  TourDuration: ResolverTypeWrapper<TourDuration>;
  TourSearchInput: TourSearchInput;
  TourSearchResult: ResolverTypeWrapper<Omit<TourSearchResult, 'tours'> & { tours: Array<ResolversTypes['Tour']> }>;
  TourSort: ResolverTypeWrapper<'ALPHABETICAL_ASC' | 'ALPHABETICAL_DESC' | 'DEFAULT' | 'DURATION_ASC' | 'DURATION_DESC' | 'PRICE_ASC' | 'PRICE_DESC'>;
  ToursOnDate: ResolverTypeWrapper<Omit<ToursOnDate, 'tours'> & { tours: Array<ResolversTypes['Tour']> }>;
  TripInput: TripInput;
  TripPassenger: ResolverTypeWrapper<Omit<TripPassenger, 'guest' | 'status'> & { guest: ResolversTypes['Guest'], status: ResolversTypes['BookingStatus'] }>;
  UpdateConsultantPayload: ResolverTypeWrapper<Omit<UpdateConsultantPayload, 'consultant'> & { consultant?: Maybe<ResolversTypes['Consultant']> }>;
  UserError: ResolverTypeWrapper<UserError>;
  Viewer: ResolverTypeWrapper<Omit<Viewer, 'agent' | 'pendingLogin'> & { agent?: Maybe<ResolversTypes['AgentSession']>, pendingLogin?: Maybe<ResolversTypes['PendingLogin']> }>;
  YearMonth: ResolverTypeWrapper<YearMonth>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddOn: AddOnParent;
  String: Scalars['String']['output'];
  AddOnGroup: Omit<AddOnGroup, 'addOns'> & { addOns: Array<ResolversParentTypes['AddOn']> };
  AddOnInput: AddOnInput;
  ID: Scalars['ID']['output'];
  AgeCategories: AgeCategoriesParent;
  AgeCategory: AgeCategoryParent;
  Agency: AgencyParent;
  AgentBookingFilter: AgentBookingFilter;
  AgentBookingPage: Omit<AgentBookingPage, 'rows'> & { rows: Array<ResolversParentTypes['AgentBookingRow']> };
  AgentBookingRow: AgentBookingRow;
  AgentBookingSort: AgentBookingSort;
  AgentBookingsCsv: AgentBookingsCsv;
  AgentSession: Omit<AgentSession, 'agency' | 'consultant' | 'contacts' | 'currencies'> & { agency: ResolversParentTypes['Agency'], consultant: ResolversParentTypes['Consultant'], contacts: Array<ResolversParentTypes['Consultant']>, currencies: Array<ResolversParentTypes['Currency']> };
  AltchaChallenge: AltchaChallenge;
  BasketInput: BasketInput;
  BasketPassengerInput: BasketPassengerInput;
  BookPayload: Omit<BookPayload, 'booking'> & { booking?: Maybe<ResolversParentTypes['Booking']> };
  BookedPickup: BookedPickup;
  BookedTrip: BookedTripParent;
  Booking: BookingParent;
  BookingDocument: BookingDocument;
  BookingLink: BookingLink;
  BookingNote: BookingNote;
  BookingNoteInput: BookingNoteInput;
  BookingPayload: Omit<BookingPayload, 'booking'> & { booking?: Maybe<ResolversParentTypes['Booking']> };
  BookingRefund: Omit<BookingRefund, 'lines'> & { lines: Array<ResolversParentTypes['MoneyLine']> };
  BookingReport: Omit<BookingReport, 'groups'> & { groups: Array<ResolversParentTypes['BookingReportGroup']> };
  BookingReportGroup: Omit<BookingReportGroup, 'key'> & { key: Array<ResolversParentTypes['BookingReportKey']> };
  BookingReportInput: BookingReportInput;
  BookingReportKey: BookingReportKey;
  BookingReportProgress: BookingReportProgress;
  BookingReportRow: BookingReportRow;
  BookingReportRowConnection: Omit<BookingReportRowConnection, 'rows'> & { rows: Array<ResolversParentTypes['BookingReportRow']> };
  BookingTotals: Omit<BookingTotals, 'agentLines' | 'balanceLines' | 'lines' | 'paidLines' | 'statementLines'> & { agentLines?: Maybe<Array<ResolversParentTypes['MoneyLine']>>, balanceLines: Array<ResolversParentTypes['MoneyLine']>, lines: Array<ResolversParentTypes['MoneyLine']>, paidLines: Array<ResolversParentTypes['MoneyLine']>, statementLines: Array<ResolversParentTypes['MoneyLine']> };
  CalendarDay: CalendarDay;
  CalendarMonth: Omit<CalendarMonth, 'weeks'> & { weeks: Array<ResolversParentTypes['CalendarWeek']> };
  CalendarWeek: Omit<CalendarWeek, 'days'> & { days: Array<ResolversParentTypes['CalendarDay']> };
  CancellationFeeChange: CancellationFeeChange;
  Float: Scalars['Float']['output'];
  CancellationFeeSchedule: CancellationFeeSchedule;
  CancellationPolicy: CancellationPolicyParent;
  CancellationQuote: CancellationQuote;
  CancellationQuotePassenger: CancellationQuotePassenger;
  CancellationQuotePayload: CancellationQuotePayload;
  CancellationTier: CancellationTier;
  CardCharge: Omit<CardCharge, 'lines'> & { lines: Array<ResolversParentTypes['MoneyLine']> };
  CardPaymentSession: Omit<CardPaymentSession, 'charge'> & { charge: ResolversParentTypes['CardCharge'] };
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  CompleteCardPaymentPayload: Omit<CompleteCardPaymentPayload, 'booking'> & { booking?: Maybe<ResolversParentTypes['Booking']> };
  Consultant: ConsultantParent;
  ConsultantInput: ConsultantInput;
  Country: CountryParent;
  CreatePaymentLinkPayload: CreatePaymentLinkPayload;
  Currency: CurrencyParent;
  Date: Scalars['Date']['output'];
  Departure: Departure;
  DepartureCalendarDay: DepartureCalendarDay;
  DepartureCalendarMonth: DepartureCalendarMonth;
  DepartureCalendarWeek: DepartureCalendarWeek;
  DepartureManifest: Omit<DepartureManifest, 'bookings'> & { bookings: Array<ResolversParentTypes['ManifestBooking']> };
  DepartureManifestInput: DepartureManifestInput;
  DepartureManifestReport: Omit<DepartureManifestReport, 'departures'> & { departures: Array<ResolversParentTypes['DepartureManifest']> };
  EmailBookingDocumentPayload: EmailBookingDocumentPayload;
  Filter: FilterParent;
  FilterTag: FilterTagParent;
  Guest: Guest;
  Image: ImageParent;
  ItineraryDay: ItineraryDay;
  LogInPayload: Omit<LogInPayload, 'pendingLogin'> & { pendingLogin?: Maybe<ResolversParentTypes['PendingLogin']> };
  LogOutPayload: Omit<LogOutPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  ManifestAddOn: ManifestAddOn;
  ManifestBooking: Omit<ManifestBooking, 'passengers'> & { passengers: Array<ResolversParentTypes['ManifestPassenger']> };
  ManifestContact: ManifestContact;
  ManifestCount: ManifestCount;
  ManifestNote: ManifestNote;
  ManifestPassenger: ManifestPassenger;
  ManifestPickup: ManifestPickup;
  ManifestPickupCount: ManifestPickupCount;
  ManifestRoom: ManifestRoom;
  ManifestTotals: ManifestTotals;
  MinorUnits: Scalars['MinorUnits']['output'];
  Money: Money;
  MoneyLine: MoneyLine;
  Mutation: Record<PropertyKey, never>;
  PassengerInput: PassengerInput;
  Payment: Payment;
  PaymentAttempts: PaymentAttempts;
  PaymentMethod: PaymentMethod;
  PaymentOptionAmount: Omit<PaymentOptionAmount, 'card'> & { card: ResolversParentTypes['CardCharge'] };
  PendingLogin: Omit<PendingLogin, 'agency' | 'contacts'> & { agency: ResolversParentTypes['Agency'], contacts: Array<ResolversParentTypes['Consultant']> };
  PickupPoint: PickupPointParent;
  Query: Record<PropertyKey, never>;
  Quote: QuoteParent;
  QuotePayload: Omit<QuotePayload, 'quote'> & { quote?: Maybe<ResolversParentTypes['Quote']> };
  QuotedPassenger: QuotedPassenger;
  QuotedRoom: QuotedRoom;
  QuotedTrip: QuotedTripParent;
  RegisterPayload: RegisterPayload;
  RegistrationInput: RegistrationInput;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RoomAssignment: RoomAssignment;
  RoomInput: RoomInput;
  RoomOption: RoomOption;
  SalesGroup: SalesGroupParent;
  SalesGroupProduct: SalesGroupProductParent;
  SeatHold: SeatHold;
  SelectConsultantPayload: Omit<SelectConsultantPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SetCurrencyPayload: Omit<SetCurrencyPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  StartCardPaymentPayload: Omit<StartCardPaymentPayload, 'session'> & { session?: Maybe<ResolversParentTypes['CardPaymentSession']> };
  StartLocation: StartLocation;
  SubscribeNewsletterPayload: SubscribeNewsletterPayload;
  Tour: TourParent;
  TourDuration: TourDuration;
  TourSearchInput: TourSearchInput;
  TourSearchResult: Omit<TourSearchResult, 'tours'> & { tours: Array<ResolversParentTypes['Tour']> };
  ToursOnDate: Omit<ToursOnDate, 'tours'> & { tours: Array<ResolversParentTypes['Tour']> };
  TripInput: TripInput;
  TripPassenger: Omit<TripPassenger, 'guest'> & { guest: ResolversParentTypes['Guest'] };
  UpdateConsultantPayload: Omit<UpdateConsultantPayload, 'consultant'> & { consultant?: Maybe<ResolversParentTypes['Consultant']> };
  UserError: UserError;
  Viewer: Omit<Viewer, 'agent' | 'pendingLogin'> & { agent?: Maybe<ResolversParentTypes['AgentSession']>, pendingLogin?: Maybe<ResolversParentTypes['PendingLogin']> };
  YearMonth: YearMonth;
  Boolean: Scalars['Boolean']['output'];
  Int: Scalars['Int']['output'];
}>;

export type AgentOnlyDirectiveArgs = { };

export type AgentOnlyDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AgentOnlyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddOnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddOn'] = ResolversParentTypes['AddOn']> = ResolversObject<{
  departureDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inPopup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pricePerPerson?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  tour?: Resolver<ResolversTypes['Tour'], ParentType, ContextType>;
}>;

export type AddOnGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddOnGroup'] = ResolversParentTypes['AddOnGroup']> = ResolversObject<{
  addOns?: Resolver<Array<ResolversTypes['AddOn']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AgeCategoriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgeCategories'] = ResolversParentTypes['AgeCategories']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['AgeCategory']>, ParentType, ContextType>;
  defaultCategory?: Resolver<ResolversTypes['AgeCategoryName'], ParentType, ContextType>;
}>;

export type AgeCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgeCategory'] = ResolversParentTypes['AgeCategory']> = ResolversObject<{
  accompanied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultPassengers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPassengers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['AgeCategoryName'], ParentType, ContextType>;
  pluralLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AgeCategoryNameResolvers = EnumResolverSignature<{ ADULT?: any, CHILD?: any, SENIOR?: any, STUDENT?: any }, ResolversTypes['AgeCategoryName']>;

export type AgencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Agency'] = ResolversParentTypes['Agency']> = ResolversObject<{
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bandId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AgentBookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentBookingPage'] = ResolversParentTypes['AgentBookingPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AgentBookingRow']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AgentBookingRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentBookingRow'] = ResolversParentTypes['AgentBookingRow']> = ResolversObject<{
  agentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balanceDueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  bookingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  consultant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departureDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  groupBookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leadGuest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AgentBookingSortFieldResolvers = EnumResolverSignature<{ AGENT_REFERENCE?: any, BOOKING_DATE?: any, CONSULTANT?: any, DEPARTURE_DATE?: any, GROUP_BOOKING_ID?: any, LEAD_GUEST?: any, STATUS?: any }, ResolversTypes['AgentBookingSortField']>;

export type AgentBookingsCsvResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentBookingsCsv'] = ResolversParentTypes['AgentBookingsCsv']> = ResolversObject<{
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AgentSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentSession'] = ResolversParentTypes['AgentSession']> = ResolversObject<{
  agency?: Resolver<ResolversTypes['Agency'], ParentType, ContextType>;
  bandRestricted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consultant?: Resolver<ResolversTypes['Consultant'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['Consultant']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
}>;

export type AltchaChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AltchaChallenge'] = ResolversParentTypes['AltchaChallenge']> = ResolversObject<{
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxnumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  salt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AvailabilityStatusResolvers = EnumResolverSignature<{ AVAILABLE?: any, CLOSED?: any, LIMITED?: any, SOLD_OUT?: any }, ResolversTypes['AvailabilityStatus']>;

export type BookPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookPayload'] = ResolversParentTypes['BookPayload']> = ResolversObject<{
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type BookedPickupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookedPickup'] = ResolversParentTypes['BookedPickup']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BookedTripResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookedTrip'] = ResolversParentTypes['BookedTrip']> = ResolversObject<{
  bookingIdentifier?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancellationFees?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cancellationSchedule?: Resolver<Maybe<ResolversTypes['CancellationFeeSchedule']>, ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  departureDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  departureTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAddOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  nett?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['TripPassenger']>, ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['BookedPickup']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['QuotedRoom']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tour?: Resolver<Maybe<ResolversTypes['Tour']>, ParentType, ContextType>;
  tourName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = ResolversObject<{
  agentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amendmentVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balanceOutstanding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  consultant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['BookingDocument']>, ParentType, ContextType>;
  groupBookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['Guest']>, ParentType, ContextType>;
  hold?: Resolver<Maybe<ResolversTypes['SeatHold']>, ParentType, ContextType>;
  itineraryLines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  manageLink?: Resolver<Maybe<ResolversTypes['BookingLink']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['BookingNote']>, ParentType, ContextType>;
  paidToday?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  paymentAttempts?: Resolver<ResolversTypes['PaymentAttempts'], ParentType, ContextType>;
  paymentDue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentOptions?: Resolver<Array<ResolversTypes['PaymentOptionAmount']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  promoCodeStatus?: Resolver<ResolversTypes['PromoCodeStatus'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['BookingRefund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BookingTotals'], ParentType, ContextType>;
  trips?: Resolver<Array<ResolversTypes['BookedTrip']>, ParentType, ContextType>;
}>;

export type BookingDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDocument'] = ResolversParentTypes['BookingDocument']> = ResolversObject<{
  messageType?: Resolver<Maybe<ResolversTypes['BookingMessageType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLink'] = ResolversParentTypes['BookingLink']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingLinkStateResolvers = EnumResolverSignature<{ EXPIRED?: any, INVALID?: any, VALID?: any }, ResolversTypes['BookingLinkState']>;

export type BookingMessageTypeResolvers = EnumResolverSignature<{ AGENT_STATEMENT?: any, CONSUMER_ITINERARY?: any, CONSUMER_STATEMENT?: any }, ResolversTypes['BookingMessageType']>;

export type BookingNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingNote'] = ResolversParentTypes['BookingNote']> = ResolversObject<{
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BookingNoteType'], ParentType, ContextType>;
}>;

export type BookingNoteTypeResolvers = EnumResolverSignature<{ DIETARY?: any, OTHER?: any, SPECIAL_ASSISTANCE?: any }, ResolversTypes['BookingNoteType']>;

export type BookingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPayload'] = ResolversParentTypes['BookingPayload']> = ResolversObject<{
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type BookingRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingRefund'] = ResolversParentTypes['BookingRefund']> = ResolversObject<{
  cancellationFeesKept?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cardFeesKept?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cardFeesWereKept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  paidKept?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type BookingReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingReport'] = ResolversParentTypes['BookingReport']> = ResolversObject<{
  bookingsScanned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['BookingReportGroup']>, ParentType, ContextType>;
}>;

export type BookingReportDateFieldResolvers = EnumResolverSignature<{ BOOKING_DATE?: any, DEPARTURE_DATE?: any }, ResolversTypes['BookingReportDateField']>;

export type BookingReportDimensionResolvers = EnumResolverSignature<{ AGENCY?: any, CONSULTANT?: any, MONTH?: any, STATUS?: any, TOUR?: any }, ResolversTypes['BookingReportDimension']>;

export type BookingReportGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingReportGroup'] = ResolversParentTypes['BookingReportGroup']> = ResolversObject<{
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  key?: Resolver<Array<ResolversTypes['BookingReportKey']>, ParentType, ContextType>;
  nett?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  passengers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookingReportKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingReportKey'] = ResolversParentTypes['BookingReportKey']> = ResolversObject<{
  dimension?: Resolver<ResolversTypes['BookingReportDimension'], ParentType, ContextType>;
  providerStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingReportProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingReportProgress'] = ResolversParentTypes['BookingReportProgress']> = ResolversObject<{
  bookingsScanned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pagesRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type BookingReportRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingReportRow'] = ResolversParentTypes['BookingReportRow']> = ResolversObject<{
  agencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  consultant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departureDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  groupBookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nett?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  passengers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  providerStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingReportStatus'], ParentType, ContextType>;
  tourId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tourIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  tourName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingReportRowConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingReportRowConnection'] = ResolversParentTypes['BookingReportRowConnection']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BookingReportRow']>, ParentType, ContextType>;
}>;

export type BookingReportStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, CONFIRMED?: any, EXPIRED?: any, ON_HOLD?: any, PENDING?: any, UNKNOWN?: any }, ResolversTypes['BookingReportStatus']>;

export type BookingStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, CONFIRMED?: any, EXPIRED?: any, ON_HOLD?: any, PENDING?: any }, ResolversTypes['BookingStatus']>;

export type BookingTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingTotals'] = ResolversParentTypes['BookingTotals']> = ResolversObject<{
  addOnCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  addOnsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  agentLines?: Resolver<Maybe<Array<ResolversTypes['MoneyLine']>>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balanceDueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  balanceLines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  cancellationFees?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  nett?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paidCardFees?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paidIncludingFees?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paidLines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  statementLines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tripPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type BrandResolvers = EnumResolverSignature<{ HAG?: any, HEX?: any }, ResolversTypes['Brand']>;

export type CacheControlScopeResolvers = EnumResolverSignature<{ PRIVATE?: any, PUBLIC?: any }, ResolversTypes['CacheControlScope']>;

export type CalendarDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarDay'] = ResolversParentTypes['CalendarDay']> = ResolversObject<{
  availability?: Resolver<ResolversTypes['AvailabilityStatus'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dayNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  isCurrentMonth?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seatLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selectable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  toPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type CalendarMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarMonth'] = ResolversParentTypes['CalendarMonth']> = ResolversObject<{
  availabilityMayHaveChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['CalendarWeek']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CalendarWeekResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarWeek'] = ResolversParentTypes['CalendarWeek']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType>;
}>;

export type CancellationFeeChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationFeeChange'] = ResolversParentTypes['CancellationFeeChange']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  feePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CancellationFeeScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationFeeSchedule'] = ResolversParentTypes['CancellationFeeSchedule']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['CancellationFeeChange']>, ParentType, ContextType>;
  feePercentToday?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CancellationPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationPolicy'] = ResolversParentTypes['CancellationPolicy']> = ResolversObject<{
  cardFeesRefunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['CancellationFeeSchedule'], ParentType, ContextType, RequireFields<CancellationPolicyScheduleArgs, 'departureDate'>>;
  tiers?: Resolver<Array<ResolversTypes['CancellationTier']>, ParentType, ContextType>;
}>;

export type CancellationQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationQuote'] = ResolversParentTypes['CancellationQuote']> = ResolversObject<{
  cancellationFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  groupBookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['CancellationQuotePassenger']>, ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CancellationQuotePassengerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationQuotePassenger'] = ResolversParentTypes['CancellationQuotePassenger']> = ResolversObject<{
  cancellationFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tourName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tripPassengerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CancellationQuotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationQuotePayload'] = ResolversParentTypes['CancellationQuotePayload']> = ResolversObject<{
  quote?: Resolver<Maybe<ResolversTypes['CancellationQuote']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CancellationTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancellationTier'] = ResolversParentTypes['CancellationTier']> = ResolversObject<{
  daysFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysTo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CardChargeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardCharge'] = ResolversParentTypes['CardCharge']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cardFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  debitCardFee?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  debitTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  feeDependsOnCardType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CardPaymentSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPaymentSession'] = ResolversParentTypes['CardPaymentSession']> = ResolversObject<{
  cancellationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  charge?: Resolver<ResolversTypes['CardCharge'], ParentType, ContextType>;
  failureUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostedPageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['PaymentOption'], ParentType, ContextType>;
  paymentReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CompleteCardPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompleteCardPaymentPayload'] = ResolversParentTypes['CompleteCardPaymentPayload']> = ResolversObject<{
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentAttempts?: Resolver<Maybe<ResolversTypes['PaymentAttempts']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConsultantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Consultant'] = ResolversParentTypes['Consultant']> = ResolversObject<{
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  dialingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isoCountryCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreatePaymentLinkPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatePaymentLinkPayload'] = ResolversParentTypes['CreatePaymentLinkPayload']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CurrencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = ResolversObject<{
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isoCurrencyCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mask?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DepartureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Departure'] = ResolversParentTypes['Departure']> = ResolversObject<{
  availability?: Resolver<ResolversTypes['AvailabilityStatus'], ParentType, ContextType>;
  freeSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DepartureCalendarDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepartureCalendarDay'] = ResolversParentTypes['DepartureCalendarDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dayNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCurrentMonth?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tourCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tourIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DepartureCalendarMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepartureCalendarMonth'] = ResolversParentTypes['DepartureCalendarMonth']> = ResolversObject<{
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['YearMonth']>, ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['DepartureCalendarWeek']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DepartureCalendarWeekResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepartureCalendarWeek'] = ResolversParentTypes['DepartureCalendarWeek']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['DepartureCalendarDay']>, ParentType, ContextType>;
}>;

export type DepartureManifestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepartureManifest'] = ResolversParentTypes['DepartureManifest']> = ResolversObject<{
  bookings?: Resolver<Array<ResolversTypes['ManifestBooking']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  departureTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickups?: Resolver<Array<ResolversTypes['ManifestPickupCount']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['ManifestTotals'], ParentType, ContextType>;
  tourId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tourName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DepartureManifestReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepartureManifestReport'] = ResolversParentTypes['DepartureManifestReport']> = ResolversObject<{
  bookingsScanned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  departures?: Resolver<Array<ResolversTypes['DepartureManifest']>, ParentType, ContextType>;
}>;

export type DurationFilterResolvers = EnumResolverSignature<{ DAY_TOURS?: any, MULTI_DAY?: any }, ResolversTypes['DurationFilter']>;

export type EmailBookingDocumentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailBookingDocumentPayload'] = ResolversParentTypes['EmailBookingDocumentPayload']> = ResolversObject<{
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type FilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Filter'] = ResolversParentTypes['Filter']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['FilterTag']>, ParentType, ContextType>;
}>;

export type FilterTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilterTag'] = ResolversParentTypes['FilterTag']> = ResolversObject<{
  filterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tagName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GenderResolvers = EnumResolverSignature<{ FEMALE?: any, MALE?: any }, ResolversTypes['Gender']>;

export type GuestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Guest'] = ResolversParentTypes['Guest']> = ResolversObject<{
  ageCategory?: Resolver<ResolversTypes['AgeCategoryName'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  familyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  isComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optionalFields?: Resolver<Array<ResolversTypes['PassengerField']>, ParentType, ContextType>;
  passengerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requiredFields?: Resolver<Array<ResolversTypes['PassengerField']>, ParentType, ContextType>;
  telephoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ImageUrlArgs, 'width'>>;
}>;

export type ItineraryDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ItineraryDay'] = ResolversParentTypes['ItineraryDay']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LogInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogInPayload'] = ResolversParentTypes['LogInPayload']> = ResolversObject<{
  pendingLogin?: Resolver<Maybe<ResolversTypes['PendingLogin']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type LogOutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogOutPayload'] = ResolversParentTypes['LogOutPayload']> = ResolversObject<{
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type ManifestAddOnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestAddOn'] = ResolversParentTypes['ManifestAddOn']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tourId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ManifestBookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestBooking'] = ResolversParentTypes['ManifestBooking']> = ResolversObject<{
  addOns?: Resolver<Array<ResolversTypes['ManifestAddOn']>, ParentType, ContextType>;
  agencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consultant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupBookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leadContact?: Resolver<ResolversTypes['ManifestContact'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['ManifestNote']>, ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['ManifestPassenger']>, ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['ManifestPickup']>, ParentType, ContextType>;
  providerStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ManifestRoom']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingReportStatus'], ParentType, ContextType>;
}>;

export type ManifestContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestContact'] = ResolversParentTypes['ManifestContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ManifestCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestCount'] = ResolversParentTypes['ManifestCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ManifestNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestNote'] = ResolversParentTypes['ManifestNote']> = ResolversObject<{
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ManifestPassengerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestPassenger'] = ResolversParentTypes['ManifestPassenger']> = ResolversObject<{
  ageCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingReportStatus'], ParentType, ContextType>;
}>;

export type ManifestPickupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestPickup'] = ResolversParentTypes['ManifestPickup']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ManifestPickupCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestPickupCount'] = ResolversParentTypes['ManifestPickupCount']> = ResolversObject<{
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passengers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['ManifestPickup']>, ParentType, ContextType>;
}>;

export type ManifestRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestRoom'] = ResolversParentTypes['ManifestRoom']> = ResolversObject<{
  occupants?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ManifestTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManifestTotals'] = ResolversParentTypes['ManifestTotals']> = ResolversObject<{
  addOns?: Resolver<Array<ResolversTypes['ManifestCount']>, ParentType, ContextType>;
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byAgeCategory?: Resolver<Array<ResolversTypes['ManifestCount']>, ParentType, ContextType>;
  passengers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ManifestCount']>, ParentType, ContextType>;
}>;

export interface MinorUnitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['MinorUnits'], any> {
  name: 'MinorUnits';
}

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amountMinor?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MoneyLine'] = ResolversParentTypes['MoneyLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MoneyLineKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MoneyLineRole'], ParentType, ContextType>;
}>;

export type MoneyLineKindResolvers = EnumResolverSignature<{ ADD_ONS?: any, AMOUNT_DUE?: any, BALANCE?: any, CANCELLATION_FEES?: any, CANCELLATION_FEES_KEPT?: any, CARD_FEE?: any, CARD_FEES_KEPT?: any, CARD_TOTAL?: any, COMMISSION?: any, COMMISSION_RETAINED?: any, DISCOUNT?: any, NETT?: any, PAID?: any, PAID_CARD_FEES?: any, PAID_KEPT?: any, PASSENGER?: any, REFUNDED?: any, SUBTOTAL?: any, TOTAL?: any, TOTAL_PAID?: any, TRIP?: any, TRIP_PRICE?: any, TRIP_TOTAL?: any }, ResolversTypes['MoneyLineKind']>;

export type MoneyLineRoleResolvers = EnumResolverSignature<{ NOTE?: any, SUBTOTAL?: any, SUBTRAHEND?: any, SUMMAND?: any, TOTAL?: any }, ResolversTypes['MoneyLineRole']>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addBookingNote?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationAddBookingNoteArgs, 'groupBookingId' | 'note' | 'type'>>;
  amendBooking?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationAmendBookingArgs, 'amendmentVersion' | 'groupBookingId' | 'idempotencyKey' | 'passengers'>>;
  book?: Resolver<ResolversTypes['BookPayload'], ParentType, ContextType, RequireFields<MutationBookArgs, 'basket' | 'idempotencyKey'>>;
  cancelBookingPassengers?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationCancelBookingPassengersArgs, 'groupBookingId' | 'tripPassengerIds'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  completeCardPayment?: Resolver<ResolversTypes['CompleteCardPaymentPayload'], ParentType, ContextType, RequireFields<MutationCompleteCardPaymentArgs, 'groupBookingId' | 'paymentReference' | 'transactionId'>>;
  createPaymentLink?: Resolver<ResolversTypes['CreatePaymentLinkPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentLinkArgs, 'groupBookingId'>>;
  emailBookingDocument?: Resolver<ResolversTypes['EmailBookingDocumentPayload'], ParentType, ContextType, RequireFields<MutationEmailBookingDocumentArgs, 'email' | 'groupBookingId' | 'messageType'>>;
  logIn?: Resolver<ResolversTypes['LogInPayload'], ParentType, ContextType, RequireFields<MutationLogInArgs, 'password' | 'userName'>>;
  logOut?: Resolver<ResolversTypes['LogOutPayload'], ParentType, ContextType>;
  payByAgentMethod?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationPayByAgentMethodArgs, 'agentReference' | 'groupBookingId' | 'method' | 'option'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  selectConsultant?: Resolver<ResolversTypes['SelectConsultantPayload'], ParentType, ContextType, Partial<MutationSelectConsultantArgs>>;
  setCurrency?: Resolver<ResolversTypes['SetCurrencyPayload'], ParentType, ContextType, RequireFields<MutationSetCurrencyArgs, 'currency'>>;
  startCardPayment?: Resolver<ResolversTypes['StartCardPaymentPayload'], ParentType, ContextType, RequireFields<MutationStartCardPaymentArgs, 'groupBookingId' | 'option'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['SubscribeNewsletterPayload'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'email'>>;
  updateBookingPassengers?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationUpdateBookingPassengersArgs, 'groupBookingId' | 'passengers'>>;
  updateBookingPromoCode?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationUpdateBookingPromoCodeArgs, 'groupBookingId'>>;
  updateConsultant?: Resolver<ResolversTypes['UpdateConsultantPayload'], ParentType, ContextType, RequireFields<MutationUpdateConsultantArgs, 'input'>>;
}>;

export type PassengerFieldResolvers = EnumResolverSignature<{ DATE_OF_BIRTH?: any, EMAIL?: any, EMERGENCY_CONTACT?: any, EMERGENCY_NUMBER?: any, FAMILY_NAME?: any, FIRST_NAME?: any, GENDER?: any, NATIONALITY?: any, POST_CODE?: any, TELEPHONE_NUMBER?: any }, ResolversTypes['PassengerField']>;

export type PaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentAttemptsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentAttempts'] = ResolversParentTypes['PaymentAttempts']> = ResolversObject<{
  canRetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGross?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentOptionResolvers = EnumResolverSignature<{ DEPOSIT?: any, FULL?: any }, ResolversTypes['PaymentOption']>;

export type PaymentOptionAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentOptionAmount'] = ResolversParentTypes['PaymentOptionAmount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  card?: Resolver<ResolversTypes['CardCharge'], ParentType, ContextType>;
  nettAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  option?: Resolver<ResolversTypes['PaymentOption'], ParentType, ContextType>;
}>;

export type PendingLoginResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingLogin'] = ResolversParentTypes['PendingLogin']> = ResolversObject<{
  agency?: Resolver<ResolversTypes['Agency'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['Consultant']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PickupPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickupPoint'] = ResolversParentTypes['PickupPoint']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minutesBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickupTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PromoCodeStatusResolvers = EnumResolverSignature<{ APPLIED?: any, INVALID?: any, NONE?: any }, ResolversTypes['PromoCodeStatus']>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  ageCategories?: Resolver<ResolversTypes['AgeCategories'], ParentType, ContextType>;
  agentBookings?: Resolver<ResolversTypes['AgentBookingPage'], ParentType, ContextType, RequireFields<QueryAgentBookingsArgs, 'page' | 'pageSize'>>;
  agentBookingsCsv?: Resolver<ResolversTypes['AgentBookingsCsv'], ParentType, ContextType, Partial<QueryAgentBookingsCsvArgs>>;
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType, RequireFields<QueryBookingArgs, 'groupBookingId'>>;
  bookingLinkState?: Resolver<Maybe<ResolversTypes['BookingLinkState']>, ParentType, ContextType, RequireFields<QueryBookingLinkStateArgs, 'groupBookingId'>>;
  bookingReport?: Resolver<ResolversTypes['BookingReport'], ParentType, ContextType, RequireFields<QueryBookingReportArgs, 'input'>>;
  bookingReportProgress?: Resolver<Maybe<ResolversTypes['BookingReportProgress']>, ParentType, ContextType, RequireFields<QueryBookingReportProgressArgs, 'progressId'>>;
  bookingReportRows?: Resolver<ResolversTypes['BookingReportRowConnection'], ParentType, ContextType, RequireFields<QueryBookingReportRowsArgs, 'first' | 'input'>>;
  cancellationQuote?: Resolver<ResolversTypes['CancellationQuotePayload'], ParentType, ContextType, RequireFields<QueryCancellationQuoteArgs, 'groupBookingId' | 'tripPassengerIds'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  departureCalendar?: Resolver<ResolversTypes['DepartureCalendarMonth'], ParentType, ContextType, RequireFields<QueryDepartureCalendarArgs, 'month' | 'year'>>;
  departureManifests?: Resolver<ResolversTypes['DepartureManifestReport'], ParentType, ContextType, RequireFields<QueryDepartureManifestsArgs, 'input'>>;
  filters?: Resolver<Maybe<Array<ResolversTypes['Filter']>>, ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['QuotePayload'], ParentType, ContextType, RequireFields<QueryQuoteArgs, 'basket'>>;
  registrationChallenge?: Resolver<ResolversTypes['AltchaChallenge'], ParentType, ContextType>;
  tour?: Resolver<Maybe<ResolversTypes['Tour']>, ParentType, ContextType, RequireFields<QueryTourArgs, 'tourId'>>;
  tours?: Resolver<ResolversTypes['TourSearchResult'], ParentType, ContextType, Partial<QueryToursArgs>>;
  toursDepartingOn?: Resolver<ResolversTypes['ToursOnDate'], ParentType, ContextType, RequireFields<QueryToursDepartingOnArgs, 'date'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type QuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = ResolversObject<{
  addOnCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  addOnsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  agentLines?: Resolver<Maybe<Array<ResolversTypes['MoneyLine']>>, ParentType, ContextType>;
  card?: Resolver<ResolversTypes['CardCharge'], ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deposit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  nett?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  promoCodeStatus?: Resolver<ResolversTypes['PromoCodeStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tripPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  trips?: Resolver<Array<ResolversTypes['QuotedTrip']>, ParentType, ContextType>;
}>;

export type QuotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuotePayload'] = ResolversParentTypes['QuotePayload']> = ResolversObject<{
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type QuotedPassengerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuotedPassenger'] = ResolversParentTypes['QuotedPassenger']> = ResolversObject<{
  ageCategory?: Resolver<ResolversTypes['AgeCategoryName'], ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passengerIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type QuotedRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuotedRoom'] = ResolversParentTypes['QuotedRoom']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengerIndexes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplement?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type QuotedTripResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuotedTrip'] = ResolversParentTypes['QuotedTrip']> = ResolversObject<{
  addOnGroups?: Resolver<Maybe<Array<ResolversTypes['AddOnGroup']>>, ParentType, ContextType>;
  cancellationSchedule?: Resolver<Maybe<ResolversTypes['CancellationFeeSchedule']>, ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  departureDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  departureTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAddOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MoneyLine']>, ParentType, ContextType>;
  nett?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['QuotedPassenger']>, ParentType, ContextType>;
  pickup?: Resolver<Maybe<ResolversTypes['BookedPickup']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  returnDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['QuotedRoom']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tour?: Resolver<ResolversTypes['Tour'], ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RoomAssignmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomAssignment'] = ResolversParentTypes['RoomAssignment']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passengerIndexes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoomOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomOption'] = ResolversParentTypes['RoomOption']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceDifference?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceDifferenceLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['RoomAssignment']>, ParentType, ContextType>;
}>;

export type SalesGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesGroup'] = ResolversParentTypes['SalesGroup']> = ResolversObject<{
  display?: Resolver<ResolversTypes['SalesGroupDisplay'], ParentType, ContextType>;
  displayDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SalesGroupProduct']>, ParentType, ContextType>;
}>;

export type SalesGroupDisplayResolvers = EnumResolverSignature<{ DROPDOWN?: any, NONE?: any, TABS?: any }, ResolversTypes['SalesGroupDisplay']>;

export type SalesGroupProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesGroupProduct'] = ResolversParentTypes['SalesGroupProduct']> = ResolversObject<{
  fromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  monthFromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<SalesGroupProductMonthFromPriceArgs, 'month' | 'year'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceOn?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<SalesGroupProductPriceOnArgs, 'date'>>;
  tourId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SeatHoldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeatHold'] = ResolversParentTypes['SeatHold']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondsRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SelectConsultantPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SelectConsultantPayload'] = ResolversParentTypes['SelectConsultantPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type SetCurrencyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetCurrencyPayload'] = ResolversParentTypes['SetCurrencyPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type SortDirectionResolvers = EnumResolverSignature<{ ASC?: any, DESC?: any }, ResolversTypes['SortDirection']>;

export type StartCardPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartCardPaymentPayload'] = ResolversParentTypes['StartCardPaymentPayload']> = ResolversObject<{
  session?: Resolver<Maybe<ResolversTypes['CardPaymentSession']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type StartLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartLocation'] = ResolversParentTypes['StartLocation']> = ResolversObject<{
  checkInTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departureTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscribeNewsletterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscribeNewsletterPayload'] = ResolversParentTypes['SubscribeNewsletterPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type TourResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tour'] = ResolversParentTypes['Tour']> = ResolversObject<{
  addOnGroups?: Resolver<Maybe<Array<ResolversTypes['AddOnGroup']>>, ParentType, ContextType, RequireFields<TourAddOnGroupsArgs, 'departureDate' | 'passengers'>>;
  bookableOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookingNotes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  brandLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  calendar?: Resolver<ResolversTypes['CalendarMonth'], ParentType, ContextType, RequireFields<TourCalendarArgs, 'month' | 'passengers' | 'year'>>;
  cancellationPolicy?: Resolver<Maybe<ResolversTypes['CancellationPolicy']>, ParentType, ContextType>;
  departures?: Resolver<Array<ResolversTypes['Departure']>, ParentType, ContextType, RequireFields<TourDeparturesArgs, 'date'>>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionHeadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionShort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['TourDuration'], ParentType, ContextType>;
  fromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  hasPickupPoints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  isTrain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itinerary?: Resolver<Array<ResolversTypes['ItineraryDay']>, ParentType, ContextType>;
  mapImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  mappingCodes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['YearMonth']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupPoints?: Resolver<Array<ResolversTypes['PickupPoint']>, ParentType, ContextType, Partial<TourPickupPointsArgs>>;
  postTourOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preTourOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomOptions?: Resolver<Array<ResolversTypes['RoomOption']>, ParentType, ContextType, RequireFields<TourRoomOptionsArgs, 'departureDate' | 'passengers'>>;
  salesGroup?: Resolver<Maybe<ResolversTypes['SalesGroup']>, ParentType, ContextType>;
  shortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startLocation?: Resolver<ResolversTypes['StartLocation'], ParentType, ContextType>;
  teaser?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tourId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TourDurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TourDuration'] = ResolversParentTypes['TourDuration']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isDayTour?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TourSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TourSearchResult'] = ResolversParentTypes['TourSearchResult']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  tours?: Resolver<Array<ResolversTypes['Tour']>, ParentType, ContextType>;
}>;

export type TourSortResolvers = EnumResolverSignature<{ ALPHABETICAL_ASC?: any, ALPHABETICAL_DESC?: any, DEFAULT?: any, DURATION_ASC?: any, DURATION_DESC?: any, PRICE_ASC?: any, PRICE_DESC?: any }, ResolversTypes['TourSort']>;

export type ToursOnDateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ToursOnDate'] = ResolversParentTypes['ToursOnDate']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  sentence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tours?: Resolver<Array<ResolversTypes['Tour']>, ParentType, ContextType>;
}>;

export type TripPassengerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TripPassenger'] = ResolversParentTypes['TripPassenger']> = ResolversObject<{
  cancellationFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountPromoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Guest'], ParentType, ContextType>;
  nett?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  onRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tripPassengerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UpdateConsultantPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateConsultantPayload'] = ResolversParentTypes['UpdateConsultantPayload']> = ResolversObject<{
  consultant?: Resolver<Maybe<ResolversTypes['Consultant']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  agent?: Resolver<Maybe<ResolversTypes['AgentSession']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingLogin?: Resolver<Maybe<ResolversTypes['PendingLogin']>, ParentType, ContextType>;
}>;

export type YearMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['YearMonth'] = ResolversParentTypes['YearMonth']> = ResolversObject<{
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AddOn?: AddOnResolvers<ContextType>;
  AddOnGroup?: AddOnGroupResolvers<ContextType>;
  AgeCategories?: AgeCategoriesResolvers<ContextType>;
  AgeCategory?: AgeCategoryResolvers<ContextType>;
  AgeCategoryName?: AgeCategoryNameResolvers;
  Agency?: AgencyResolvers<ContextType>;
  AgentBookingPage?: AgentBookingPageResolvers<ContextType>;
  AgentBookingRow?: AgentBookingRowResolvers<ContextType>;
  AgentBookingSortField?: AgentBookingSortFieldResolvers;
  AgentBookingsCsv?: AgentBookingsCsvResolvers<ContextType>;
  AgentSession?: AgentSessionResolvers<ContextType>;
  AltchaChallenge?: AltchaChallengeResolvers<ContextType>;
  AvailabilityStatus?: AvailabilityStatusResolvers;
  BookPayload?: BookPayloadResolvers<ContextType>;
  BookedPickup?: BookedPickupResolvers<ContextType>;
  BookedTrip?: BookedTripResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingDocument?: BookingDocumentResolvers<ContextType>;
  BookingLink?: BookingLinkResolvers<ContextType>;
  BookingLinkState?: BookingLinkStateResolvers;
  BookingMessageType?: BookingMessageTypeResolvers;
  BookingNote?: BookingNoteResolvers<ContextType>;
  BookingNoteType?: BookingNoteTypeResolvers;
  BookingPayload?: BookingPayloadResolvers<ContextType>;
  BookingRefund?: BookingRefundResolvers<ContextType>;
  BookingReport?: BookingReportResolvers<ContextType>;
  BookingReportDateField?: BookingReportDateFieldResolvers;
  BookingReportDimension?: BookingReportDimensionResolvers;
  BookingReportGroup?: BookingReportGroupResolvers<ContextType>;
  BookingReportKey?: BookingReportKeyResolvers<ContextType>;
  BookingReportProgress?: BookingReportProgressResolvers<ContextType>;
  BookingReportRow?: BookingReportRowResolvers<ContextType>;
  BookingReportRowConnection?: BookingReportRowConnectionResolvers<ContextType>;
  BookingReportStatus?: BookingReportStatusResolvers;
  BookingStatus?: BookingStatusResolvers;
  BookingTotals?: BookingTotalsResolvers<ContextType>;
  Brand?: BrandResolvers;
  CacheControlScope?: CacheControlScopeResolvers;
  CalendarDay?: CalendarDayResolvers<ContextType>;
  CalendarMonth?: CalendarMonthResolvers<ContextType>;
  CalendarWeek?: CalendarWeekResolvers<ContextType>;
  CancellationFeeChange?: CancellationFeeChangeResolvers<ContextType>;
  CancellationFeeSchedule?: CancellationFeeScheduleResolvers<ContextType>;
  CancellationPolicy?: CancellationPolicyResolvers<ContextType>;
  CancellationQuote?: CancellationQuoteResolvers<ContextType>;
  CancellationQuotePassenger?: CancellationQuotePassengerResolvers<ContextType>;
  CancellationQuotePayload?: CancellationQuotePayloadResolvers<ContextType>;
  CancellationTier?: CancellationTierResolvers<ContextType>;
  CardCharge?: CardChargeResolvers<ContextType>;
  CardPaymentSession?: CardPaymentSessionResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  CompleteCardPaymentPayload?: CompleteCardPaymentPayloadResolvers<ContextType>;
  Consultant?: ConsultantResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreatePaymentLinkPayload?: CreatePaymentLinkPayloadResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Date?: GraphQLScalarType;
  Departure?: DepartureResolvers<ContextType>;
  DepartureCalendarDay?: DepartureCalendarDayResolvers<ContextType>;
  DepartureCalendarMonth?: DepartureCalendarMonthResolvers<ContextType>;
  DepartureCalendarWeek?: DepartureCalendarWeekResolvers<ContextType>;
  DepartureManifest?: DepartureManifestResolvers<ContextType>;
  DepartureManifestReport?: DepartureManifestReportResolvers<ContextType>;
  DurationFilter?: DurationFilterResolvers;
  EmailBookingDocumentPayload?: EmailBookingDocumentPayloadResolvers<ContextType>;
  Filter?: FilterResolvers<ContextType>;
  FilterTag?: FilterTagResolvers<ContextType>;
  Gender?: GenderResolvers;
  Guest?: GuestResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ItineraryDay?: ItineraryDayResolvers<ContextType>;
  LogInPayload?: LogInPayloadResolvers<ContextType>;
  LogOutPayload?: LogOutPayloadResolvers<ContextType>;
  ManifestAddOn?: ManifestAddOnResolvers<ContextType>;
  ManifestBooking?: ManifestBookingResolvers<ContextType>;
  ManifestContact?: ManifestContactResolvers<ContextType>;
  ManifestCount?: ManifestCountResolvers<ContextType>;
  ManifestNote?: ManifestNoteResolvers<ContextType>;
  ManifestPassenger?: ManifestPassengerResolvers<ContextType>;
  ManifestPickup?: ManifestPickupResolvers<ContextType>;
  ManifestPickupCount?: ManifestPickupCountResolvers<ContextType>;
  ManifestRoom?: ManifestRoomResolvers<ContextType>;
  ManifestTotals?: ManifestTotalsResolvers<ContextType>;
  MinorUnits?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  MoneyLine?: MoneyLineResolvers<ContextType>;
  MoneyLineKind?: MoneyLineKindResolvers;
  MoneyLineRole?: MoneyLineRoleResolvers;
  Mutation?: MutationResolvers<ContextType>;
  PassengerField?: PassengerFieldResolvers;
  Payment?: PaymentResolvers<ContextType>;
  PaymentAttempts?: PaymentAttemptsResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentOption?: PaymentOptionResolvers;
  PaymentOptionAmount?: PaymentOptionAmountResolvers<ContextType>;
  PendingLogin?: PendingLoginResolvers<ContextType>;
  PickupPoint?: PickupPointResolvers<ContextType>;
  PromoCodeStatus?: PromoCodeStatusResolvers;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuotePayload?: QuotePayloadResolvers<ContextType>;
  QuotedPassenger?: QuotedPassengerResolvers<ContextType>;
  QuotedRoom?: QuotedRoomResolvers<ContextType>;
  QuotedTrip?: QuotedTripResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RoomAssignment?: RoomAssignmentResolvers<ContextType>;
  RoomOption?: RoomOptionResolvers<ContextType>;
  SalesGroup?: SalesGroupResolvers<ContextType>;
  SalesGroupDisplay?: SalesGroupDisplayResolvers;
  SalesGroupProduct?: SalesGroupProductResolvers<ContextType>;
  SeatHold?: SeatHoldResolvers<ContextType>;
  SelectConsultantPayload?: SelectConsultantPayloadResolvers<ContextType>;
  SetCurrencyPayload?: SetCurrencyPayloadResolvers<ContextType>;
  SortDirection?: SortDirectionResolvers;
  StartCardPaymentPayload?: StartCardPaymentPayloadResolvers<ContextType>;
  StartLocation?: StartLocationResolvers<ContextType>;
  SubscribeNewsletterPayload?: SubscribeNewsletterPayloadResolvers<ContextType>;
  Tour?: TourResolvers<ContextType>;
  TourDuration?: TourDurationResolvers<ContextType>;
  TourSearchResult?: TourSearchResultResolvers<ContextType>;
  TourSort?: TourSortResolvers;
  ToursOnDate?: ToursOnDateResolvers<ContextType>;
  TripPassenger?: TripPassengerResolvers<ContextType>;
  UpdateConsultantPayload?: UpdateConsultantPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  YearMonth?: YearMonthResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  agentOnly?: AgentOnlyDirectiveResolver<any, any, ContextType>;
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
