import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * True when the token's SHA-256 equals one of the configured digests (REPORT_TOKEN_HASHES). Only digests are
 * configured, so a leaked configuration does not leak tokens; comparison is constant-time.
 */
export function isReportToken(token: string, hashes: readonly string[]): boolean {
  const digest = createHash('sha256').update(token, 'utf8').digest();
  let found = false;
  for (const hex of hashes) {
    const expected = Buffer.from(hex, 'hex');
    if (expected.length === digest.length && timingSafeEqual(expected, digest)) found = true;
  }
  return found;
}

/**
 * Guards the report queries: a valid report token passes; an invalid bearer token or no credentials is
 * UNAUTHENTICATED; an agent or consumer session (cookie) without a report token is FORBIDDEN.
 */
export function requireReportCaller(ctx: GatewayContext): void {
  if (ctx.isReportCaller) return;
  if (ctx.hasBearer) throw gatewayError('UNAUTHENTICATED', 'The report token is not valid.');
  if (ctx.isAgent) throw gatewayError('FORBIDDEN', 'Booking reports need a report token.');
  throw gatewayError('UNAUTHENTICATED', 'Booking reports need a report token (Authorization: Bearer).');
}
