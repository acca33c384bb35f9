import { validateNewsletterEmail } from '@tourdesk/domain/account';
import { newsletterThrottledMessage } from '@tourdesk/domain/messages';
import { storeKeys } from '../../../../cache/keys.js';
import { countAttempt, counterId } from '../../../../throttle/attempt-counters.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.subscribeNewsletter` (seed 001 §7): consumers only; the address must pass the checkout's e-mail rule
 * (INVALID_EMAIL at `email`, before any count or provider call); sign-ups are counted first, per e-mail address
 * (NEWSLETTER_MAX_PER_EMAIL) and per client address (NEWSLETTER_MAX_PER_ADDRESS) per LOGIN_THROTTLE_WINDOW_SECONDS, those over
 * either refused with NEWSLETTER_THROTTLED at `email`; a provider failure is logged, never shown.
 */
export const subscribeNewsletter: NonNullable<MutationResolvers['subscribeNewsletter']> = async (
  _parent,
  { email, firstName, lastName },
  ctx,
) => {
  if (ctx.isAgent) return { accepted: false, userErrors: [] };
  const invalid = validateNewsletterEmail(email);
  if (invalid.length > 0) {
    return {
      accepted: false,
      userErrors: invalid.map((e) => ({
        code: e.code,
        field: e.field ? [e.field] : null,
        message: e.message,
      })),
    };
  }
  const counted = await countAttempt(ctx.services.attempts, [
    {
      key: storeKeys.newsletterEmail(counterId(email)),
      limit: ctx.services.config.newsletterMaxPerEmail,
    },
    {
      key: storeKeys.newsletterAddress(counterId(ctx.clientAddress)),
      limit: ctx.services.config.newsletterMaxPerAddress,
    },
  ]);
  if (counted.refused) {
    return {
      accepted: false,
      userErrors: [
        {
          code: 'NEWSLETTER_THROTTLED',
          field: ['email'],
          message: newsletterThrottledMessage(counted.retryAfterSeconds),
          retryAfterSeconds: counted.retryAfterSeconds,
        },
      ],
    };
  }
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
  return { accepted: true, userErrors: [] };
};
