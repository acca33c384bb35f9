import { salesGroupDisplay } from '@tourdesk/domain/sales-group';
import type { SalesGroupResolvers } from '../../../generated/resolvers-types.js';
import { listableProducts } from '../sales-group-products.js';

/** A sales group: variants of one tour, and how the tour page offers them (seed 001 §3, §5, §9 Sales group display). */
export const SalesGroup: SalesGroupResolvers = {
  displayName: (group) => group.sales_group.sales_group_display_name,
  displayDescription: (group) => group.sales_group.sales_group_display_description,
  groupName: (group) => group.sales_group.group_name,
  display: (group, _args, ctx) =>
    salesGroupDisplay(listableProducts(group, ctx).length, ctx.services.config.salesGroupDropdown),
  products: (group, _args, ctx) => listableProducts(group, ctx),
};
