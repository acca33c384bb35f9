import type { ConsultantResolvers } from '../../../generated/resolvers-types.js';

/** `Consultant` (seed 000 §3 Contact), resolved field by field from the provider's record (mapper ProviderContact). */
export const Consultant: ConsultantResolvers = {
  contactId: (c) => String(c.contact_id),
  firstName: (c) => c.first_name,
  secondName: (c) => c.second_name,
  email: (c) => c.email ?? null,
};
