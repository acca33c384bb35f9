import { BOOKING_MESSAGE_CURRENCY, SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { isValidEmail } from '@tourdesk/domain/account';
import { guestName } from '@tourdesk/domain/booking';
import { FIELD_MESSAGES, MESSAGES, REFUSALS } from '@tourdesk/domain/messages';
import { cancellationQuoteTotals } from '@tourdesk/domain/totals';
import {
  departingWithinError,
  departureWindow,
  isSearchableBookingStatus,
} from '@tourdesk/domain/booking-search';
import { checkBookingNote } from '@tourdesk/domain/booking-note';
import { searchBookingsByText, type BookingSearchKey } from '@tourdesk/domain/booking-search-text';
import { badUserInput } from '../../errors.js';
import type {
  AgentBookingFilter,
  AgentBookingSort,
  BookingMessageType,
  Resolvers,
  ResolversTypes,
  UserError,
} from '../../generated/resolvers-types.js';
import type {
  ProviderBooking,
  ProviderBookingSearchRequest,
  ProviderCancellationQuote,
  ProviderCancellationTrip,
} from '../../provider/types.js';
import { gqlMoney, providerMoney } from '../shared/money.js';
import { agentAccessToken } from '../../session/agent-token.js';
import {
  accessBooking,
  accessBookingForChange,
  BOOKING_NOT_FOUND,
  bookingIdOf,
  writeBooking,
} from './booking-access.js';
import { bookingPromoCodeStatus, NOTE_TYPES } from './booking-view.js';
import { agentBookingsPage, allAgentBookings, type AgentBookingsQuery } from './agent-bookings.js';
import { amendBooking, passengerUpdateErrors, providerPassenger } from './booking-amendment.js';
import { agentBookingsCsv } from './bookings-csv.js';
import type { GatewayContext } from '../../context.js';
import { bookingInformation, invalidateCapacity, updateBookingWith } from './booking-writes.js';
import { admitByBookingLink, bookingLinkState, manageLinkOf } from './booking-link-access.js';

/** Provider message types of emailBookingDocument (seed 001 §7). */
const MESSAGE_TYPES: Record<BookingMessageType, string> = {
  CONSUMER_STATEMENT: 'Consumer_Statement',
  CONSUMER_ITINERARY: 'Consumer_Itinerary',
  AGENT_STATEMENT: 'Agent_Statement',
};

/** A client's idempotency key: 16-128 characters (a UUID is 36), as `book` takes it. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:-]{16,128}$/;

type BookingResult = { booking: ResolversTypes['Booking'] | null; userErrors: UserError[] };

/** A consumer's e-mail carries the booking's link (the provider's `booking_url`, assumed); an agent's does not. */
function bookingUrlOf(ctx: GatewayContext, groupBookingId: number): { booking_url?: string } {
  const link = manageLinkOf(ctx, groupBookingId);
  return link ? { booking_url: new URL(link.path, ctx.services.config.consumerSiteUrl).href } : {};
}

function notFound(): BookingResult {
  return { booking: null, userErrors: [BOOKING_NOT_FOUND] };
}

/**
 * The provider's cancellation object for trip passengers of a booking (seed 000 §3 Cancellation: per trip its
 * passengers, each flagged to cancel or not), with the trips it touches; a userError naming tripPassengerIds when
 * none is given or one is not a passenger of the booking.
 */
function cancellationRequest(
  booking: ProviderBooking,
  tripPassengerIds: readonly string[],
): { trips: ProviderCancellationTrip[]; bookedTrips: ProviderBooking['trips'] } | { userError: UserError } {
  const wanted = new Set(tripPassengerIds);
  const touched = booking.trips
    .map((trip) => ({
      trip,
      passengers: trip.passengers.map((p) => ({
        trip_passenger_identifier: p.trip_passenger_identifier,
        cancel: wanted.has(p.trip_passenger_identifier),
      })),
    }))
    .filter((t) => t.passengers.some((p) => p.cancel));
  const known = touched.flatMap((t) => t.passengers.filter((p) => p.cancel)).length;
  if (wanted.size === 0 || known !== wanted.size) {
    return {
      userError: {
        code: 'UNKNOWN_PASSENGER',
        field: ['tripPassengerIds'],
        message: REFUSALS.noPassengersToCancel,
      },
    };
  }
  return {
    trips: touched.map((t) => ({ booking_identifier: t.trip.booking_identifier, passengers: t.passengers })),
    bookedTrips: touched.map((t) => t.trip),
  };
}

/**
 * A cancellation quote as the schema gives it: each place with its guest's name and tour, the fee, paid and refund
 * in the booking's currency, and their sums (domain `cancellationQuoteTotals`: fee + refund = paid is not required,
 * a place may owe part of its fee).
 */
function cancellationQuoteOf(booking: ProviderBooking, answer: ProviderCancellationQuote) {
  const currency = answer.iso_currency_code;
  const guests = new Map(booking.passengers.map((p) => [p.passenger_identifier, p]));
  const lines = answer.passengers.map((line) => {
    const trip = booking.trips.find((t) => t.booking_identifier === line.booking_identifier);
    const index =
      trip?.passengers.findIndex((p) => p.trip_passenger_identifier === line.trip_passenger_identifier) ?? -1;
    const passenger = index >= 0 ? trip!.passengers[index] : undefined;
    const guest = passenger ? guests.get(passenger.passenger_identifier) : undefined;
    return {
      tripPassengerId: line.trip_passenger_identifier,
      name: guestName({ firstName: guest?.first_name, familyName: guest?.family_name }, Math.max(index, 0)),
      tourName: trip?.tour_name ?? '',
      cancellationFee: providerMoney(line.cancellation_fee, currency),
      paid: providerMoney(line.paid, currency),
      refund: providerMoney(line.refund, currency),
    };
  });
  const totals = cancellationQuoteTotals(lines, currency);
  return {
    groupBookingId: String(answer.group_booking_id),
    passengers: lines.map((line) => ({
      ...line,
      cancellationFee: gqlMoney(line.cancellationFee),
      paid: gqlMoney(line.paid),
      refund: gqlMoney(line.refund),
    })),
    cancellationFee: gqlMoney(totals.cancellationFee),
    paid: gqlMoney(totals.paid),
    refund: gqlMoney(totals.refund),
  };
}

/**
 * Reads the signed-in agent's list for a filter and order (seed 000 §2 Manage Bookings search): the text's
 * searches are domain `searchBookingsByText`'s (booking id, agent reference, then lead guest); the departure range
 * is the filter's, narrowed by 'departing within N days' (domain `departureWindow`); 'balance due' is the
 * provider's (assumed) `balance_due`; a status the provider cannot search for matches nothing. `read` reads one page or every row of the resulting query.
 * @throws GraphQLError BAD_USER_INPUT naming filter.departingWithinDays when domain `departingWithinError` refuses it.
 */
async function readAgentList<R extends { totalCount: number }>(
  ctx: GatewayContext,
  filter: AgentBookingFilter | null,
  sort: AgentBookingSort | null,
  read: (query: Omit<AgentBookingsQuery, 'page' | 'pageSize'>) => Promise<R>,
): Promise<R | { rows: never[]; totalCount: 0 }> {
  const status = filter?.status;
  if (status && !isSearchableBookingStatus(status)) return { rows: [], totalCount: 0 };
  const within = filter?.departingWithinDays ?? null;
  const refused = departingWithinError(within);
  if (refused) throw badUserInput(['filter', 'departingWithinDays'], refused);
  const range = departureWindow(ctx.today, within, {
    from: filter?.departureFrom ?? null,
    to: filter?.departureTo ?? null,
  });
  const token = await agentAccessToken(ctx);
  const run = (
    text: Pick<ProviderBookingSearchRequest, 'group_booking_id' | 'your_reference' | 'lead_guest'>,
  ) =>
    read({
      search: {
        token,
        status: status ?? undefined,
        ...(filter?.balanceDue ? { balance_due: true } : {}),
        ...text,
      },
      departureFrom: range.from,
      departureTo: range.to,
      sort,
    });
  return searchBookingsByText(filter?.text, (key) => run(key ? providerSearchText(key) : {}));
}

/** A search of the domain's Manage Bookings text rule as the provider's booking search field. */
function providerSearchText(
  key: BookingSearchKey,
): Pick<ProviderBookingSearchRequest, 'group_booking_id' | 'your_reference' | 'lead_guest'> {
  if (key.kind === 'bookingId') return { group_booking_id: key.value };
  return key.kind === 'agentReference' ? { your_reference: key.value } : { lead_guest: key.value };
}

/**
 * Bookings (seed 000 §2-§7, seed 001 §2-§8): read with access rules (and booking links), agent search, promo code,
 * passengers, notes, cancellation and document e-mails (`book` is book.resolvers.ts).
 */
export const manageBookingsResolvers: Resolvers = {
  Query: {
    booking: async (_parent, { groupBookingId, paymentLinkToken, bookingLinkToken }, ctx) => {
      const id = bookingIdOf(groupBookingId);
      await admitByBookingLink(ctx, id, bookingLinkToken);
      const access = await accessBooking(ctx, id, paymentLinkToken);
      return access ? access.booking : null;
    },

    bookingLinkState: (_parent, { groupBookingId, token }, ctx) =>
      token ? bookingLinkState(ctx, bookingIdOf(groupBookingId), token) : null,

    cancellationQuote: async (_parent, { groupBookingId, tripPassengerIds }, ctx) => {
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      if (!access) return { quote: null, userErrors: [BOOKING_NOT_FOUND] };
      const request = cancellationRequest(access.booking, tripPassengerIds);
      if ('userError' in request) return { quote: null, userErrors: [request.userError] };
      const answer = await ctx.provider.quoteCancellation(access.appId, access.booking.group_booking_id, {
        booking_information: bookingInformation(BOOKING_MESSAGE_CURRENCY, access.token),
        trips: request.trips,
      });
      return { quote: cancellationQuoteOf(access.booking, answer), userErrors: [] };
    },

    agentBookings: async (_parent, { filter, sort, page, pageSize }, ctx) => {
      const size = Math.min(Math.max(pageSize ?? 50, 1), SEARCH_PAGE_SIZE);
      const pageNumber = Math.max(page ?? 1, 1);
      const found = await readAgentList(ctx, filter ?? null, sort ?? null, (query) =>
        agentBookingsPage(ctx, { ...query, page: pageNumber, pageSize: size }),
      );
      return { rows: found.rows, page: pageNumber, pageSize: size, totalCount: found.totalCount };
    },

    agentBookingsCsv: async (_parent, { filter, sort }, ctx) => {
      const found = await readAgentList(ctx, filter ?? null, sort ?? null, async (query) => {
        const rows = await allAgentBookings(ctx, { ...query, page: 1, pageSize: SEARCH_PAGE_SIZE });
        return { rows, totalCount: rows.length };
      });
      return agentBookingsCsv(found.rows, ctx.today);
    },
  },

  Mutation: {
    updateBookingPromoCode: async (_parent, { groupBookingId, code }, ctx) => {
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      if (!access) return notFound();
      const promo = code?.trim() || null;
      const trips = access.booking.trips.filter((t) => !t.is_add_on);
      const answer = await updateBookingWith(ctx, access, {
        trips: trips.map((t) => ({ booking_identifier: t.booking_identifier, promo_code: promo })),
      });
      const invalid = bookingPromoCodeStatus(answer) === 'INVALID';
      return {
        booking: answer,
        userErrors: invalid
          ? [{ code: 'PROMO_NOT_FOUND', field: ['code'], message: MESSAGES.invalidCoupon }]
          : [],
      };
    },

    updateBookingPassengers: async (_parent, { groupBookingId, passengers }, ctx) => {
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      if (!access) return notFound();
      if (passengers.length === 0) {
        // Nothing to save is the provider's 400 (BookingUpdateRequest.passengers minItems 1): refuse it here.
        return {
          booking: null,
          userErrors: [
            { code: 'REQUIRED', field: ['passengers'], message: MESSAGES.completeAllRequiredFields },
          ],
        };
      }
      const errors = passengerUpdateErrors(ctx, access.booking, passengers);
      if (errors.length > 0) return { booking: null, userErrors: errors };
      const answer = await updateBookingWith(ctx, access, {
        passengers: passengers.map((p) => providerPassenger(p, ctx.isAgent)),
      });
      return { booking: answer, userErrors: [] };
    },

    amendBooking: async (
      _parent,
      { groupBookingId, amendmentVersion, passengers, notes, idempotencyKey },
      ctx,
    ) => {
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        return {
          booking: null,
          userErrors: [
            {
              code: 'INVALID_IDEMPOTENCY_KEY',
              field: ['idempotencyKey'],
              message: REFUSALS.invalidIdempotencyKey,
            },
          ],
        };
      }
      const id = bookingIdOf(groupBookingId);
      const access = await accessBookingForChange(ctx, id);
      if (!access) return notFound();
      const outcome = await amendBooking(
        ctx,
        access,
        amendmentVersion,
        { passengers, notes: notes ?? null },
        idempotencyKey,
      );
      if ('userErrors' in outcome) return { booking: null, userErrors: outcome.userErrors };
      const after = await accessBookingForChange(ctx, id);
      return after ? { booking: after.booking, userErrors: [] } : notFound();
    },

    addBookingNote: async (_parent, { groupBookingId, type, note }, ctx) => {
      const checked = checkBookingNote(note);
      if (!checked.ok) {
        const { code, field, message } = checked;
        return { booking: null, userErrors: [{ code, field: [field], message }] };
      }
      const text = checked.note;
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      if (!access) return notFound();
      const answer = await updateBookingWith(ctx, access, {
        booking_confirmation: { booking_notes: [{ type: NOTE_TYPES[type] as 'Other', note: text }] },
      });
      return { booking: answer, userErrors: [] };
    },

    cancelBookingPassengers: async (_parent, { groupBookingId, tripPassengerIds }, ctx) => {
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      if (!access) return notFound();
      const request = cancellationRequest(access.booking, tripPassengerIds);
      if ('userError' in request) return { booking: null, userErrors: [request.userError] };
      const id = access.booking.group_booking_id;
      const answer = await writeBooking(
        ctx,
        access,
        id,
        () =>
          ctx.provider.cancelBooking(access.appId, id, {
            booking_information: bookingInformation(BOOKING_MESSAGE_CURRENCY, access.token),
            trips: request.trips,
          }),
        (a) => a.booking,
      );
      await invalidateCapacity(ctx, request.bookedTrips);
      return { booking: answer.booking, userErrors: [] };
    },

    emailBookingDocument: async (_parent, { groupBookingId, messageType, email }, ctx) => {
      const address = email.trim();
      if (!isValidEmail(address)) {
        return {
          sent: false,
          userErrors: [{ code: 'INVALID_EMAIL', field: ['email'], message: FIELD_MESSAGES.invalidEmail }],
        };
      }
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      if (!access) return { sent: false, userErrors: [BOOKING_NOT_FOUND] };
      const answer = await ctx.provider.sendBookingMessage(access.appId, {
        booking_id: access.booking.group_booking_id,
        email: address,
        message_type: MESSAGE_TYPES[messageType] as 'Consumer_Statement',
        booking_information: bookingInformation(BOOKING_MESSAGE_CURRENCY, access.token),
        ...bookingUrlOf(ctx, access.booking.group_booking_id),
      });
      return answer.message_sent
        ? { sent: true, userErrors: [] }
        : { sent: false, userErrors: [{ code: 'EMAIL_FAILED', field: null, message: answer.message }] };
    },
  },
};
