import { resetPasswordFailureMessage } from '@tourdesk/domain/messages';
import { judged, throttled } from '../../identity-steps.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.resetPassword` (seed 000 §2 Reset password screen): counted as a throttled password attempt of the
 * user name, resets the password with the current one at the provider; RESET_FAILED with the provider's message
 * when refused.
 */
export const resetPassword: NonNullable<MutationResolvers['resetPassword']> = async (
  _parent,
  { input },
  ctx,
) => {
  const attempt = await ctx.services.loginThrottle.attempt(input.userName, ctx.clientAddress);
  if (attempt.refused) {
    return { success: false, userErrors: [throttled(attempt, resetPasswordFailureMessage)] };
  }
  const answer = await judged(
    attempt,
    () =>
      ctx.provider.resetPassword(ctx.services.config.providerAppId, {
        user_name: input.userName,
        current_password: input.currentPassword,
        new_password: input.newPassword,
      }),
    (reset) => reset.reset_sucessful,
  );
  return answer.reset_sucessful
    ? { success: true, userErrors: [] }
    : {
        success: false,
        userErrors: [
          { code: 'RESET_FAILED', field: null, message: resetPasswordFailureMessage(answer.message) },
        ],
      };
};
