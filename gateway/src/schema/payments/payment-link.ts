import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Payment-link tokens: `v1.{groupBookingId}.{expiresEpochSeconds}.{signature}`, the signature being
 * base64url(HMAC-SHA256(PAYMENT_LINK_SECRET, 'v1.{id}.{expires}')). A token lets whoever holds it read and pay
 * that one booking until it expires, without a login; it cannot be altered (the HMAC) or reused for another
 * booking (the id is signed).
 */
export function signPaymentLink(groupBookingId: number, expiresAt: Date, secret: string): string {
  const payload = `v1.${groupBookingId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(payload, secret)}`;
}

/**
 * True when the token is well-formed, correctly signed, unexpired at `now` (epoch milliseconds, the services'
 * clock) and names this booking.
 */
export function verifyPaymentLink(
  token: string | null | undefined,
  groupBookingId: number,
  secret: string,
  now: number,
): boolean {
  const match = /^v1\.(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const [, id, expires, sig] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(`v1.${id}.${expires}`, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(id) === groupBookingId && Number(expires) * 1000 > now;
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
