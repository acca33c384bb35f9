import { ApiError } from '../http/api-error.js';
import { issueHash } from '../http/auth-hash.js';
import { knownAppIds } from './context.js';
import type { Deps, Handler } from './context.js';

/** The authentication-hash handler. */
export function securityHandlers(deps: Deps): Record<string, Handler> {
  return {
    async createAuthenticationHash(req) {
      const { appId } = req.params as { appId: string };
      const { api_key } = req.body as { api_key: string };
      const { config, clock } = deps.state;
      if (!knownAppIds(deps.state).includes(appId))
        throw new ApiError(401, 'UNAUTHORIZED', `Unknown application id ${appId}`);
      if (api_key !== config.apiKey) throw new ApiError(401, 'UNAUTHORIZED', 'Invalid api_key');
      const expiry = clock.epochSeconds() + deps.faults.hashTtlSeconds(config.hashTtlSeconds);
      return { password_hash: issueHash(config.hmacSecret, appId, api_key, expiry), expires_at: expiry };
    },
  };
}
