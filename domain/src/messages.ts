/**
 * The spec's user-facing texts, verbatim (including the seeds' spelling mistakes, which tests look for).
 * Fixed texts are in {@link MESSAGES} (errors, alerts, inline validation) and {@link LABELS} (screen texts
 * that rules in this package choose between); texts with placeholders are functions below.
 *
 * Sources: seed 000 §2, §5, §8 and seed 001 §2, §4, §5, §8, §9.
 */
import { BOOKING_NOTES_MAX_LENGTH, MAX_PASSENGERS } from './constants.js';
import { formatMoney, type Money } from './money.js';

/**
 * Error, alert and validation texts (seed 000 §5/§8, seed 001 §5/§8). Never edit a value: they are quoted from
 * the spec, typos included ('occred', 'Sucessfully', 'occured', 'Please new password ...').
 */
export const MESSAGES = {
  // seed 001 §5 Add to cart / §8
  noAdult: 'You need to have at least one 18+ member in the group',
  currencyCheckFailed: 'Sorry, an error has occred, trip failed to add',
  notEnoughSeats: 'Sorry, there are not enough seats available for the selected passengers',
  noRoomsBookingError: 'Error: No rooms available or incorrectly loaded rooms.',
  // seed 001 §8 promo, rooms, descriptions, add-ons, unbookable
  invalidCoupon: 'Invalid or expired coupon code.',
  phoneForRoomCombination: ' - Phone for Room Combination',
  roomUnavailable: '(Unavailable)',
  noDescription: 'No description available for this tour.',
  noAddOns: 'There are not optional add-ons available on this tour',
  termsNotAccepted: 'Please acknowledge terms and conditions',
  // seed 001 §8 inline
  somePassengerDetailsMissing: 'Some passenger details missing',
  completeAllRequiredFields: 'Please complete all required fields.',
  invalidDateOfBirth: 'Please enter a valid Date of Birth',
  emailMismatch: 'E-mail addresses do not match',
  completeAllPassengerDetails: 'Please complete all required passenger details to continue',
  // seed 001 §5 Agent payment / §8
  agentReferenceRequired: 'Please enter an agent reference.',
  paymentRejected: 'Your payment has been rejected by your payment provider',
  unknownPaymentError: 'An Unknown payment error has occured',
  maxAttemptsReached: 'Max Attempts Reached, please contact us or try again later.',
  // seed 001 §5 Passengers and dates (pick-up)
  selectDateForPickup: 'Please select a date to choose hotel pick-up.',
  selectTripDateFirst: 'Please select a trip date first',
  // seed 000 §5 / §8
  selectOrCreateContact: 'Please select or create a contact for your login',
  humanVerificationRequired: 'Please complete the human verification.',
  requiredRegistrationFields: 'Please fill in all required fields.',
  honeypotFilled: 'Looks like you are a bot...',
  currentPasswordRequired: 'Please enter your current password.',
  newPasswordRequired: 'Please enter your new password.',
  confirmPasswordRequired: 'Please confirm your new password.',
  passwordMismatch: "Please new password and confirmed password don't match.",
  passwordChanged: 'Sucessfully changed password',
  registrationSuccessful: 'Registration Successful',
  pageNotFound: 'Page Not Found',
} as const;

/**
 * tourdesk's own field messages, where the seeds name a rule but no text (seed 000 §5 'Login runs only when user
 * name and password are both non-null'; §2 the new consultant's first name, second name and email, Manage
 * Bookings' departure range). Shown at the field they name.
 */
export const FIELD_MESSAGES = {
  userNameRequired: 'Please enter your user name.',
  passwordRequired: 'Please enter your password.',
  firstNameRequired: 'Please enter a first name.',
  secondNameRequired: 'Please enter a second name.',
  emailRequired: 'Please enter an e-mail address.',
  invalidEmail: 'Please enter a valid e-mail address, e.g. name@agency.com.',
  nameTooLong: 'Please shorten this name to 60 characters or fewer.',
  departureRangeReversed: "Please choose a 'Departing until' date on or after 'Departing from'.",
  /** The mailing-list sign-up of the confirmation (seed 001 §2), a consumer's own address. */
  newsletterEmail: 'Please enter your email address.',
} as const;

/**
 * tourdesk's own notices where the seeds give a transition but no text (seed 000 §4 'Password reset: success goes
 * to /login').
 */
export const NOTICES = {
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  /** While the gateway cannot reach the session store: the page stays and its requests are retried. */
  systemsRetrying: 'We are having trouble reaching our systems; retrying…',
  /** A cancellation whose request failed (seed 000 §4 cancellation): nothing was cancelled. */
  cancellationFailed: 'Sorry, the booking could not be cancelled. Please try again.',
} as const;

/**
 * tourdesk's own refusals where the seeds give a rule or a limit but no text, as the gateway's userErrors carry
 * them and the web shows them: login on the agent portal only and its steps (seed 000 §4, §6, §8 'Alert with the
 * server's error_message' when the provider sends none), the basket's shape and limits (seed 001 §3 Basket, §5
 * 'At most 10 passengers in total', §9; the provider's Basket contract), a booking and its passengers (seed 000
 * §2, §3; seed 001 §9 'Booking notes capped at 500 characters'), the agent's payment methods (seed 001 §5 Agent
 * payment).
 */
export const REFUSALS = {
  // seed 000 §6 Roles: agents log in on the agent portal
  agentPortalOnly: 'Agent login is only available on the agent portal.',
  invalidUserNameOrPassword: 'Invalid user name or password.',
  invalidLogin: 'Invalid login.',
  logInAgain: 'Please log in again.',
  // seed 001 §3 Basket, §5, §9
  noPassengers: 'Please add at least one passenger.',
  tooManyPassengers: `Sorry, a booking can have at most ${MAX_PASSENGERS} passengers`,
  passengersNotInBasket: 'The passengers chosen are not in the basket.',
  unknownTour: 'Unknown tour.',
  departureDateUnavailable: 'This departure date is not available.',
  departureTimeUnavailable: 'This departure time is not available.',
  roomTypeUnavailable: 'This room type is not available.',
  pickupPointUnavailable: 'This pick-up point is not available.',
  emptyBasket: 'The basket is empty.',
  invalidIdempotencyKey: 'Invalid idempotency key.',
  idempotencyKeyReused: 'This idempotency key was already used for another booking request.',
  // seed 000 §2 Booking detail, §3 Trip passenger; seed 001 §9 booking notes
  bookingNotFound: 'Booking not found.',
  noPassengersToCancel: 'Select passengers of this booking to cancel.',
  unknownPassenger: 'Unknown passenger.',
  noteTooLong: `A booking note can have at most ${BOOKING_NOTES_MAX_LENGTH} characters.`,
  notesTooLong: `Booking notes must stay under ${BOOKING_NOTES_MAX_LENGTH} characters in all.`,
  notesCannotBeEmptied: 'Keep at least one booking note, or leave the notes as they are.',
  // seed 000 §1 an unedited copy of the booking: another change came first
  bookingChangedElsewhere:
    'This booking was changed elsewhere since you opened it. Reload the booking to see the changes, then make your edit again.',
  // seed 001 §5 Agent payment
  agentMethodNotCard: 'Choose one of your agency payment methods other than card.',
} as const;

/**
 * tourdesk's texts for a card or agent payment that was refused or not taken (seed 001 §4 Payment: a booking is
 * paid once; the amount paid is the amount due), by situation.
 */
export const PAYMENT_REFUSALS = {
  nothingOutstanding: 'This booking is fully paid.',
  superseded:
    'This payment page was replaced by a newer one, so its payment was not taken. Please pay on the current payment page.',
  alreadyPaid: 'This payment has already been made: the second payment was not taken.',
  fullyPaid: 'This booking is already fully paid: this payment was not taken.',
  amountChanged:
    'The amount due changed after this payment started, so it was not taken. Please pay the amount now due.',
  paymentTaken:
    'A card payment of this booking has just been completed. Please check the booking before paying again.',
} as const;

/**
 * A refused card payment whose card was already authorised on the provider's hosted page (seed 001 §4 Payment: a
 * booking is paid once): the refusal, then plainly that the card was not charged but its issuer keeps the
 * authorised amount on hold until the authorisation lapses, since the provider offers no operation to release it.
 * @param refusal one of {@link PAYMENT_REFUSALS}.
 * @param held the authorised amount, card fee included, in minor units of its ISO 4217 currency.
 * @returns e.g. '… this payment was not taken. Your card was not charged, but your card issuer holds £426.00 …'.
 */
export function cardHoldRemainsMessage(refusal: string, held: Money): string {
  return `${refusal} Your card was not charged, but your card issuer holds the ${formatMoney(held)} it authorised until that authorisation lapses, usually within a few days; it cannot be released sooner from here.`;
}

/** 'Sorry, a booking can have at most {n} trips': a basket over the provider's trip limit (its Basket contract). */
export function tooManyTripsMessage(maxTrips: number): string {
  return `Sorry, a booking can have at most ${maxTrips} trips`;
}

/** 'Please choose between 0 and {n} nights.': pre- or post-tour nights out of range (seed 000 §3 Trip
 * nights_pre_tour, nights_post_tour). */
export function nightsRangeMessage(maxNights: number): string {
  return `Please choose between 0 and ${maxNights} nights.`;
}

/** 'Unknown currency: {code}' for a currency tourdesk does not sell in (seed 000 §9 currency list), code as given. */
export function unknownCurrencyMessage(code: string): string {
  return `Unknown currency: ${code}`;
}

/** 'Your agency does not sell in {code}.' for an agent's currency outside its agency's
 * (seed 000 §3 Agent login info `currencies`). */
export function currencyNotSoldMessage(code: string): string {
  return `Your agency does not sell in ${code}.`;
}

/**
 * 'Please try again in {n} minute(s).': the wait of a throttled request in whole minutes, rounded up, at least 1.
 * @param retryAfterSeconds Seconds until the next attempt is let through.
 */
export function tryAgainInText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A password attempt refused by throttling (seed 000 §4 Login), with {@link tryAgainInText}. */
export function loginThrottledMessage(retryAfterSeconds: number): string {
  return `Too many failed login attempts. ${tryAgainInText(retryAfterSeconds)}`;
}

/**
 * A registration refused by throttling (seed 000 §2 Registration screen), with {@link tryAgainInText}; shown after
 * 'Failed to register ' ({@link registrationFailureMessage}).
 */
export function registrationThrottledMessage(retryAfterSeconds: number): string {
  return `Too many registrations from here. ${tryAgainInText(retryAfterSeconds)}`;
}

/** A mailing-list sign-up refused by throttling (seed 001 §7 newsletter subscriber), with {@link tryAgainInText}. */
export function newsletterThrottledMessage(retryAfterSeconds: number): string {
  return `Too many sign-ups for this e-mail address or from here. ${tryAgainInText(retryAfterSeconds)}`;
}

/** A payment link opened too often (seed 001 §2 payment-link mode, §5), with {@link tryAgainInText}. */
export function paymentLinkThrottledMessage(retryAfterSeconds: number): string {
  return `This payment link was opened too often. ${tryAgainInText(retryAfterSeconds)}`;
}

/** Key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/**
 * Screen texts that rules in this package pick between (seed 000 §2, seed 001 §2, §9). Verbatim.
 */
export const LABELS = {
  // seed 001 §5 Tour details panel
  addToCart: 'Add to Cart',
  tripSummary: 'Trip Summary',
  itineraryBreakdown: 'Itinerary breakdown',
  jumpToDates: 'Jump to Dates',
  // seed 001 §9 Seat labels
  seatsFull: 'Full',
  seatsLast: 'Last seats',
  seatsFivePlus: '5 +',
  // seed 001 §2 Checkout passenger status
  addRequiredGuestDetails: 'Add required guest details',
  requiredGuestDetailsAdded: 'Required guest details added',
  requiredDetailsCompleted: 'Required details completed',
  agreeToContinue: 'Agree to continue',
  // seed 001 §2 Tour list / cart
  noToursMatch: 'Sorry none of our tours meet your search criteria',
  trainTourTimes: '2 times are available for this tour',
  seeAllTours: 'See All Tours',
  cartIsEmpty: 'Cart is empty',
  yourCartIsEmpty: 'Your cart is empty',
  haveALook: 'Have a look at some of our trips below',
  noAddOnsInCart: 'no add-ons',
  multiDayDiscountBanner: 'Receive a 10% discount when booking multiple Day Tours!',
  addedToCart: 'Added to Cart',
  addOnAddedToCart: 'Added to cart',
  iUnderstandAndAgree: 'I understand and agree.',
  showAddOnsForMyTrip: 'Show add-ons for my trip',
  proceedWithoutAddOns: 'Proceed without add-ons',
  loadingYourTour: 'Loading your tour',
  loadingSearchInformation: 'Loading Search Information',
  loadingBookings: 'Loading Bookings',
  selectedDate: 'Selected date:',
  noDateSelected: 'No date selected',
  selectPassengersAndDate: 'Please select passengers and departure date to proceed and see price.',
  includesAllTaxes: 'includes all taxes',
  bookingNow: 'Booking Now',
  removing: 'Removing...',
  // seed 001 §2 payment / confirmation
  initialisingPayment: 'Initialising Payment',
  finalisingPayment: 'Finalising Payment',
  paymentProblem: 'There was a problem with your payment',
  unableToCompleteTransaction: 'Unable to complete transaction',
  retryPayment: 'Retry Payment',
  bookingConfirmed: 'Booking confirmed',
  remainingBalanceDue: 'Remaining Balance Due',
  totalPricePaid: 'Total Price Paid',
  payRemainingBalance: 'Pay remaining balance',
  // the booking page opened by a booking link that opens nothing (seed 001 §2 Booking page, 404 view)
  bookingLinkExpiredTitle: 'This booking link has expired',
  bookingLinkExpiredText:
    'Booking links stop working after a while, to keep your booking safe. Open your booking from a newer e-mail of its documents, or contact us with your booking reference.',
  bookingLinkInvalidTitle: 'This booking link is not valid',
  bookingLinkInvalidText:
    'The link may have been changed or cut short when it was copied. Open it again from your e-mail, or contact us with your booking reference.',
  // seed 000 §2 / seed 001 §2 404
  notFoundTitle: '404 (page not found)',
  notFoundText: "Whoops! You've hit a 404 (page not found). Sorry, you'll have to turn around.",
  returnToHomePage: 'Return to Home Page',
  // seed 000 §2 cancellation dialog
  cancelBookingConfirm: 'Are you sure you want to cancel this booking?',
  // seed 000 §4 Booking cancellation: the booking page after cancelling
  refundTitle: 'YOUR REFUND',
  refundLinesLabel: 'Refund',
  noCardFeesKept: 'No card fees were paid, so none were kept.',
  // seed 000 §2 Booking detail (/search/details)
  makePayment: 'Make Payment',
  cancelBooking: 'Cancel Booking',
  bookingReference: 'BOOKING REFERENCE #',
  payment: 'Payment',
  // seed 000 §2 Footer
  privacyPolicy: 'Privacy Policy',
  bookingConditions: 'Booking Conditions',
  // seed 000 §2 Header navigation
  home: 'HOME',
  manageBooking: 'Manage Booking',
  myProfile: 'My Profile',
  viewProfile: 'View Profile',
  logout: 'Logout',
  // seed 000 §2 Login screen
  dayToursAgentPortal: 'Day Tours Agent Portal',
  // seed 000 §2 Manage Bookings (/manage_bookings)
  manageBookings: 'Manage Bookings',
  // seed 001 §1
  startBooking: 'Start booking',
  // seed 001 §2 Booking page (/booking/{group_booking_id})
  bookingNotes: 'Booking Notes',
  documentation: 'DOCUMENTATION',
  bookingDetails: 'BOOKING DETAILS',
  exit: 'Exit',
  guestDetails: 'GUEST DETAILS',
  // seed 001 §2 Calendar panel
  seeTourDetails: 'See tour details',
  clearFilter: 'Clear Filter',
  selectATrip: 'Select A Trip',
  datesAndPrices: 'Dates & prices',
  // seed 001 §2 Card payment screen (/creditcard)
  makePaymentNow: 'Make payment now',
  paymentMethod: 'Payment Method',
  paymentSummary: 'Payment Summary',
  nett: 'NETT',
  // seed 001 §2 Cart page (/cart)
  cart: 'Cart',
  editTour: 'Edit Tour',
  tourDetailsChanges: 'Tour Details Changes',
  tripCart: 'Trip Cart',
  // seed 001 §2 Checkout page
  checkout: 'Checkout',
  enterAllPassengerDetailsAndChoose: 'Enter all passenger details and choose your payment option.',
  // seed 001 §2 Confirmation (/confirmation)
  printDocuments: 'Print Documents',
  pleaseCheckTheBookingDetailsCarefully:
    'Please check the booking details carefully and read through all the travel documents before going on your tour.',
  bookedItinerary: 'Booked itinerary',
  // seed 001 §2 Filter interfaces
  showAllTours: 'Show all tours',
  // seed 001 §2 Home and search route (/)
  apply: 'Apply',
  dates: 'Dates',
  filterTrips: 'Filter Trips',
  close: 'Close',
  clearSearchFilter: 'Clear Search Filter',
  // seed 001 §2 Itinerary slide-out
  seeFullTourDetails: 'See full tour details',
  // seed 001 §2 Tour card
  bookNow: 'Book Now',
  // seed 001 §3 Passenger
  female: 'Female',
  male: 'Male',
} as const;

/**
 * The words of the cancellation policy shown before buying and on the booking (seed 000 §2 Booking detail
 * 'cancellation fees may apply', §4 Booking cancellation); domain `cancellationPolicyText` joins them into one
 * sentence: 'Free cancellation until 14 February 2027; 25 % fee from 15 February; no refund from 9 April. Card fees
 * are not refunded.' Dates come formatted ('14 February 2027'), percentages as whole numbers.
 */
export const CANCELLATION_POLICY_TEXTS = {
  /** The label before the sentence. */
  label: 'Cancellation policy:',
  free: 'Free cancellation',
  freeUntil: (date: string) => `Free cancellation until ${date}`,
  noRefundNow: 'No refund if cancelled now',
  feeNow: (percent: number) => `${percent} % cancellation fee if cancelled now`,
  /** A later tier's fee: 'no refund' at 100 %, else '50 %' ('25 % fee' for the first change after a free period). */
  laterFee: (percent: number, first: boolean) =>
    percent >= 100 ? 'no refund' : `${percent} %${first ? ' fee' : ''}`,
  from: (fee: string, date: string) => `${fee} from ${date}`,
  cardFeesRefunded: 'Card fees are refunded.',
  cardFeesNotRefunded: 'Card fees are not refunded.',
} as const;

/**
 * What the booking page says of card fees after a cancellation (seed 000 §4 Booking cancellation): 'Card fees of
 * £1.86 were kept: card fees are not refunded on cancellation.'
 * @param formattedFee the card fees kept, formatted with their currency
 */
export function cardFeesKeptText(formattedFee: string): string {
  return `Card fees of ${formattedFee} were kept: card fees are not refunded on cancellation.`;
}

/** 'Basket ' followed by booking_error: alert when booking creation fails (seed 001 §8). */
export function basketFailureMessage(bookingError: string): string {
  return `Basket ${bookingError}`;
}

/** 'Summary ' followed by booking_error: alert when checkout fails (seed 001 §8). */
export function summaryFailureMessage(bookingError: string): string {
  return `Summary ${bookingError}`;
}

/** 'Unable to reset password :' plus the server message (seed 000 §8). */
export function resetPasswordFailureMessage(serverMessage: string): string {
  return `Unable to reset password :${serverMessage}`;
}

/** 'Failed to register ' plus the server message (seed 000 §8). */
export function registrationFailureMessage(serverMessage: string): string {
  return `Failed to register ${serverMessage}`;
}

/**
 * 'Please complete all required passenger details to continue (Passenger N is missing details)' where N is the
 * 1-based position of the first failing passenger (seed 001 §4 Checkout).
 * @param passengerIndex 0-based index of the first failing passenger.
 */
export function passengerMissingDetailsMessage(passengerIndex: number): string {
  return `${MESSAGES.completeAllPassengerDetails} (Passenger ${passengerIndex + 1} is missing details)`;
}

/** 'Sadly, we are currently unable to book this tour online. Please call to book: {phone}' (seed 001 §2/§8). */
export function unbookableTourMessage(phone: string): string {
  return `Sadly, we are currently unable to book this tour online. Please call to book: ${phone}`;
}

/**
 * A tour opened by address that the signed-in agent's agency may not book (seed 000 §6: an agency sees only the
 * products of its pricing band): 'This tour is not available to your agency. For help please call: {phone}'.
 */
export function tourNotAvailableToAgencyMessage(phone: string): string {
  return `This tour is not available to your agency. For help please call: ${phone}`;
}

/** 'Having Trouble or Need to Register? Contact us at {email}' (seed 001 §2 Failed payment). */
export function contactUsMessage(email: string): string {
  return `Having Trouble or Need to Register? Contact us at ${email}`;
}

/** 'Book tours. From {price}pp' hero subtitle (seed 001 §2); `price` is already formatted. */
export function heroSubtitle(formattedPrice: string): string {
  return `Book tours. From ${formattedPrice}pp`;
}

/** 'Your booking reference number is #{id}' (seed 001 §2 Confirmation). */
export function bookingReferenceText(groupBookingId: number | string): string {
  return `Your booking reference number is #${groupBookingId}`;
}

/** 'Booking reference number: #{id}' (seed 001 §2 Itinerary breakdown). */
export function bookingReferenceLine(groupBookingId: number | string): string {
  return `Booking reference number: #${groupBookingId}`;
}

/** 'Check-in closes at {time}' (seed 001 §2 Itinerary slide-out); `time` as HH:MM. */
export function checkInClosesText(time: string): string {
  return `Check-in closes at ${time}`;
}

/** 'Tour departs {time}' (seed 001 §2 Itinerary slide-out). */
export function tourDepartsText(time: string): string {
  return `Tour departs ${time}`;
}

/** 'Tour returns at {time}' (seed 001 §2 Itinerary slide-out). */
export function tourReturnsText(time: string): string {
  return `Tour returns at ${time}`;
}

/** 'Departs from {city}' (seed 001 §2 Select A Trip card). */
export function departsFromText(city: string): string {
  return `Departs from ${city}`;
}

/** '{city} departure' (seed 001 §2 Tour card). */
export function cityDepartureText(city: string): string {
  return `${city} departure`;
}

/** '{n} Day Tour Itinerary & Map' (seed 001 §2 Itinerary slide-out). */
export function itineraryTitle(days: number): string {
  return `${days} Day Tour Itinerary & Map`;
}

/** 'Optional Add-ons for {trip name}' (seed 001 §2 Cart). */
export function optionalAddOnsHeading(tripName: string): string {
  return `Optional Add-ons for ${tripName}`;
}

/** 'Balance of X due by {date}' (seed 001 §2 Confirmation); both arguments already formatted. */
export function balanceDueText(formattedAmount: string, formattedDate: string): string {
  return `Balance of ${formattedAmount} due by ${formattedDate}`;
}

/**
 * What the payment that led to the confirmation charged (seed 001 §2 Confirmation): 'Paid today £176.61
 * (including a £2.61 card fee)', or 'Paid today £186.00' without a card fee. Amounts already formatted.
 */
export function paidTodayText(formattedTotal: string, formattedCardFee: string | null): string {
  return formattedCardFee
    ? `Paid today ${formattedTotal} (including a ${formattedCardFee} card fee)`
    : `Paid today ${formattedTotal}`;
}

/** A cancelled passenger's status with the fee it was charged: 'Cancelled, cancellation fee £31.00'. */
export function cancelledWithFeeText(formattedFee: string): string {
  return `Cancelled, cancellation fee ${formattedFee}`;
}
