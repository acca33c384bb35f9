import { useSyncExternalStore } from 'react';

/**
 * Typed session storage (seed 000 §1: the client keeps basket, currency and the selected tour in session
 * storage), with change notification so every component reading a key re-renders when it is written, in
 * this tab or another one of the same session.
 */
export interface SessionKey<T> {
  readonly name: string;
  readonly fallback: T;
  /** Rejects stored values of the wrong shape (old versions, hand edits): they read as `fallback`. */
  readonly isValid: (value: unknown) => value is T;
}

const listeners = new Map<string, Set<() => void>>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Declares a session storage key with its fallback value and shape check. */
export function sessionKey<T>(
  name: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): SessionKey<T> {
  return { name: `tourdesk.${name}`, fallback, isValid };
}

/** Reads a key; the same object is returned until the stored text changes (safe for useSyncExternalStore). */
export function readSession<T>(key: SessionKey<T>): T {
  const raw = storage()?.getItem(key.name) ?? null;
  const cached = cache.get(key.name);
  if (cached && cached.raw === raw) return cached.value as T;
  let value: T = key.fallback;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (key.isValid(parsed)) value = parsed;
    } catch {
      value = key.fallback;
    }
  }
  cache.set(key.name, { raw, value });
  return value;
}

function notify(name: string): void {
  listeners.get(name)?.forEach((listener) => listener());
}

/** Writes a key (or removes it with `null`) and notifies its readers. */
export function writeSession<T>(key: SessionKey<T>, value: T | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key.name);
  else store.setItem(key.name, JSON.stringify(value));
  notify(key.name);
}

function subscribe(name: string, listener: () => void): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === storage() && (event.key === name || event.key === null)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` when a key is written in this tab or in another of the session; returns the unsubscribe. */
export function subscribeSession<T>(key: SessionKey<T>, listener: () => void): () => void {
  return subscribe(key.name, listener);
}

/** The current value of a session key, re-rendering when it changes. */
export function useSessionValue<T>(key: SessionKey<T>): T {
  return useSyncExternalStore(
    (listener) => subscribe(key.name, listener),
    () => readSession(key),
    () => key.fallback,
  );
}

/** Keys that outlive a logout: the display currency is the visitor's choice, not agent data. */
const KEPT_ON_LOGOUT = new Set(['tourdesk.currency']);

/**
 * Clears what logout must clear (seed 000 §2: 'Logout clears the agent login, basket and booking data'):
 * every tourdesk key of this session except the currency.
 */
export function clearSessionOnLogout(): void {
  const store = storage();
  if (!store) return;
  const names: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (name?.startsWith('tourdesk.') && !KEPT_ON_LOGOUT.has(name)) names.push(name);
  }
  for (const name of names) {
    store.removeItem(name);
    notify(name);
  }
}
