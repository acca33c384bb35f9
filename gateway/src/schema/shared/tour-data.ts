import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { ProviderProduct, ProviderProductSummary } from '../../provider/types.js';
import type { ResolversParentTypes } from '../../generated/resolvers-types.js';
import { fromPriceMinor } from './money.js';

/** A `Tour` parent (catalogue's mapper): a search card, a full product, or a bare reference. */
type TourParent = ResolversParentTypes['Tour'];

/** The search-card fields of a tour: the parent itself when it has them, else the full product (loaded). */
export async function tourSummary(parent: TourParent, ctx: GatewayContext): Promise<ProviderProductSummary> {
  return 'name' in parent ? parent : tourProduct(parent, ctx);
}

/**
 * The full product of a tour: the parent when it is one, else loaded through the request's products DataLoader
 * (batched, shared-cached).
 * @throws GraphQLError NOT_FOUND when the provider does not know the tour (or hides it from the app id).
 */
export async function tourProduct(parent: TourParent, ctx: GatewayContext): Promise<ProviderProduct> {
  if ('marketing_information' in parent) return parent;
  const product = await ctx.data.products.load(parent.tour_id);
  if (!product) throw gatewayError('NOT_FOUND', `Tour ${parent.tour_id} not found.`);
  return product;
}

/**
 * A tour's 'from' price per person in the session currency, minor units, or null when it has no price there
 * (seed 001 §2 Tour card, §9): the lowest Adult price over the bookable departures the provider priced the tour
 * for (provider-sim/openapi.yaml ProductPrice), dorms excluded when configured. Tour cards and sales-group options
 * both show it, so an option never advertises a price no departure can be booked for.
 */
export async function tourFromPriceMinor(parent: TourParent, ctx: GatewayContext): Promise<number | null> {
  const summary = await tourSummary(parent, ctx);
  return fromPriceMinor(summary.prices, ctx.currency, ctx.services.config.minPriceExcludesDorm);
}
