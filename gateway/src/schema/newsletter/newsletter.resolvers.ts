import type { Resolvers } from '../../generated/resolvers-types.js';

/** `Mutation.subscribeNewsletter` (seed 001 §7): consumers only; a provider failure is logged, never shown. */
export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeNewsletter: async (_parent, { email, firstName, lastName }, ctx) => {
      if (ctx.isAgent) return { accepted: false };
      try {
        await ctx.provider.subscribeNewsletter(
          {
            email: email.trim(),
            ...(firstName ? { first_name: firstName.trim() } : {}),
            ...(lastName ? { last_name: lastName.trim() } : {}),
          },
          ctx.services.config.newsletterSegmentIds,
        );
      } catch (error) {
        // Seed 001 §7: a newsletter failure is only logged, never shown.
        ctx.services.logger.warn(
          { err: { message: (error as Error).message } },
          'newsletter subscription failed',
        );
      }
      return { accepted: true };
    },
  },
};
