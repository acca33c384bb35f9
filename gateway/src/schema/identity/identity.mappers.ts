import type { ProviderAgency, ProviderContact } from '../../provider/types.js';

/** The parents of identity's types (codegen mappers, codegen.ts): the provider's agency and contact objects. */

/** Parent of `Agency`: the provider's agency. */
export type AgencyParent = ProviderAgency;

/** Parent of `Consultant`: one provider contact of an agency. */
export type ConsultantParent = ProviderContact;
