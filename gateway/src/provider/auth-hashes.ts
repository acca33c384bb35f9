import type { ProviderTransport } from './transport.js';
import { ProviderError } from './provider-error.js';

/** A hash is renewed this long before its expiry, in milliseconds. */
const RENEW_BEFORE_MS = 60_000;
/** Used when the provider gives no expiry, in milliseconds. */
const DEFAULT_LIFETIME_MS = 10 * 60_000;

interface CachedHash {
  hash: Promise<string>;
  /** The hash once obtained. */
  value?: string;
  expiresAt: number;
  /** Budget of the request obtaining it, in milliseconds (undefined: the transport's timeout). */
  budgetMs?: number;
}

/**
 * HMAC authentication hashes per app id (seed 000 §7: POST .../security/hmac/authentication_hash with the API
 * key, answer `password_hash`), cached until shortly before expiry. Concurrent callers share one request.
 * The API key is sent only in that request's body and never logged.
 */
export class AuthHashes {
  private readonly hashes = new Map<string, CachedHash>();

  constructor(
    private readonly transport: ProviderTransport,
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  /**
   * The current hash for `appId`, obtaining a new one when absent or near expiry, within `budgetMs` (a sale's
   * budget; the transport's timeout when absent). A caller with a longer budget than the request already under
   * way shares it, and when that one fails obtains the hash itself within its own budget.
   * @throws ProviderError when the provider refuses the key or cannot be reached.
   */
  async get(appId: string, requestId?: string, budgetMs?: number): Promise<string> {
    const cached = this.hashes.get(appId);
    if (cached && cached.expiresAt - RENEW_BEFORE_MS > Date.now()) {
      const shorter = cached.value === undefined && (cached.budgetMs ?? 0) < (budgetMs ?? 0);
      return shorter ? cached.hash.catch(() => this.get(appId, requestId, budgetMs)) : cached.hash;
    }
    const entry: CachedHash = { hash: Promise.resolve(''), expiresAt: Infinity, budgetMs };
    entry.hash = this.fetch(appId, requestId, budgetMs).then(({ hash, expiresAt }) => {
      entry.expiresAt = expiresAt;
      entry.value = hash;
      return hash;
    });
    this.hashes.set(appId, entry);
    entry.hash.catch(() => {
      if (this.hashes.get(appId) === entry) this.hashes.delete(appId);
    });
    return entry.hash;
  }

  /** Forgets the hash of `appId` (after a 401), unless another caller already replaced it. */
  invalidate(appId: string, hash: string): void {
    if (this.hashes.get(appId)?.value === hash) this.hashes.delete(appId);
  }

  private async fetch(
    appId: string,
    requestId?: string,
    budgetMs?: number,
  ): Promise<{ hash: string; expiresAt: number }> {
    const response = await this.transport.send({
      operation: 'createAuthenticationHash',
      method: 'POST',
      baseUrl: this.baseUrl,
      path: `/api/v1.3/${encodeURIComponent(appId)}/security/hmac/authentication_hash`,
      body: { api_key: this.apiKey },
      read: true,
      requestId,
      ...(budgetMs === undefined ? {} : { budgetMs }),
    });
    const body = response.body as
      { password_hash?: string; expires_at?: number; error?: { code?: string } } | undefined;
    if (response.status !== 200 || !body?.password_hash) {
      throw new ProviderError(
        'createAuthenticationHash',
        'http',
        response.status,
        body?.error?.code,
        `authentication hash refused (HTTP ${response.status})`,
      );
    }
    const prefix = Number(body.password_hash.split('.')[0]);
    const expirySeconds = body.expires_at ?? (Number.isFinite(prefix) ? prefix : undefined);
    return {
      hash: body.password_hash,
      expiresAt: expirySeconds ? expirySeconds * 1000 : Date.now() + DEFAULT_LIFETIME_MS,
    };
  }
}
