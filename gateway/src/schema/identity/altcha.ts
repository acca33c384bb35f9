import { storeKeys } from '../../cache/keys.js';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { KeyValueStore } from '../../cache/store.js';

/** Challenges expire after this long (the form is filled in minutes). */
const CHALLENGE_TTL_MS = 20 * 60 * 1000;

/**
 * A fresh ALTCHA proof-of-work challenge, signed with the gateway's HMAC key, expiring CHALLENGE_TTL_MS after `now`
 * (epoch ms, the gateway's clock): the expiry (whole seconds) is in its signed salt.
 */
export function altchaChallenge(hmacKey: string, maxNumber: number, now: number) {
  return createChallenge({
    hmacKey,
    maxNumber,
    expires: new Date(now + CHALLENGE_TTL_MS),
  });
}

/**
 * Verifies an ALTCHA payload (base64 JSON from the widget) with altcha-lib: the signature and the solution, then
 * the expiry in its signed salt against `now` (epoch ms, the gateway's clock, not altcha-lib's machine time; a
 * payload without one is refused); then marks its challenge used in the shared store so one solution cannot
 * register twice.
 */
export async function verifyAltcha(
  payload: string | null | undefined,
  hmacKey: string,
  store: KeyValueStore,
  now: number,
): Promise<boolean> {
  if (!payload) return false;
  let ok = false;
  let expiresSeconds = NaN;
  try {
    ok = await verifySolution(payload, hmacKey, false);
    expiresSeconds = Number(extractParams(payload).expires);
  } catch {
    return false;
  }
  if (!ok || !(expiresSeconds * 1000 >= now)) return false;
  const { challenge } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge: string };
  return (await store.increment(storeKeys.altchaUsed(challenge), CHALLENGE_TTL_MS)) === 1;
}
