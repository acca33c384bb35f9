import { altchaChallenge } from '../../altcha.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.registrationChallenge` (seed 000 §2 Registration screen): a fresh ALTCHA challenge signed with the
 * gateway's HMAC key, expiring CHALLENGE_TTL_MS after now on the injected clock (altcha.ts).
 */
export const registrationChallenge: NonNullable<QueryResolvers['registrationChallenge']> = async (
  _parent,
  _args,
  ctx,
) => {
  const { altchaHmacKey, altchaMaxNumber } = ctx.services.config;
  const c = await altchaChallenge(altchaHmacKey, altchaMaxNumber, ctx.services.clock.now());
  return {
    algorithm: c.algorithm,
    challenge: c.challenge,
    maxnumber: c.maxnumber ?? null,
    salt: c.salt,
    signature: c.signature,
  };
};
