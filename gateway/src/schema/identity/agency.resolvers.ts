import type { Resolvers } from '../../generated/resolvers-types.js';

/**
 * `Agency` and `Consultant` (seed 000 §3 Agency, Contact), resolved field by field from the provider's records
 * (codegen mappers: ProviderAgency, ProviderContact).
 */
export const agencyResolvers: Resolvers = {
  Agency: {
    code: (a) => a.code,
    name: (a) => a.name,
    address1: (a) => a.address_1 ?? null,
    address2: (a) => a.address_2 ?? null,
    email: (a) => a.email ?? null,
    postCode: (a) => a.post_code ?? null,
    telephone: (a) => a.telephone ?? null,
    bandId: (a) => a.band_id,
  },
  Consultant: {
    contactId: (c) => String(c.contact_id),
    firstName: (c) => c.first_name,
    secondName: (c) => c.second_name,
    email: (c) => c.email ?? null,
  },
};
