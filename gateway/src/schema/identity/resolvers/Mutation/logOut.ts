import type { SessionData } from '../../../../session/session.js';
import { viewerOf } from '../../viewer-of.js';
import { forgetPendingPassword } from '../../pending-login.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/** The session of a signed-out visitor at `now` (epoch ms): the same currency and site, nothing else. */
function signedOut(data: Readonly<SessionData>, now: number): SessionData {
  return { currency: data.currency, createdAt: now, site: data.site };
}

/**
 * `Mutation.logOut` (seed 000 §2): forgets a pending login, rotates the session to a signed-out one (same
 * currency and site, created now on the injected clock) and answers the viewer.
 */
export const logOut: NonNullable<MutationResolvers['logOut']> = async (_parent, _args, ctx) => {
  await forgetPendingPassword(ctx, ctx.session.id);
  if (ctx.session.id) await ctx.session.rotate(signedOut(ctx.session.data, ctx.services.clock.now()));
  ctx.isAgent = false;
  ctx.appId = ctx.services.config.providerAppId;
  return { viewer: await viewerOf(ctx) };
};
