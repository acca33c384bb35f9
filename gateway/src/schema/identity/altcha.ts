import { storeKeys } from '../../cache/keys.js';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { KeyValueStore } from '../../cache/store.js';

/** Challenges expire after this long (the form is filled in minutes). */
const CHALLENGE_TTL_MS = 20 * 60 * 1000;
/** A fresh ALTCHA proof-of-work challenge, signed with the gateway's HMAC key and expiring. */
export function altchaChallenge(hmacKey: string, maxNumber: number) {
  return createChallenge({
    hmacKey,
    maxNumber,
    expires: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

/**
 * Verifies an ALTCHA payload (base64 JSON from the widget) with altcha-lib: the signature, the expiry and the
 * solution; then marks its challenge used in the shared store so one solution cannot register twice.
 */
export async function verifyAltcha(
  payload: string | null | undefined,
  hmacKey: string,
  store: KeyValueStore,
): Promise<boolean> {
  if (!payload) return false;
  let ok = false;
  try {
    ok = await verifySolution(payload, hmacKey, true);
  } catch {
    return false;
  }
  if (!ok) return false;
  const { challenge } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge: string };
  return (await store.increment(storeKeys.altchaUsed(challenge), CHALLENGE_TTL_MS)) === 1;
}
