import type { FastifyRequest } from 'fastify';
import { viewBooking } from '../bookings/booking-view.js';
import type { BasketInput, StoredBooking } from '../bookings/booking-types.js';
import { bookingPassengerStatus, leadGuestName } from '../bookings/booking-status.js';
import type { BookingStatus } from '../bookings/booking-status.js';
import { DEFAULT_BOOKING_SORT } from '../bookings/booking-store.js';
import type { BookingSortField } from '../bookings/booking-store.js';
import {
  cancelPassengers,
  quoteCancellation,
  type CancellationRequestTrip,
} from '../bookings/cancel-booking.js';
import { bookingRecord, createBooking, pricingContext } from '../bookings/create-booking.js';
import { priceBasket } from '../bookings/price-basket.js';
import { updateBooking } from '../bookings/update-booking.js';
import type { BookingUpdate } from '../bookings/update-booking.js';
import { notFound } from '../http/api-error.js';
import { toDecimal } from '../util/money.js';
import { agentOf, appOf, viewContext } from './context.js';
import type { AgentContext, Deps, Handler } from './context.js';

interface SearchBody {
  token?: string | null;
  page?: number;
  page_size?: number;
  group_booking_id?: number;
  your_reference?: string;
  lead_guest?: string;
  status?: BookingStatus;
  departure_date_from?: string;
  departure_date_to?: string;
  booking_date_from?: string;
  booking_date_to?: string;
  tour_id?: string;
  balance_due?: boolean;
  sort_by?: BookingSortField;
  sort_order?: 'asc' | 'desc';
}

const MESSAGE_SUBJECTS: Record<string, [string, string]> = {
  Consumer_Statement: ['Booking Statement', 'statement'],
  Consumer_Itinerary: ['Booking Itinerary', 'itinerary'],
  Agent_Statement: ['Agent Statement', 'agent-statement'],
};

/**
 * The booking a caller may see: with a token, only its agency's bookings; without, only bookings made
 * through the path's app id (the payment app id sees all). Anything else is 404.
 */
export function accessibleBooking(
  deps: Deps,
  req: FastifyRequest,
  id: number,
  token: string | null | undefined,
): { booking: StoredBooking; agent: AgentContext | null } {
  const app = appOf(deps, req);
  const agent = agentOf(deps, app, token);
  const booking = deps.state.bookings.get(id);
  const allowed =
    booking &&
    (agent
      ? booking.agencyCode === agent.agency.code
      : app.appId === 'payment' || booking.appId === app.appId);
  if (!booking || !allowed) throw notFound(`Unknown booking ${id}`);
  return { booking, agent };
}

function idOf(req: FastifyRequest): number {
  return (req.params as { groupBookingId: number }).groupBookingId;
}

function bodyToken(req: FastifyRequest): string | null | undefined {
  const body = (req.body ?? {}) as { token?: string | null; booking_information?: { token?: string | null } };
  return body.token ?? body.booking_information?.token;
}

/** Booking handlers: quote, book, search, load, get, update, cancellation quote, cancel, message. */
export function bookingHandlers(deps: Deps): Record<string, Handler> {
  const view = (b: StoredBooking, error: string | null = null) => viewBooking(b, viewContext(deps), error);
  const failed = (error: string) => ({
    group_booking_id: 0,
    booking_error: error,
    trips: [],
    passengers: [],
    documents: [],
    payments: [],
    payment_transactions: [],
    booking_confirmation: { booking_notes: [], confirmed: false },
    booking_information: {},
    totals: {
      price: 0,
      discount: 0,
      total: 0,
      paid: 0,
      outstanding: 0,
      deposit: 0,
      card_fee: 0,
      debit_card_fee: 0,
      deposit_card_fee: 0,
      balance_due_date: null,
    },
    status: 'ON_HOLD',
  });
  return {
    async quoteBooking(req) {
      const basket = req.body as BasketInput;
      const app = appOf(deps, req);
      const agent = agentOf(deps, app, basket.booking_information.token);
      const priced = priceBasket(basket, pricingContext(deps.state, app, agent, true), 0);
      if (priced.error !== null) return failed(priced.error);
      return view(bookingRecord(deps.state, basket, app, agent, 0, priced.trips));
    },

    async createBooking(req) {
      const basket = req.body as BasketInput;
      const app = appOf(deps, req);
      const agent = agentOf(deps, app, basket.booking_information.token);
      const result = createBooking(deps.state, basket, app, agent);
      return 'error' in result ? failed(result.error) : view(result.booking);
    },

    async searchBookings(req) {
      const body = req.body as SearchBody;
      const app = appOf(deps, req);
      const agent = agentOf(deps, app, body.token);
      const page = body.page ?? 1;
      const pageSize = body.page_size ?? 1000;
      const { total, items } = deps.state.bookings.search(
        {
          ...(agent
            ? { agencyCode: agent.agency.code }
            : app.appId === 'payment'
              ? {}
              : { appId: app.appId }),
          groupBookingId: body.group_booking_id,
          yourReference: body.your_reference,
          leadGuest: body.lead_guest,
          status: body.status,
          departureFrom: body.departure_date_from,
          departureTo: body.departure_date_to,
          bookingFrom: body.booking_date_from,
          bookingTo: body.booking_date_to,
          tourId: body.tour_id,
          balanceDue: body.balance_due,
        },
        page,
        pageSize,
        {
          by: body.sort_by ?? DEFAULT_BOOKING_SORT.by,
          order: body.sort_order ?? (body.sort_by ? 'asc' : DEFAULT_BOOKING_SORT.order),
        },
      );
      const views = items.map((b) => ({
        b,
        v: view(b) as {
          totals: Record<string, number | string | null>;
          status: string;
          trips: { passengers: { expiry_time: string | null }[] }[];
        },
      }));
      return {
        pagination: {
          page,
          page_size: pageSize,
          total_items: total,
          total_pages: Math.ceil(total / pageSize),
        },
        bookings: views.map(({ b, v }) => {
          const first = b.trips.find((t) => !t.isAddOn) ?? b.trips[0];
          return {
            group_booking_id: b.id,
            your_reference: b.yourReference,
            booking_date: b.bookingDate,
            departure_date: first?.departure ?? b.bookingDate,
            lead_guest: leadGuestName(b),
            consultant: b.contactName,
            status: v.status,
            agency_code: b.agencyCode,
            affiliate_app_id: b.appId,
            iso_currency_code: b.currency,
            tour_ids: [...new Set(b.trips.map((t) => t.tourId))],
            passenger_count: b.passengers.length,
            total: v.totals.total,
            commission: v.totals.commission ?? 0,
            nett: v.totals.nett ?? v.totals.total,
            paid: v.totals.paid,
            commission_retained: v.totals.commission_retained,
            outstanding: v.totals.outstanding,
            balance_due_date: v.totals.balance_due_date,
            hold_expires_at:
              v.trips
                .flatMap((t) => t.passengers.map((p) => p.expiry_time))
                .filter((e): e is string => e !== null)
                .sort()[0] ?? null,
          };
        }),
        passengers: items.flatMap((b) =>
          b.passengers.map((p) => ({
            group_booking_id: b.id,
            passenger_identifier: p.passenger_identifier,
            first_name: p.first_name ?? null,
            family_name: p.family_name ?? null,
            age_category: p.age_category,
            status: bookingPassengerStatus(b, p.passenger_identifier),
          })),
        ),
      };
    },

    async loadBooking(req) {
      return view(accessibleBooking(deps, req, idOf(req), bodyToken(req)).booking);
    },

    async getBooking(req) {
      return view(accessibleBooking(deps, req, idOf(req), (req.query as { token?: string }).token).booking);
    },

    async updateBooking(req) {
      const { booking, agent } = accessibleBooking(deps, req, idOf(req), bodyToken(req));
      const error = updateBooking(deps.state, booking, req.body as BookingUpdate, agent);
      return view(booking, error);
    },

    async quoteCancellation(req) {
      const { booking } = accessibleBooking(deps, req, idOf(req), bodyToken(req));
      const body = req.body as { trips: CancellationRequestTrip[] };
      const quoted = quoteCancellation(deps.state, booking, body.trips);
      const sum = (pick: (q: (typeof quoted)[number]) => number) =>
        toDecimal(quoted.reduce((n, q) => n + pick(q), 0));
      return {
        group_booking_id: booking.id,
        iso_currency_code: booking.currency,
        passengers: quoted.map((q) => ({
          booking_identifier: q.bookingIdentifier,
          trip_passenger_identifier: q.tripPassengerId,
          cancellation_fee: toDecimal(q.fee),
          paid: toDecimal(q.paid),
          refund: toDecimal(q.refund),
        })),
        cancellation_fee: sum((q) => q.fee),
        paid: sum((q) => q.paid),
        refund: sum((q) => q.refund),
      };
    },

    async cancelBooking(req) {
      const { booking } = accessibleBooking(deps, req, idOf(req), bodyToken(req));
      const body = req.body as { trips: CancellationRequestTrip[] };
      const { cancelled, refund } = cancelPassengers(deps.state, booking, body.trips);
      return {
        group_booking_id: booking.id,
        cancelled: cancelled.map((c) => ({
          booking_identifier: c.bookingIdentifier,
          trip_passenger_identifier: c.tripPassengerId,
          cancellation_fee: toDecimal(c.fee),
        })),
        cancellation_fee: toDecimal(cancelled.reduce((n, c) => n + c.fee, 0)),
        refund: toDecimal(refund),
        booking: view(booking),
      };
    },

    async sendBookingMessage(req) {
      const body = req.body as {
        message_type: string;
        email: string;
        booking_id: number;
        booking_url?: string;
      };
      const { booking } = accessibleBooking(deps, req, body.booking_id, bodyToken(req));
      const [subject, kind] = MESSAGE_SUBJECTS[body.message_type]!;
      const url = viewContext(deps).documentUrl(booking.id, kind);
      const manage = body.booking_url ? `\nManage your booking: ${body.booking_url}` : '';
      const entry = deps.state.outbox.add({
        kind: 'email',
        to: body.email,
        subject: `${subject} #${booking.id}`,
        body: `Please find your ${subject.toLowerCase()} for booking #${booking.id} here: ${url}${manage}`,
        created_at: deps.state.clock.nowLocal(),
        data: {
          message_type: body.message_type,
          booking_id: booking.id,
          url,
          ...(body.booking_url ? { booking_url: body.booking_url } : {}),
        },
      });
      return { message_sent: true, message: `${subject} sent to ${body.email}`, message_id: entry.id };
    },
  };
}
