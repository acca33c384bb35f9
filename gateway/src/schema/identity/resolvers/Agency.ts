import type { AgencyResolvers } from '../../../generated/resolvers-types.js';

/**
 * `Agency` (seed 000 §3 Agency), resolved field by field from the provider's record (codegen mapper
 * ProviderAgency); its contact details are `@agentOnly`.
 */
export const Agency: AgencyResolvers = {
  code: (a) => a.code,
  name: (a) => a.name,
  address1: (a) => a.address_1 ?? null,
  address2: (a) => a.address_2 ?? null,
  email: (a) => a.email ?? null,
  postCode: (a) => a.post_code ?? null,
  telephone: (a) => a.telephone ?? null,
  bandId: (a) => a.band_id,
};
