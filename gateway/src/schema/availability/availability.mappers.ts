import type { ProviderAddOnProduct, ProviderPickupPoint } from '../../provider/types.js';

/** The parents of availability's types (codegen mappers, codegen.ts): what each type's resolvers receive. */

/** Parent of `PickupPoint`: the provider point and the departure time (HH:MM) it is relative to, when known. */
export interface PickupPointParent {
  point: ProviderPickupPoint;
  departureTime: string | null;
}

/** Parent of `AddOn`: an eligible add-on product and its departure date (main date shifted by its offset). */
export interface AddOnParent {
  product: ProviderAddOnProduct;
  departureDate: string;
}
