import type { Resolvers } from '../../generated/resolvers-types.js';
import { startCardPaymentResolvers } from './start-card-payment.resolvers.js';
import { completeCardPaymentResolvers } from './complete-card-payment.resolvers.js';
import { agentPaymentResolvers } from './agent-payment.resolvers.js';

/**
 * Payments (payments.graphql): card payments, agent payment methods and payment links. One resolver map per file.
 */
export const paymentsAreaResolvers: readonly Resolvers[] = [
  startCardPaymentResolvers,
  completeCardPaymentResolvers,
  agentPaymentResolvers,
];
