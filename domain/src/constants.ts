/**
 * Business constants and limits quoted by the spec (seed 000 §9, seed 001 §9). Values not shown by the seeds
 * (phone, e-mail, winter-tour codes...) are configuration owned by the gateway/web, not constants here.
 */

/** Provider API version path segment (seed 000 §9, seed 001 §7). */
export const API_VERSION = 'v1.3';

/** Page size of the booking search (seed 000 §9). */
export const SEARCH_PAGE_SIZE = 1000;

/** Currency sent with booking e-mail messages and cancellations (seed 000 §7, §9). */
export const BOOKING_MESSAGE_CURRENCY = 'AUD';

/** Maximum passengers in one trip (seed 001 §5, §9). */
export const MAX_PASSENGERS = 10;

/** Search is retried up to this many times (seed 001 §4, §9). */
export const SEARCH_RETRY_LIMIT = 3;

/** Human-verification widget polling interval in ms (seed 000 §2, §9). */
export const HUMAN_VERIFICATION_POLL_MS = 100;

/** At most this many payment attempts (seed 001 §9). */
export const MAX_PAYMENT_ATTEMPTS = 3;

/**
 * Agents' commission line in the tour's itinerary breakdown: behind a flag that is always off (seed 001 §6 'commission
 * display currently depends on a flag that is always off'); the Nett line is shown.
 */
export const BREAKDOWN_COMMISSION_SHOWN = false;

/** Card gateway container height in px (seed 001 §9). */
export const CARD_GATEWAY_HEIGHT_PX = 500;

/** Embedded payment-provider frame height in px (seed 001 §9). */
export const PROVIDER_FRAME_HEIGHT_PX = 700;

/** Wait before leaving checkout for the card screen, in ms (seed 001 §4, §9). */
export const CHECKOUT_DELAY_MS = 2000;

/** Maximum length of name fields (first, family, emergency contact) (seed 001 §5, §9). */
export const NAME_MAX_LENGTH = 30;

/** Longest consultant first or second name the provider's contact accepts (its NewContact limit). */
export const CONSULTANT_NAME_MAX_LENGTH = 60;

/** Year of birth must be above this year (seed 001 §5, §9). */
export const MIN_BIRTH_YEAR_EXCLUSIVE = 1900;

/** Combined booking notes must stay under this many characters (seed 001 §5, §9). */
export const BOOKING_NOTES_MAX_LENGTH = 500;

/** At most this many 'Add Another Tour' suggestions in the cart (seed 001 §2). */
export const MAX_CART_SUGGESTIONS = 2;

/** Payment method code meaning card (seed 001 §9). */
export const CARD_PAYMENT_METHOD = 'CC';

/** nett_gross value meaning gross (seed 000 §3, seed 001 §9). */
export const GROSS = 'G';

/** Tag appended to the 'tours' query parameter for winter tours (seed 001 §9). */
export const WINTER_TOUR_TAG = 'WINTER_TOUR_PURCHASE';

/** Tour ids of train-type tours (seed 001 §2). */
export const TRAIN_TOUR_IDS = ['IVW', 'IW3', 'IW9', 'HIW'] as const;

/** Booking note types (seed 000 §3, seed 001 §3). */
export const BOOKING_NOTE_TYPES = ['Dietary', 'Special Assistance', 'Other'] as const;

/** A booking note type. */
export type BookingNoteType = (typeof BOOKING_NOTE_TYPES)[number];

/** E-mail document message types with their labels (seed 001 §7). */
export const EMAIL_DOCUMENT_TYPES = {
  Consumer_Statement: 'Booking Statement',
  Consumer_Itinerary: 'Booking Itinerary',
  Agent_Statement: 'Agent Statement',
} as const;

/** An e-mail document message type. */
export type EmailDocumentType = keyof typeof EMAIL_DOCUMENT_TYPES;

/** Genders offered on passenger forms (seed 001 §3). */
export const GENDERS = ['Female', 'Male'] as const;

/** Booking-stage header steps (seed 000 §2). */
export const BOOKING_STAGES = ['CART SUMMARY', 'GUEST DETAILS', 'PAYMENT'] as const;
