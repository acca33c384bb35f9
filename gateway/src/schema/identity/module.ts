import type { Resolvers } from '../../generated/resolvers-types.js';
import { sessionResolvers } from './session.resolvers.js';
import { passwordResolvers } from './password.resolvers.js';
import { registrationResolvers } from './registration.resolvers.js';
import { updateConsultantResolvers } from './update-consultant.resolvers.js';
import { setCurrencyResolvers } from './set-currency.resolvers.js';
import { agencyResolvers } from './agency.resolvers.js';
import { consultantResolvers } from './consultant.resolvers.js';

/**
 * Identity (identity.graphql): the viewer, agent log-in and consultants, password, registration and currency. One
 * resolver map per file.
 */
export const identityAreaResolvers: readonly Resolvers[] = [
  sessionResolvers,
  passwordResolvers,
  registrationResolvers,
  updateConsultantResolvers,
  setCurrencyResolvers,
  agencyResolvers,
  consultantResolvers,
];
