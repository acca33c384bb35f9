import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';
import type { ProviderToken } from '../provider/types.js';
import type { AgentLogin } from './session.js';

/** Agent tokens are refreshed when they expire within this many milliseconds. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * The session's token shape from the provider's Token (`expires_in` seconds → `expiresAt` epoch ms, counted from
 * `now`, epoch ms of the services' clock).
 */
export function sessionTokens(token: ProviderToken, now: number): AgentLogin['tokens'] {
  return {
    server: token.server,
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: now + token.expires_in * 1000,
  };
}

/** The agent login of the session, or FORBIDDEN (agent-only operations). */
export function requireAgent(ctx: GatewayContext): AgentLogin {
  const agent = ctx.session.data.agent;
  if (!agent) throw gatewayError('FORBIDDEN', 'Only signed-in agents may do this.');
  return agent;
}

/**
 * The agent's provider access token, refreshed (single-use refresh token) when it expires within a minute; the
 * new pair is saved in the server-side session (compare-and-set: other changes of the session are kept). Null for
 * consumers. When a concurrent request of the same session already used the refresh token, the session is re-read
 * and its new token used.
 */
export async function agentAccessToken(ctx: GatewayContext): Promise<string | null> {
  const agent = ctx.session.data.agent;
  if (!agent) return null;
  if (agent.tokens.expiresAt - ctx.services.clock.now() > REFRESH_MARGIN_MS) return agent.tokens.accessToken;
  try {
    const token = await ctx.provider.refreshToken(ctx.appId, agent.tokens.refreshToken);
    await ctx.session.update((latest) =>
      latest.agent
        ? { agent: { ...latest.agent, tokens: sessionTokens(token, ctx.services.clock.now()) } }
        : {},
    );
    return token.access_token;
  } catch (error) {
    await ctx.session.refresh();
    const latest = ctx.session.data.agent;
    if (latest && latest.tokens.accessToken !== agent.tokens.accessToken) return latest.tokens.accessToken;
    throw error;
  }
}
