import { listableSalesGroupProducts, salesGroupDisplay } from '@tourdesk/domain/sales-group';
import type { SalesGroupResolvers } from '../../../generated/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import type { ProviderSalesGroupProduct } from '../../../provider/types.js';
import type { SalesGroupParent } from '../catalogue.mappers.js';
import { providerMinor } from '../../shared/money.js';

/**
 * A sales-group product's listed Adult price in the session currency, minor units (null when none): the provider's
 * list price, which decides only whether the option is bookable (priced above 0, seed 001 §5).
 */
function productPriceMinor(product: ProviderSalesGroupProduct, ctx: GatewayContext): number | null {
  const amount = product.prices.find((p) => p.iso_currency_code === ctx.currency)?.amount;
  return amount === undefined ? null : providerMinor(amount, ctx.currency);
}

/** The group's listable products: price above 0 in the session currency (seed 001 §5). */
function listable(group: SalesGroupParent, ctx: GatewayContext): ProviderSalesGroupProduct[] {
  return listableSalesGroupProducts(
    group.products.map((product) => ({ product, priceMinor: productPriceMinor(product, ctx) })),
  ).map((p) => p.product);
}

/** A sales group: variants of one tour, and how the tour page offers them (seed 001 §3, §5, §9 Sales group display). */
export const SalesGroup: SalesGroupResolvers = {
  displayName: (group) => group.sales_group.sales_group_display_name,
  displayDescription: (group) => group.sales_group.sales_group_display_description,
  groupName: (group) => group.sales_group.group_name,
  display: (group, _args, ctx) =>
    salesGroupDisplay(listable(group, ctx).length, ctx.services.config.salesGroupDropdown),
  products: (group, _args, ctx) => listable(group, ctx),
};
