import type { Resolvers } from '../../generated/resolvers-types.js';
import { startCardPaymentResolvers } from './start-card-payment.resolvers.js';
import { completeCardPaymentResolvers } from './complete-card-payment.resolvers.js';
import { agentPaymentResolvers } from './agent-payment.resolvers.js';

/**
 * Payments (payments.graphql): card payments, agent payment methods and payment links. Its Query and Mutation maps, one per file; its object types resolve in resolvers/<Type>.ts.
 */
export const paymentsAreaResolvers: readonly Resolvers[] = [
  startCardPaymentResolvers,
  completeCardPaymentResolvers,
  agentPaymentResolvers,
];
