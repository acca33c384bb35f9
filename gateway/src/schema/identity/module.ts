import type { Resolvers } from '../../generated/resolvers-types.js';
import { sessionResolvers } from './session.resolvers.js';
import { passwordResolvers } from './password.resolvers.js';
import { registrationResolvers } from './registration.resolvers.js';
import { updateConsultantResolvers } from './update-consultant.resolvers.js';
import { setCurrencyResolvers } from './set-currency.resolvers.js';

/**
 * Identity (identity.graphql): the viewer, agent log-in and consultants, password, registration and currency. Its Query and Mutation maps, one per file; its object types resolve in resolvers/<Type>.ts.
 */
export const identityAreaResolvers: readonly Resolvers[] = [
  sessionResolvers,
  passwordResolvers,
  registrationResolvers,
  updateConsultantResolvers,
  setCurrencyResolvers,
];
