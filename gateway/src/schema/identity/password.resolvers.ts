import { validatePasswordChange } from '@tourdesk/domain/account';
import { resetPasswordFailureMessage } from '@tourdesk/domain/messages';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { agentAccessToken } from '../../session/agent-token.js';
import { asUserErrors, judged, throttled } from './identity-steps.js';

/**
 * Passwords (seed 000 §2 Reset password screen, My Profile): `resetPassword` with the user's current password and
 * `changePassword` for the logged-in agent, both counted as throttled password attempts.
 */
export const passwordResolvers: Resolvers = {
  Mutation: {
    resetPassword: async (_parent, { input }, ctx) => {
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
    },

    changePassword: async (_parent, { input }, ctx) => {
      const invalid = validatePasswordChange(input);
      if (invalid.length > 0) return { success: false, userErrors: asUserErrors(invalid, 'input') };
      const userName = ctx.session.data.agentUserName ?? '';
      const attempt = await ctx.services.loginThrottle.attempt(userName, ctx.clientAddress);
      if (attempt.refused) return { success: false, userErrors: [throttled(attempt)] };
      const token = await agentAccessToken(ctx);
      const answer = await judged(
        attempt,
        () =>
          ctx.provider.changePassword(ctx.appId, {
            user_name: userName,
            current_password: input.currentPassword,
            new_password: input.newPassword,
            token: token ?? '',
          }),
        (changed) => changed.reset_sucessful,
      );
      return answer.reset_sucessful
        ? { success: true, userErrors: [] }
        : { success: false, userErrors: [{ code: 'CHANGE_FAILED', field: null, message: answer.message }] };
    },
  },
};
