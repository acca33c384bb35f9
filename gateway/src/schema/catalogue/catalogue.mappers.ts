import type { CancellationTerms } from '@tourdesk/domain/cancellation-policy';
import type {
  ProviderProduct,
  ProviderProductSummary,
  ProviderSalesGroupDetails,
  ProviderSalesGroupProduct,
} from '../../provider/types.js';

/**
 * The parents of the catalogue's types (codegen mappers, codegen.ts): what each type's resolvers receive. Other areas
 * read them through the generated `ResolversParentTypes`.
 */

/** A tour known only by id (e.g. a quoted trip): Tour resolvers load the product when a field needs it. */
export interface TourRef {
  tour_id: string;
  /** The tour's name when the reference came with it (an add-on's): `name` answers without loading the product. */
  known_name?: string;
}

/**
 * Parent of `Tour`: a search card, a full product, or a bare reference. Tour resolvers read what the parent has and
 * load the full product (DataLoader, batched) only for detail fields.
 */
export type TourParent = ProviderProductSummary | ProviderProduct | TourRef;

/** Parent of `Image`: the provider asset URL (accepts w, h, crop) and the text alternative. */
export interface ImageParent {
  assetUrl: string;
  alt: string;
}

/** Parent of `SalesGroup`: the provider's sales group answer (its `sales_group` is non-null here). */
export type SalesGroupParent = ProviderSalesGroupDetails & {
  sales_group: NonNullable<ProviderSalesGroupDetails['sales_group']>;
};

/** Parent of `SalesGroupProduct`: one product of the provider's sales group (prices in major units). */
export type SalesGroupProductParent = ProviderSalesGroupProduct;

/** Parent of `CancellationPolicy`: the provider's cancellation terms in the domain's shape (seed 000 §4). */
export type CancellationPolicyParent = CancellationTerms;
