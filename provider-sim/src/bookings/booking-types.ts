import type { AgeCategory, RoomType } from '../catalogue/tour.js';
import type { CurrencyCode } from '../util/money.js';

/** A passenger as the basket sends it (provider shape, personal fields optional). */
export interface PassengerInput {
  passenger_identifier?: string | number | null;
  age_category: AgeCategory;
  first_name?: string | null;
  family_name?: string | null;
  email?: string | null;
  gender?: string | null;
  date_of_birth?: string | null;
  iso_nationality?: string | null;
  iso_nationality_sate?: string | null;
  telephone_country_code?: string | null;
  telephone_number?: string | null;
  contact_telephone_number?: string | null;
  emergency_contact?: string | null;
  emergency_country_code?: string | null;
  emergency_number?: string | null;
  post_code?: string | null;
}

/** A basket trip (provider shape). */
export interface TripInput {
  tour_id: string;
  departure_date: string;
  promo_code?: string | null;
  add_ons?: { tour_id: string; passengers: number[] }[];
  rooms?: { room_type: RoomType; passenger_links: number[] }[];
  pickup_point?: number | null;
  nights_pre_tour?: number;
  nights_post_tour?: number;
  quantity?: number;
  passengers?: number[];
}

/** The basket (quote and book request). */
export interface BasketInput {
  booking_information: {
    iso_currency_code: CurrencyCode;
    token?: string | null;
    your_reference?: string | null;
  };
  trips: TripInput[];
  passengers: PassengerInput[];
}

/** A passenger's place on a trip, with money in minor units. */
export interface StoredTripPassenger {
  tripPassengerId: string;
  passengerId: string;
  ageCategory: AgeCategory;
  roomType: RoomType | null;
  price: number;
  discount: number;
  discountPercent: number;
  discountCode: string | null;
  discountDescription: string | null;
  /** Commission (minor units) on what the place owes: its discounted price, or its cancellation fee once cancelled. */
  commission: number;
  /** The commission rate of the place (the agency's percent; 0 for consumers and donations). */
  commissionPercent: number;
  /** Cash paid towards the place (card fees apart), net of refunds: Σ of its share of payments less refunds. */
  paid: number;
  /** Commission the agency kept by paying the place with a nett method (outstanding = owed − paid − retained). */
  retained: number;
  paidFee: number;
  cancelled: boolean;
  cancellationFee: number;
  onRequest: boolean;
}

/** A booked (or quoted) trip. Dates are local date-times. */
export interface StoredTrip {
  bookingIdentifier: string;
  tourId: string;
  departure: string;
  end: string;
  promoCode: string | null;
  promoError: string | null;
  isAddOn: boolean;
  parentId: string | null;
  pickup: { original_id: number; name: string; address: string; time: string } | null;
  nightsPre: number;
  nightsPost: number;
  rooms: { roomType: RoomType; links: string[]; supplement: number }[];
  passengers: StoredTripPassenger[];
}

/** A booking note. */
export interface BookingNote {
  type: 'Dietary' | 'Special Assistance' | 'Other';
  note: string;
}

/** A payment recorded on a booking (amounts in minor units). */
export interface StoredPayment {
  paymentId: string;
  method: string;
  amount: number;
  fee: number;
  paidAt: string;
  reference: string;
  kind: 'FULL' | 'DEPOSIT' | 'BALANCE' | 'REFUND';
}

/** A booking passenger (personal details plus identifiers). */
export interface StoredPassenger extends PassengerInput {
  passenger_identifier: string;
}

/** The simulator's booking record. Quotes use the same shape with id 0. */
export interface StoredBooking {
  id: number;
  appId: string;
  agencyCode: string | null;
  contactName: string | null;
  yourReference: string | null;
  sessionId: string;
  bookingReference: string;
  bookingDate: string;
  currency: CurrencyCode;
  trips: StoredTrip[];
  passengers: StoredPassenger[];
  notes: BookingNote[];
  payments: StoredPayment[];
  confirmed: boolean;
  paymentMethod: string | null;
  agentReference: string | null;
  /** Whether money fields for agents (commission, nett) are shown: true for agent app ids. */
  agentView: boolean;
}

/** Seats and rooms a basket takes on one departure. */
export interface SeatNeed {
  key: string;
  tourId: string;
  start: string;
  seats: number;
  rooms: Partial<Record<RoomType, number>>;
}
