/**
 * Locks of the shared store (payments, idempotent bookings): a lock carries its holder's token and is extended or
 * released only by that holder, on the in-memory store and on the real Redis (a unique key prefix); a holder that
 * works past its lease keeps the lock by its heartbeat, and a holder whose lock was taken meanwhile learns it
 * (`confirm`) and never releases the new holder's lock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/cache/memory-store.js';
import { RedisStore } from '../src/cache/redis-store.js';
import { withStoreLock } from '../src/cache/store-lock.js';
import type { KeyValueStore } from '../src/cache/store.js';

const prefix = `test:${randomUUID()}:`;
const redis = new RedisStore('redis://127.0.0.1:6379', prefix);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  const keys = await redis.client.keys(`${prefix}*`);
  if (keys.length) await redis.client.del(...keys.map((k) => k.slice(prefix.length)));
  await redis.close();
});

const stores: [string, () => KeyValueStore][] = [
  ['memory', () => new MemoryStore(prefix)],
  ['redis', () => redis],
];

describe.each(stores)('locks of the %s store', (_name, storeOf) => {
  it('is taken by one owner at a time and released or extended by nobody else', async () => {
    const store = storeOf();
    const key = `cardpay:${randomUUID()}:lock`;
    expect(await store.acquireLock(key, 'owner-a', 5000)).toBe(true);
    expect(await store.acquireLock(key, 'owner-b', 5000)).toBe(false);
    expect(await store.releaseLock(key, 'owner-b')).toBe(false);
    expect(await store.extendLock(key, 'owner-b', 60_000)).toBe(false);
    expect(await store.get(key)).toBe('owner-a');
    expect(await store.ttl(key)).toBeLessThan(5100);

    expect(await store.extendLock(key, 'owner-a', 60_000)).toBe(true);
    expect(await store.ttl(key)).toBeGreaterThan(5000);
    expect(await store.releaseLock(key, 'owner-a')).toBe(true);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.releaseLock(key, 'owner-a')).toBe(false);
    expect(await store.extendLock(key, 'owner-a', 5000)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
  });

  it('once expired and taken by another, the first owner neither releases nor extends it', async () => {
    const store = storeOf();
    const key = `idem:book:${randomUUID()}:lock`;
    expect(await store.acquireLock(key, 'owner-a', 100)).toBe(true);
    await sleep(250);
    expect(await store.acquireLock(key, 'owner-b', 5000)).toBe(true);
    expect(await store.releaseLock(key, 'owner-a')).toBe(false);
    expect(await store.extendLock(key, 'owner-a', 60_000)).toBe(false);
    expect(await store.get(key)).toBe('owner-b');
    expect(await store.ttl(key)).toBeLessThan(5100);
    expect(await store.releaseLock(key, 'owner-b')).toBe(true);
  });

  it('a holder working four times its lease keeps the lock by its heartbeat; a waiter gives up', async () => {
    const store = storeOf();
    const key = `cardpay:${randomUUID()}:lock`;
    const timing = { leaseMs: 300, waitMs: 400 };
    const order: string[] = [];
    let holder = '';
    const first = withStoreLock(
      store,
      key,
      timing,
      async (lease) => {
        holder = (await store.get(key))!;
        order.push('first starts');
        await sleep(1200);
        // The lease was renewed all along: the lock is still this holder's.
        expect(await store.get(key)).toBe(holder);
        expect(await lease.confirm()).toBe(true);
        order.push('first ends');
        return 'first';
      },
      () => new Error('busy'),
    );
    await sleep(50);
    const second = withStoreLock(
      store,
      key,
      timing,
      async () => {
        order.push('second ran');
        return 'second';
      },
      () => new Error('busy'),
    );
    await expect(second).rejects.toThrow('busy');
    await expect(first).resolves.toBe('first');
    expect(order).toEqual(['first starts', 'first ends']);
    expect(holder).toMatch(/^[0-9a-f-]{36}$/);
    // Released by its holder at the end: the next one takes it at once.
    expect(await store.get(key)).toBeUndefined();
    await expect(
      withStoreLock(
        store,
        key,
        timing,
        async () => 'third',
        () => new Error('busy'),
      ),
    ).resolves.toBe('third');
  });

  it('waiters run one after another, never two actions at once', async () => {
    const store = storeOf();
    const key = `cardpay:${randomUUID()}:lock`;
    let inside = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        withStoreLock(
          store,
          key,
          { leaseMs: 200, waitMs: 5000 },
          async () => {
            inside += 1;
            most = Math.max(most, inside);
            await sleep(120);
            inside -= 1;
            return n;
          },
          () => new Error('busy'),
        ),
      ),
    );
    expect(results.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(1);
  });

  it('a holder whose lock was taken meanwhile learns it, and leaves the new holder its lock', async () => {
    const store = storeOf();
    const key = `cardpay:${randomUUID()}:lock`;
    const stolen = await withStoreLock(
      store,
      key,
      { leaseMs: 3000, waitMs: 100 },
      async (lease) => {
        const mine = (await store.get(key))!;
        // As if the lease had run out while the holder stalled and another request took the lock.
        expect(await store.releaseLock(key, mine)).toBe(true);
        expect(await store.acquireLock(key, 'newcomer', 5000)).toBe(true);
        return lease.confirm();
      },
      () => new Error('busy'),
    );
    expect(stolen).toBe(false);
    expect(await store.get(key)).toBe('newcomer');
    expect(await store.releaseLock(key, 'newcomer')).toBe(true);
  });
});
