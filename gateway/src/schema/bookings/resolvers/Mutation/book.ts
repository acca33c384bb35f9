import { bookingCreated } from '@tourdesk/domain/booking';
import { bookingErrorCode } from '@tourdesk/domain/booking-failure';
import { basketFailureMessage, REFUSALS } from '@tourdesk/domain/messages';
import { lockTimingFor } from '../../../../cache/store-lock.js';
import { gatewayError } from '../../../../errors.js';
import type { UserError, MutationResolvers } from '../../../../generated/resolvers-types.js';
import type { ProviderBooking } from '../../../../provider/types.js';
import { agentAccessToken } from '../../../../session/agent-token.js';
import { toProviderBasket } from '../../../shared/basket-input.js';
import { validateBasket } from '../../../shared/basket-validation.js';
import { accessBooking, bookingMemo } from '../../booking-access.js';
import { invalidateCapacity, rememberBooking } from '../../booking-writes.js';
import { digest, runOnce } from '../../../../idempotency.js';
import { idempotencyKeyError } from '../../idempotency-key.js';

/**
 * Provider calls of one `book` under its idempotency lock: per trip its product and its month's capacity
 * (basket validation), then an authentication-hash refresh, the agent's access token and the booking itself.
 */
const bookCalls = (trips: number) => 2 * trips + 3;

/** The idempotency lock of a `book` was lost before its booking call: it is another request's now. */
const lockLost = () =>
  gatewayError('CONFLICT', 'The same booking request is still in progress; try again shortly.');

type BookOutcome = { groupBookingId: number } | { userErrors: UserError[] };

/**
 * `Mutation.book` (seed 000 §2 createBooking, seed 001 §5 Checkout): validates the basket (seed texts), books once
 * per client idempotency key whatever the cookie state (idempotency.ts), invalidates the capacity of the booked
 * tour-months, remembers the booking in the session and makes the provider's answer the session's booking memo.
 */
export const book: NonNullable<MutationResolvers['book']> = async (
  _parent,
  { basket, idempotencyKey },
  ctx,
) => {
  const invalidKey = idempotencyKeyError(idempotencyKey);
  if (invalidKey) return { booking: null, userErrors: [invalidKey] };
  // The key is the client's, whatever its cookie state: the same key books once, from any session or none.
  // The fingerprint binds it to who books (agency or consumer site), how (app id, currency) and what.
  const providerKey = digest(['book', idempotencyKey]);
  const principal = ctx.session.data.agent ? `agency:${ctx.session.data.agent.agency.code}` : ctx.site;
  let created: ProviderBooking | undefined;
  const result = await runOnce<BookOutcome>({
    store: ctx.services.store,
    operation: 'book',
    key: providerKey,
    fingerprint: digest([principal, ctx.appId, ctx.currency, basket]),
    lock: lockTimingFor(ctx.services.config.providerSalesBudgetMs, bookCalls(basket.trips.length)),
    keep: (outcome) => 'groupBookingId' in outcome,
    action: async (lease) => {
      if (basket.trips.length === 0) {
        // An empty basket is the provider's 400 (Basket.trips minItems 1): refuse it here.
        return {
          userErrors: [{ code: 'INVALID_BASKET', field: ['basket', 'trips'], message: REFUSALS.emptyBasket }],
        };
      }
      const invalid = await validateBasket(basket, ctx);
      if (invalid.length > 0) return { userErrors: invalid };
      const body = toProviderBasket(basket, ctx.currency);
      const token = await agentAccessToken(ctx);
      if (token) (body.booking_information as { token?: string }).token = token;
      // A lock lost meanwhile (a stalled holder) may be another request's now: that one books, not this.
      if (!(await lease.confirm())) throw lockLost();
      const answer = await ctx.provider.createBooking(ctx.appId, body, providerKey);
      if (!bookingCreated(answer.group_booking_id)) {
        const error = answer.booking_error ?? 'Unknown error';
        return {
          userErrors: [
            {
              code: bookingErrorCode(error),
              field: ['basket'],
              message: basketFailureMessage(error),
            },
          ],
        };
      }
      await invalidateCapacity(ctx, answer.trips);
      created = answer;
      return { groupBookingId: answer.group_booking_id };
    },
  });
  if ('mismatch' in result) {
    return {
      booking: null,
      userErrors: [
        {
          code: 'IDEMPOTENCY_KEY_REUSED',
          field: ['idempotencyKey'],
          message: REFUSALS.idempotencyKeyReused,
        },
      ],
    };
  }
  if ('userErrors' in result.value) return { booking: null, userErrors: result.value.userErrors };
  const id = result.value.groupBookingId;
  await rememberBooking(ctx, id);
  if (created) {
    // This request booked: createBooking answered the whole booking, which becomes the session's memo.
    const memo = bookingMemo(ctx);
    await memo.endWrite(ctx.session.id, ctx.appId, await memo.beginWrite(id), created);
    return { booking: created, userErrors: [] };
  }
  // A replay (same key, same request): the booking as it is now, usually from the session's memo. The key
  // proved this caller made the booking, so it is now one of the session's bookings (above) too.
  const access = await accessBooking(ctx, id, null);
  if (!access) throw gatewayError('INTERNAL_SERVER_ERROR', 'The new booking could not be read.');
  return { booking: access.booking, userErrors: [] };
};
