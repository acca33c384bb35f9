import { listableSalesGroupProducts } from '@tourdesk/domain/sales-group';
import type { GatewayContext } from '../../context.js';
import type { ProviderSalesGroupProduct } from '../../provider/types.js';
import type { SalesGroupParent } from './catalogue.mappers.js';
import { providerMinor } from '../shared/money.js';

/**
 * A sales-group product's listed Adult price in the session currency, minor units (null when none): the provider's
 * list price, which decides only whether the option is bookable (priced above 0, seed 001 §5).
 */
function productPriceMinor(product: ProviderSalesGroupProduct, ctx: GatewayContext): number | null {
  const amount = product.prices.find((p) => p.iso_currency_code === ctx.currency)?.amount;
  return amount === undefined ? null : providerMinor(amount, ctx.currency);
}

/**
 * The group's listable products, in the provider's order: priced above 0 in the session currency (seed 001 §5).
 * `SalesGroup.products` lists them; the tour prefetch loads their full products.
 */
export function listableProducts(group: SalesGroupParent, ctx: GatewayContext): ProviderSalesGroupProduct[] {
  return listableSalesGroupProducts(
    group.products.map((product) => ({ product, priceMinor: productPriceMinor(product, ctx) })),
  ).map((p) => p.product);
}
