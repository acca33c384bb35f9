import { BOOKING_MESSAGE_CURRENCY } from '@tourdesk/domain/constants';
import { isValidEmail } from '@tourdesk/domain/account';
import { FIELD_MESSAGES } from '@tourdesk/domain/messages';
import type { BookingMessageType, MutationResolvers } from '../../../../generated/resolvers-types.js';
import { accessBookingForChange, BOOKING_NOT_FOUND, bookingIdOf } from '../../booking-access.js';
import type { GatewayContext } from '../../../../context.js';
import { bookingInformation } from '../../booking-writes.js';
import { manageLinkOf } from '../../booking-link-access.js';
/** Provider message types of emailBookingDocument (seed 001 §7). */
const MESSAGE_TYPES: Record<BookingMessageType, string> = {
  CONSUMER_STATEMENT: 'Consumer_Statement',
  CONSUMER_ITINERARY: 'Consumer_Itinerary',
  AGENT_STATEMENT: 'Agent_Statement',
};

/** A consumer's e-mail carries the booking's link (the provider's `booking_url`, assumed); an agent's does not. */
function bookingUrlOf(ctx: GatewayContext, groupBookingId: number): { booking_url?: string } {
  const link = manageLinkOf(ctx, groupBookingId);
  return link ? { booking_url: new URL(link.path, ctx.services.config.consumerSiteUrl).href } : {};
}

/**
 * `Mutation.emailBookingDocument` (seed 001 §7): sends the booking's statement or itinerary (the provider's
 * message types) to a checked address, a consumer's with the booking's link; INVALID_EMAIL at `email`,
 * BOOKING_NOT_FOUND, or EMAIL_FAILED with the provider's message when it sent nothing.
 */
export const emailBookingDocument: NonNullable<MutationResolvers['emailBookingDocument']> = async (
  _parent,
  { groupBookingId, messageType, email },
  ctx,
) => {
  const address = email.trim();
  if (!isValidEmail(address)) {
    return {
      sent: false,
      userErrors: [{ code: 'INVALID_EMAIL', field: ['email'], message: FIELD_MESSAGES.invalidEmail }],
    };
  }
  const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
  if (!access) return { sent: false, userErrors: [BOOKING_NOT_FOUND] };
  const answer = await ctx.provider.sendBookingMessage(access.appId, {
    booking_id: access.booking.group_booking_id,
    email: address,
    message_type: MESSAGE_TYPES[messageType] as 'Consumer_Statement',
    booking_information: bookingInformation(BOOKING_MESSAGE_CURRENCY, access.token),
    ...bookingUrlOf(ctx, access.booking.group_booking_id),
  });
  return answer.message_sent
    ? { sent: true, userErrors: [] }
    : { sent: false, userErrors: [{ code: 'EMAIL_FAILED', field: null, message: answer.message }] };
};
