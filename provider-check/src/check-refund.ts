import { randomUUID } from 'node:crypto';
import type { ProviderBasket, ProviderBooking } from 'gateway/src/provider/types.js';
import { providerMinor } from 'gateway/src/schema/shared/money.js';
import type { Discovered, FoundDeparture } from './check-reads.js';
import { listOf, text, type CheckContext } from './context.js';
import type { LeftOnProvider, RefundRuleTrip } from './report.js';

/** Passengers of the probe's booking: one is cancelled, the others stay booked until the clean-up. */
const PROBE_PARTY = 2;

/** An agent logged in for the probe: its band app id, access token, agency currency and a nett payment method. */
export interface AgentSession {
  band: string;
  token: string;
  currency: Discovered['currency'];
  /** The agency's first payment method paid on the nett (`nett_gross` 'N'), or undefined when it has none. */
  nettMethod: string | undefined;
}

/** One trip passenger of a loaded booking, as the probe reads it (amounts in minor units). */
interface Place {
  tripId: string;
  placeId: string;
  status: string;
  paidMinor: number;
  nettMinor: number;
  retainedMinor: number;
}

function placesOf(booking: ProviderBooking | undefined, currency: string): Place[] {
  return listOf(booking?.trips).flatMap((trip) =>
    listOf(trip.passengers).map((p) => ({
      tripId: String(trip.booking_identifier),
      placeId: String(p.trip_passenger_identifier),
      status: String(p.status),
      paidMinor: providerMinor(p.paid, currency),
      nettMinor: providerMinor(p.nett, currency),
      retainedMinor: providerMinor(p.commission_retained, currency),
    })),
  );
}

/** Σ of the REFUND payments a booking records, in minor units (refunds may be sent negative or positive). */
function refundsRecorded(booking: ProviderBooking | undefined, currency: string): number {
  return listOf(booking?.payments)
    .filter((p) => p.kind === 'REFUND')
    .reduce((sum, p) => sum + Math.abs(providerMinor(p.amount, currency)), 0);
}

/**
 * The refund the provider-sim/openapi.yaml ledger rule gives a cancelled place paid on the nett (`x-ledger-rule:
 * assumed`): its nett paid less what it now owes (the fee less its commission, the place's `nett` once
 * cancelled), never below 0 nor above what it paid. Minor units.
 */
export function nettRefundMinor(paidMinor: number, nettOwedMinor: number): number {
  return Math.min(paidMinor, Math.max(0, paidMinor - nettOwedMinor));
}

/**
 * The refund-rule probe (with `--writes` and an agent login; provider-sim/openapi.yaml's ledger rule, assumed):
 * the agent books {@link PROBE_PARTY} Adults on the departure the reads found under its band app id, with a
 * reference of the run's own, pays it on account with the agency's nett method (the agent reference is the
 * reference), cancels the first passenger and checks that the refund quoted, answered and recorded (the booking's
 * REFUND payments) is the rule's figure for a nett place ({@link nettRefundMinor}); a refund on the gross is a
 * difference of cancelBooking. Then it cancels the other passengers and reads the booking back CANCELLED. Every
 * write carries an idempotency key of the check's own; the booking, its on-account payment and its refunds stay
 * on the provider (listed).
 */
export async function checkRefundRule(
  ctx: CheckContext,
  departure: FoundDeparture | undefined,
  agent: AgentSession,
): Promise<RefundRuleTrip> {
  const { probe, client, transport } = ctx;
  const { band, token, currency } = agent;
  const nothing = (detail: string): RefundRuleTrip => ({ cleanedUp: true, leftOnProvider: [], detail });
  if (!departure) return nothing('not probed: the reads found no bookable departure');
  if (!agent.nettMethod) return nothing('not probed: the agency has no nett payment method');
  const label = `${departure.tourId} ${departure.start}`;
  const reference = `GOLIVE-REFUND-${randomUUID().slice(0, 8).toUpperCase()}`;
  // openapi-typescript renders the basket's allOf parts as Record<string, never>; the gateway casts the same way.
  const basket = {
    booking_information: { iso_currency_code: currency, your_reference: reference, token },
    trips: [
      {
        tour_id: departure.tourId,
        departure_date: departure.start,
        ...(departure.pickupPoint === undefined ? {} : { pickup_point: departure.pickupPoint }),
      },
    ],
    passengers: Array.from({ length: PROBE_PARTY }, (_, i) => ({
      age_category: 'Adult',
      first_name: 'Golive',
      family_name: `Refund ${i + 1}/${PROBE_PARTY}`,
    })),
  } as unknown as ProviderBasket;
  const writes: string[] = [];
  const keep = () => writes.push(...transport.writesMade());
  const booked = await probe.json('createBooking', `${band} ${label} (refund rule)`, () =>
    client.createBooking(band, basket, transport.nextKey()),
  );
  keep();
  const bookingId = typeof booked?.group_booking_id === 'number' ? booked.group_booking_id : 0;
  if (bookingId <= 0) {
    return {
      reference,
      writes,
      leftOnProvider: [],
      cleanedUp: transport.lastAnswerLost('createBooking') === false,
      detail: `not probed: createBooking answered no booking (${text(booked?.booking_error) ?? 'no answer'}); look for reference ${reference} under ${band}`,
    };
  }
  const load = (moment: string) =>
    probe.json('loadBooking', `${band} ${bookingId} (refund rule, ${moment})`, () =>
      client.loadBooking(band, bookingId, token),
    );
  const cancellation = (places: readonly Place[]) => ({
    booking_information: { iso_currency_code: currency, token },
    trips: [...new Set(places.map((p) => p.tripId))].map((tripId) => ({
      booking_identifier: tripId,
      passengers: places
        .filter((p) => p.tripId === tripId)
        .map((p) => ({ trip_passenger_identifier: p.placeId, cancel: true })),
    })),
  });
  const left: LeftOnProvider[] = [];
  let expected: number | undefined;
  let seen: { quoted?: number; answered?: number; recorded?: number } = {};
  try {
    await probe.json('updateBooking', `${band} ${bookingId} paid on account (${agent.nettMethod})`, () =>
      client.updateBooking(band, bookingId, {
        booking_information: { iso_currency_code: currency, token },
        booking_confirmation: {
          payment: {
            payment_method: agent.nettMethod,
            agent_reference: reference,
            full_payment: true,
            deposit_payment: false,
          },
        },
      } as unknown as Parameters<typeof client.updateBooking>[2]),
    );
    keep();
    const paid = placesOf(await load('paid on account'), currency);
    const first = paid[0];
    if (first && first.paidMinor > 0) {
      const quote = await probe.json('quoteCancellation', `${band} ${bookingId} first passenger`, () =>
        client.quoteCancellation(band, bookingId, cancellation([first])),
      );
      const answer = await probe.json('cancelBooking', `${band} ${bookingId} first passenger`, () =>
        client.cancelBooking(band, bookingId, cancellation([first])),
      );
      keep();
      const after = await load('first passenger cancelled');
      const cancelled = placesOf(after, currency).find((p) => p.placeId === first.placeId);
      expected = cancelled ? nettRefundMinor(first.paidMinor, cancelled.nettMinor) : undefined;
      seen = {
        quoted: quote ? providerMinor(quote.refund, currency) : undefined,
        answered: answer ? providerMinor(answer.refund, currency) : undefined,
        recorded: refundsRecorded(after, currency),
      };
      const named = {
        quoted: 'quoteCancellation',
        answered: 'cancelBooking',
        recorded: 'loadBooking',
      } as const;
      for (const [which, figure] of Object.entries(seen) as [keyof typeof seen, number | undefined][]) {
        if (expected === undefined || figure === undefined || figure === expected) continue;
        probe.differs(named[which], `${band} ${bookingId} refund of a nett place`, {
          kind: 'rule',
          path: which === 'recorded' ? 'payments[] REFUND' : '(answer).refund',
          expected:
            `${expected} minor units: nett paid ${first.paidMinor} less ${cancelled!.nettMinor} owed ` +
            `(the ledger rule's refund of a nett place)`,
          seen: `${figure}${figure === first.paidMinor + first.retainedMinor ? ' (refunded on the gross)' : ''}`,
          count: 1,
        });
      }
    }
  } finally {
    const rest = placesOf(await load('before cancelling the rest'), currency).filter(
      (p) => p.status !== 'CANCELLED',
    );
    if (rest.length > 0) {
      await probe.json('cancelBooking', `${band} ${bookingId} the other passengers`, () =>
        client.cancelBooking(band, bookingId, cancellation(rest)),
      );
      keep();
    }
  }
  const final = await load('after cancelling');
  const state = String(final?.status ?? 'unknown');
  left.push({ kind: 'booking', id: String(bookingId), state, verified: true });
  left.push({
    kind: 'payment',
    id: reference,
    bookingId,
    state: `paid on account (${agent.nettMethod}), refunds recorded ${refundsRecorded(final, currency)} minor units`,
    verified: true,
  });
  const cleanedUp = state === 'CANCELLED';
  if (!cleanedUp) {
    probe.differs('cancelBooking', `${band} ${bookingId}`, {
      kind: 'left-behind',
      path: '(booking status)',
      expected: 'CANCELLED',
      seen: state,
      count: 1,
    });
  }
  const figures =
    expected === undefined
      ? 'the refund could not be probed (nothing paid on the first place)'
      : `refund of a nett place ${expected} minor units by the rule; quoted ${seen.quoted ?? '?'}, answered ` +
        `${seen.answered ?? '?'}, recorded ${seen.recorded ?? '?'}`;
  return {
    bookingId,
    reference,
    tourId: departure.tourId,
    departure: departure.start,
    writes,
    ...(expected === undefined ? {} : { refund: { expectedMinor: expected, ...seen, currency } }),
    leftOnProvider: left,
    ...(cleanedUp ? {} : { cancelByHand: `booking ${bookingId} under ${band} (reference ${reference})` }),
    cleanedUp,
    detail: `booking ${bookingId} (${PROBE_PARTY} Adults, ${label}, reference ${reference}) ${state}; ${figures}`,
  };
}
