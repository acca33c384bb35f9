import { Redis, ReplyError } from 'ioredis';
import { systemClock, type Clock } from './clock.js';
import { StoreUnavailableError, type KeyValueStore } from './store.js';

/**
 * Compare-and-set in one server-side step: ARGV[1] '1' expects the value ARGV[2], '0' expects the key absent;
 * then SET ARGV[3] PX ARGV[4]. Answers 1 when written, 0 when the key held something else.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
  if current ~= ARGV[2] then return 0 end
elseif current then
  return 0
end
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4])
return 1
`;

/** Compare-and-extend of a lock: PEXPIRE KEYS[1] ARGV[2] only while it holds the owner token ARGV[1]. */
const EXTEND_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`;

/** Compare-and-delete of a lock: DEL KEYS[1] only while it holds the owner token ARGV[1]. */
const RELEASE_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

/** Tuning of {@link RedisStore} (tests shorten the timings). */
export interface RedisStoreOptions {
  /** A command without an answer after this long fails (and the connection is recycled), in milliseconds. */
  commandTimeoutMs?: number;
  /** Longest pause between two reconnection attempts, in milliseconds. */
  maxReconnectDelayMs?: number;
  /**
   * Times outages (`downForMs`); the system clock unless given. Entries expire by the Redis server's own clock,
   * which no client can move: tests of Redis lifetimes read the expiry Redis holds (`ttl`) instead of waiting.
   */
  clock?: Clock;
}

/** Called when Redis becomes unreachable (`available` false, with the cause) and when it is back. */
export type AvailabilityListener = (
  available: boolean,
  detail: { error?: Error; downForMs?: number },
) => void;

/**
 * {@link KeyValueStore} on Redis (ioredis). Every key carries `prefix` (ioredis keyPrefix).
 *
 * Outages: the store is `available` from the first 'ready' until the connection fails (socket error, close,
 * command timeout). While unavailable every call rejects at once with {@link StoreUnavailableError} (no offline
 * queue, no waiting for a reconnect), so requests degrade to cache misses instead of hanging; ioredis keeps
 * reconnecting in the background (every ≤ 1 s) and the first 'ready' makes the store available again.
 * Listeners ({@link onAvailabilityChange}) hear each transition exactly once, which is what the gateway logs
 * and exports as `gateway_store_up`.
 */
export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  readonly client: Redis;
  private state: 'starting' | 'up' | 'down' = 'starting';
  private downSince = 0;
  private lastError: Error | undefined;
  private closing = false;
  private readonly listeners: AvailabilityListener[] = [];
  private readonly clock: Clock;

  constructor(url: string, prefix: string, options: RedisStoreOptions = {}) {
    const maxDelay = options.maxReconnectDelayMs ?? 1000;
    this.clock = options.clock ?? systemClock;
    this.client = new Redis(url, {
      keyPrefix: prefix,
      // Commands issued before the first connection wait for it, but give up after one failed attempt.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectTimeout: 2000,
      commandTimeout: options.commandTimeoutMs ?? 1000,
      retryStrategy: (attempt) => Math.min(attempt * 100, maxDelay),
      lazyConnect: false,
    });
    this.client.on('ready', () => this.markUp());
    this.client.on('error', (error: Error) => this.markDown(error));
    this.client.on('close', () => this.markDown(new Error('Redis connection closed')));
  }

  /** False from the first connection failure until Redis answers again. */
  get available(): boolean {
    return this.state !== 'down';
  }

  /** Subscribes to availability transitions (each outage and each recovery is reported once). */
  onAvailabilityChange(listener: AvailabilityListener): void {
    this.listeners.push(listener);
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.run(() => this.client.get(key))) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.run(() => this.client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs))));
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    await this.run(() => this.client.pexpire(key, Math.max(1, Math.round(ttlMs))));
  }

  async delete(key: string): Promise<void> {
    await this.run(() => this.client.del(key));
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    const results = await this.run(() =>
      this.client
        .multi()
        .set(key, 0, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')
        .incrby(key, by)
        .exec(),
    );
    const [error, value] = results?.[1] ?? [];
    if (error) throw error;
    return typeof value === 'number' ? value : Number(value);
  }

  async ttl(key: string): Promise<number | undefined> {
    const remaining = await this.run(() => this.client.pttl(key));
    return remaining > 0 ? remaining : undefined;
  }

  async take(key: string): Promise<string | undefined> {
    return (await this.run(() => this.client.getdel(key))) ?? undefined;
  }

  async compareAndSet(
    key: string,
    expected: string | undefined,
    value: string,
    ttlMs: number,
  ): Promise<boolean> {
    const swapped = await this.run(() =>
      this.client.eval(
        COMPARE_AND_SET,
        1,
        key,
        expected === undefined ? '0' : '1',
        expected ?? '',
        value,
        Math.max(1, Math.round(ttlMs)),
      ),
    );
    return swapped === 1;
  }

  async acquireLock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const taken = await this.run(() =>
      this.client.set(key, owner, 'PX', Math.max(1, Math.round(ttlMs)), 'NX'),
    );
    return taken === 'OK';
  }

  async extendLock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const extended = await this.run(() =>
      this.client.eval(EXTEND_LOCK, 1, key, owner, Math.max(1, Math.round(ttlMs))),
    );
    return extended === 1;
  }

  async releaseLock(key: string, owner: string): Promise<boolean> {
    return (await this.run(() => this.client.eval(RELEASE_LOCK, 1, key, owner))) === 1;
  }

  /** QUIT when connected (pending replies arrive first), otherwise drops the connection; stops reconnecting. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.client.status !== 'ready') {
      this.client.disconnect();
      return;
    }
    await this.client.quit().catch(() => this.client.disconnect());
  }

  /** Runs a command; connection failures become {@link StoreUnavailableError}, Redis reply errors stay as they are. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    if (this.state === 'down' || this.closing) throw new StoreUnavailableError(this.lastError);
    try {
      return await command();
    } catch (error) {
      if (error instanceof ReplyError) throw error;
      if (error instanceof Error && /timed out/i.test(error.message) && !this.closing) {
        // A socket that stopped answering: recycle it, the reconnection's 'ready' ends the outage.
        this.client.disconnect(true);
      }
      this.markDown(error instanceof Error ? error : new Error(String(error)));
      throw new StoreUnavailableError(error);
    }
  }

  private markUp(): void {
    const wasDown = this.state === 'down';
    this.state = 'up';
    this.lastError = undefined;
    if (wasDown) this.emit(true, { downForMs: this.clock.now() - this.downSince });
  }

  private markDown(error: Error): void {
    if (this.closing) return;
    this.lastError = error;
    if (this.state === 'down') return;
    this.state = 'down';
    this.downSince = this.clock.now();
    this.emit(false, { error });
  }

  private emit(available: boolean, detail: { error?: Error; downForMs?: number }): void {
    for (const listener of this.listeners) listener(available, detail);
  }
}
