import type { GatewayContext } from '../../context.js';
import { paymentAttemptsState } from '@tourdesk/domain/payment-attempts';
import { attemptsUsed } from './card-payment-store.js';
import { verifyPaymentLink } from './payment-link.js';
import type { PaymentsService } from './service.js';

/** The payments area's service for one request (`ctx.payments`); it reads the context when called. */
export function createPaymentsService(ctx: GatewayContext): PaymentsService {
  return {
    attempts: async (groupBookingId) =>
      paymentAttemptsState(await attemptsUsed(ctx.services.store, groupBookingId)),
    linkOpens: (paymentLinkToken, groupBookingId) =>
      verifyPaymentLink(
        paymentLinkToken,
        groupBookingId,
        ctx.services.config.paymentLinkSecret,
        ctx.services.clock.now(),
      ),
  };
}
