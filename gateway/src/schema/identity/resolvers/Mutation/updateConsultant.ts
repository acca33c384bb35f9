import { validateConsultant } from '@tourdesk/domain/account';
import { agentAccessToken, requireAgent } from '../../../../session/agent-token.js';
import { asUserErrors } from '../../identity-steps.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.updateConsultant` (seed 000 §2 My Profile): the logged-in consultant's name and email, kept in the
 * session.
 */
export const updateConsultant: NonNullable<MutationResolvers['updateConsultant']> = async (
  _parent,
  { input },
  ctx,
) => {
  const agent = requireAgent(ctx);
  const invalid = validateConsultant(input);
  if (invalid.length > 0) return { consultant: null, userErrors: asUserErrors(invalid, 'input') };
  const token = await agentAccessToken(ctx);
  const answer = await ctx.provider.updateContact(ctx.appId, agent.agency.code, {
    contact_id: agent.contact.contact_id,
    first_name: input.firstName.trim(),
    second_name: input.secondName.trim(),
    email: input.email.trim(),
    token: token ?? undefined,
  });
  await ctx.session.update(({ agent: current }) =>
    current
      ? {
          agent: {
            ...current,
            contact: answer.contact,
            contacts: current.contacts.map((c) =>
              c.contact_id === answer.contact.contact_id ? answer.contact : c,
            ),
          },
        }
      : {},
  );
  return { consultant: answer.contact, userErrors: [] };
};
