import { cacheKeys } from '../../../../cache/keys.js';
import { bookingErrorCode } from '@tourdesk/domain/booking-failure';
import type { GatewayContext } from '../../../../context.js';
import type { BasketInput, UserError, QueryResolvers } from '../../../../generated/resolvers-types.js';
import type { ProviderBooking } from '../../../../provider/types.js';
import { digest } from '../../../../idempotency.js';
import { toProviderBasket } from '../../../shared/basket-input.js';
import { validateBasket } from '../../../shared/basket-validation.js';

/**
 * The provider's quote of a basket, shared between requests and users for the capacity TTL (seconds). The key is
 * what the price depends on: the normalised provider basket (tours, dates, party, rooms, pick-up, add-ons,
 * nights, promo codes, currency), the pricing app id, the agent's agency code (agents never share quotes with
 * other agencies, even of the same band), today's date, and the capacity version of every tour-month the basket
 * touches, so a booking or cancellation through the gateway orphans the quotes of its months at once, like
 * capacity. Concurrent identical quotes in this process share one provider call. Provider failures are not kept.
 */
async function sharedQuote(ctx: GatewayContext, basket: BasketInput): Promise<ProviderBooking> {
  const body = toProviderBasket(basket, ctx.currency);
  const months = new Set<string>();
  for (const trip of basket.trips) {
    const month = trip.departureDate.slice(0, 7);
    for (const tourId of [trip.tourId, ...(trip.addOns ?? []).map((a) => a.tourId)]) {
      months.add(`${tourId.toUpperCase()}|${month}`);
    }
  }
  const versions = await Promise.all(
    [...months].sort().map(async (m) => {
      const [tourId, ym] = m.split('|') as [string, string];
      const [year, month] = ym.split('-').map(Number) as [number, number];
      return [m, await ctx.services.capacityVersions.current(tourId, year, month)] as const;
    }),
  );
  const key = digest([ctx.appId, ctx.session.data.agent?.agency.code ?? null, ctx.today, body, versions]);
  return ctx.services.cache.getOrLoad(ctx.services.policies.capacity, cacheKeys.quote(key), () =>
    ctx.provider.quoteBooking(ctx.appId, body),
  );
}

/**
 * Query.quote: validates the basket (seed 001 §5, messages as userErrors), prices it with the provider's quote
 * call under the caller's pricing app id (shared for a few seconds by {@link sharedQuote}); the Quote's fields
 * resolve from the provider's answer (resolvers/Quote.ts). A provider booking_error becomes a userError with
 * its text.
 */
export const quote: NonNullable<QueryResolvers['quote']> = async (_parent, { basket }, ctx) => {
  // Pricing a basket comes before booking it: the session exists before the first write (see prepare).
  await ctx.session.prepare();
  const userErrors: UserError[] = await validateBasket(basket, ctx);
  if (userErrors.length > 0 || basket.trips.length === 0) return { quote: null, userErrors };
  const booking = await sharedQuote(ctx, basket);
  if (booking.booking_error) {
    const code = bookingErrorCode(booking.booking_error);
    return { quote: null, userErrors: [{ code, field: ['basket'], message: booking.booking_error }] };
  }
  return { quote: { booking, basket, currency: ctx.currency }, userErrors: [] };
};
