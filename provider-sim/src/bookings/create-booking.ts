import { randomBytes } from 'node:crypto';
import type { AgentContext, AppInfo } from '../handlers/context.js';
import type { SimState } from '../state.js';
import type { BasketInput, SeatNeed, StoredBooking } from './booking-types.js';
import { priceBasket } from './price-basket.js';
import type { PricingContext } from './price-basket.js';

/** The pricing context of a caller (agency commission when a token is given). */
export function pricingContext(
  state: SimState,
  app: AppInfo,
  agent: AgentContext | null,
  checkCapacity: boolean,
): PricingContext {
  return {
    catalogue: state.catalogue,
    capacity: state.capacity,
    today: state.clock.today(),
    band: app.band,
    commissionPercent: app.agent ? (agent?.agency.commissionPercent ?? app.commissionPercent) : 0,
    checkCapacity,
  };
}

/** Builds the booking record of a priced basket (id 0 for a quote). */
export function bookingRecord(
  state: SimState,
  basket: BasketInput,
  app: AppInfo,
  agent: AgentContext | null,
  id: number,
  trips: StoredBooking['trips'],
): StoredBooking {
  const contact = agent?.agency.contacts.find((c) => c.contact_id === agent.session.contactId);
  return {
    id,
    appId: app.appId,
    agencyCode: agent?.agency.code ?? null,
    contactName: contact ? `${contact.first_name} ${contact.second_name}` : null,
    yourReference: basket.booking_information.your_reference ?? null,
    sessionId: randomBytes(8).toString('hex'),
    bookingReference: `BR${id}${randomBytes(3).toString('hex').toUpperCase()}`,
    bookingDate: state.clock.nowLocal(),
    currency: basket.booking_information.iso_currency_code,
    trips,
    passengers: basket.passengers.map((p, i) => ({ ...p, passenger_identifier: `${id}-P${i + 1}` })),
    notes: [],
    payments: [],
    confirmed: false,
    paymentMethod: null,
    agentReference: null,
    agentView: app.agent,
  };
}

function takeSeats(state: SimState, needs: SeatNeed[]): void {
  for (const need of needs) {
    const tour = state.catalogue.get(need.tourId);
    const dep = state.capacity.find(need.tourId, need.start);
    if (!dep || !tour || tour.alwaysAvailable) continue;
    dep.freeSeats -= need.seats;
    for (const [rt, n] of Object.entries(need.rooms)) {
      if (dep.rooms)
        dep.rooms[rt as keyof typeof dep.rooms] = (dep.rooms[rt as keyof typeof dep.rooms] ?? 0) - n;
    }
  }
}

/**
 * Books a basket: prices and checks it, then takes the seats and rooms, all without awaiting,
 * so concurrent bookings can never oversell. Returns the stored booking or the business error.
 */
export function createBooking(
  state: SimState,
  basket: BasketInput,
  app: AppInfo,
  agent: AgentContext | null,
): { booking: StoredBooking } | { error: string } {
  const id = state.bookings.peekNextId();
  const priced = priceBasket(basket, pricingContext(state, app, agent, true), id);
  if (priced.error !== null) return { error: priced.error };
  state.bookings.nextId();
  takeSeats(state, priced.needs);
  const booking = bookingRecord(state, basket, app, agent, id, priced.trips);
  state.bookings.add(booking);
  return { booking };
}
