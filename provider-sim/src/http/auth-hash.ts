import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signs `appId|apiKey|expiry` with the secret (hex HMAC-SHA256). */
function sign(secret: string, appId: string, apiKey: string, expiry: number): string {
  return createHmac('sha256', secret).update(`${appId}|${apiKey}|${expiry}`).digest('hex');
}

/** Issues a password_hash `<expiryEpochSeconds>.<hex>` for an app id. */
export function issueHash(secret: string, appId: string, apiKey: string, expiry: number): string {
  return `${expiry}.${sign(secret, appId, apiKey, expiry)}`;
}

/** Why a hash was refused, or null when it is valid for the app id at `now` (epoch seconds). */
export function checkHash(
  secret: string,
  appId: string,
  apiKey: string,
  hash: string | undefined,
  now: number,
): string | null {
  if (!hash) return 'Missing x-authentication-hash header';
  const match = /^(\d+)\.([0-9a-f]{64})$/.exec(hash);
  if (!match) return 'Malformed authentication hash';
  const expiry = Number(match[1]);
  const expected = Buffer.from(sign(secret, appId, apiKey, expiry), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[2]!, 'hex')))
    return 'Authentication hash is not valid for this application id';
  if (expiry <= now) return 'Authentication hash has expired';
  return null;
}
