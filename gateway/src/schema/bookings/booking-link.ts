import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Booking links ("manage my booking"): `b1.{groupBookingId}.{expiresEpochSeconds}.{signature}`, the signature
 * being base64url(HMAC-SHA256(key, 'b1.{id}.{expires}')). Whoever holds an unexpired link may open that one
 * booking in any browser (documents, balance, cancellation), as the browser that booked it can. The id is signed,
 * so a link cannot be turned into another booking's, and the signature has 256 bits, so links cannot be guessed.
 *
 * The key is derived from PAYMENT_LINK_SECRET (required in production, the same on every replica) with HKDF
 * under its own label ({@link bookingLinkKey}), so a booking link and a payment link never sign alike.
 */

/** What a booking-link token says: a valid link of a booking, a correctly signed link past its expiry, or neither. */
export type BookingLinkReading =
  | { state: 'VALID'; groupBookingId: number; expiresAt: Date }
  | { state: 'EXPIRED'; groupBookingId: number; expiresAt: Date }
  | { state: 'INVALID' };

/** The HMAC key of booking links (32 bytes), derived from the payment-link secret with HKDF-SHA256. */
export function bookingLinkKey(paymentLinkSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', paymentLinkSecret, '', 'tourdesk booking link v1', 32));
}

/** A booking-link token for this booking, valid until `expiresAt` (to the second, rounded down). */
export function signBookingLink(groupBookingId: number, expiresAt: Date, key: Buffer): string {
  const payload = `b1.${groupBookingId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(payload, key)}`;
}

/**
 * Reads a booking-link token at `now` (epoch milliseconds): VALID while `now` is before its expiry, EXPIRED from
 * then on, INVALID when it is malformed, altered or signed with another key (its id and expiry are not trusted
 * then, so none is given).
 */
export function readBookingLink(
  token: string | null | undefined,
  key: Buffer,
  now: number,
): BookingLinkReading {
  const match = /^b1\.([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return { state: 'INVALID' };
  const [, id, expires, sig] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(`b1.${id}.${expires}`, key));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { state: 'INVALID' };
  const expiresAt = new Date(Number(expires) * 1000);
  const groupBookingId = Number(id);
  return expiresAt.getTime() > now
    ? { state: 'VALID', groupBookingId, expiresAt }
    : { state: 'EXPIRED', groupBookingId, expiresAt };
}

function signature(payload: string, key: Buffer): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}
