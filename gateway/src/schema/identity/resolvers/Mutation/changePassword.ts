import { validatePasswordChange } from '@tourdesk/domain/account';
import { agentAccessToken } from '../../../../session/agent-token.js';
import { asUserErrors, judged, throttled } from '../../identity-steps.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.changePassword` (seed 000 §2 My Profile, §5 password rules): checks the new password with the domain's
 * rules (userErrors at `input`), counts the attempt as a throttled password attempt of the agent's user name, then
 * changes it with the provider under the agent's token; CHANGE_FAILED with the provider's message when refused.
 */
export const changePassword: NonNullable<MutationResolvers['changePassword']> = async (
  _parent,
  { input },
  ctx,
) => {
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
};
