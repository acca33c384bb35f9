import { storeKeys } from '../../cache/keys.js';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { GatewayContext } from '../../context.js';
import { sessionCookieName } from '../../session/site.js';

/** How long step 2 of the login may follow step 1, in milliseconds (10 minutes). */
export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;

/** The encrypted password as stored: AES-256-GCM, all base64url. */
interface Sealed {
  iv: string;
  data: string;
  tag: string;
  /** Epoch milliseconds after which it is worthless (the store entry and the key cookie expire then too). */
  expiresAt: number;
}

/** The cookie holding the key of the pending password: the agent session cookie's name + `_login`. */
function keyCookie(ctx: GatewayContext): string {
  return `${sessionCookieName(ctx.services.config.sessionCookieName, 'agent')}_login`;
}

/**
 * Keeps an agent's password between login step 1 and step 2 (the provider's login needs it again with the chosen
 * contact) without storing it: it is encrypted (AES-256-GCM, bound to the session id) with a fresh random key that
 * only the browser gets, in an httpOnly cookie; the store keeps only the ciphertext, under `pendinglogin:{id}`.
 * Both expire after {@link PENDING_LOGIN_TTL_MS}; {@link takePendingPassword} deletes it. Neither the store (a Redis
 * dump, its AOF) nor the cookie alone reveals the password. Call after the session has been saved (it needs its id).
 */
export async function keepPendingPassword(ctx: GatewayContext, password: string): Promise<void> {
  const sessionId = ctx.session.id;
  if (!sessionId) throw new Error('keepPendingPassword needs a saved session');
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(sessionId));
  const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  const sealed: Sealed = {
    iv: iv.toString('base64url'),
    data: data.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    expiresAt: ctx.services.clock.now() + PENDING_LOGIN_TTL_MS,
  };
  await ctx.services.store.set(
    storeKeys.pendingLogin(sessionId),
    JSON.stringify(sealed),
    PENDING_LOGIN_TTL_MS,
  );
  ctx.cookies.set(keyCookie(ctx), key.toString('base64url'), PENDING_LOGIN_TTL_MS / 1000);
}

/** A password taken for login step 2; `restore` puts it back (until its original expiry) when step 2 failed. */
export interface PendingPassword {
  password: string;
  restore(): Promise<void>;
}

/**
 * Takes the pending password of this session (single use: it is deleted from the store at once, so of two
 * concurrent step 2 requests only one gets it), or undefined when there is none, it expired, or the browser's key
 * is missing or wrong. The key cookie is cleared after a successful step 2 ({@link forgetPendingPassword}).
 */
export async function takePendingPassword(ctx: GatewayContext): Promise<PendingPassword | undefined> {
  const sessionId = ctx.session.id;
  const key = ctx.cookies.get(keyCookie(ctx));
  if (!sessionId || !key) return undefined;
  const raw = await ctx.services.store.take(storeKeys.pendingLogin(sessionId));
  if (raw === undefined) return undefined;
  const sealed = JSON.parse(raw) as Sealed;
  if (sealed.expiresAt <= ctx.services.clock.now()) return undefined;
  let password: string;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(key, 'base64url'),
      Buffer.from(sealed.iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(sessionId));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
    password = Buffer.concat([
      decipher.update(Buffer.from(sealed.data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
  return {
    password,
    restore: async () => {
      const left = sealed.expiresAt - ctx.services.clock.now();
      if (left > 0) await ctx.services.store.set(storeKeys.pendingLogin(sessionId), raw, left);
    },
  };
}

/** Clears the key cookie (after login step 2, or a logout) and any stored pending password of the session. */
export async function forgetPendingPassword(
  ctx: GatewayContext,
  sessionId: string | undefined,
): Promise<void> {
  if (sessionId) await ctx.services.store.delete(storeKeys.pendingLogin(sessionId));
  if (ctx.cookies.get(keyCookie(ctx)) !== undefined) ctx.cookies.clear(keyCookie(ctx));
}
