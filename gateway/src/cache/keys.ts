import type { CachePolicy } from './policies.js';

/**
 * Every key of the shared store (Redis or the in-memory LRU) and of the gateway's in-process caches is built here,
 * and nowhere else (test/cache-keys.test.ts scans the sources and fails on a key literal outside this file or on a
 * prefix missing from {@link STORE_KEY_PREFIXES}). The store adds the deployment prefix (`CACHE_PREFIX`) itself.
 * The cache layers, their keys, lifetimes and invalidation are tabled in gateway/README.md ("Cache layers").
 */

/** The first segment (before the first ':') of every shared-store key, with what is stored under it. */
export const STORE_KEY_PREFIXES = {
  catalogue: 'shared cache, catalogue class: products, searches, reference lists, pick-up runs, sales groups',
  capacity: 'shared cache, capacity class: capacity months (and last known), add-on availability, quotes',
  capv: 'capacity version counter of one tour-month',
  sess: 'session data',
  pendinglogin: 'login waiting for the choice of a consultant',
  altcha: 'ALTCHA challenges already used',
  bkver: 'write counter of one booking (invalidates booking memos)',
  bkmemo: "a session's last provider answer of one booking",
  bkamend: 'the lock serialising amendments of one booking (its holder token)',
  cardpay: 'open card payment of a booking, its committed transactions and its lock',
  payattempts: 'card payment attempts of a booking',
  idem: 'idempotent booking: the result and the lock of one client key',
  throttle:
    'attempt counters of the password, report-token, registration, newsletter and payment-link throttles',
  readyz: 'readiness probe of the store (a random key that is only read)',
  reportprogress: 'pages and bookings a running booking report has read, by the progress id its caller chose',
} as const;

/** A listed store key prefix. */
export type StoreKeyPrefix = keyof typeof STORE_KEY_PREFIXES;

/** The kinds of shared-cache entries (the segment after the class name), one per provider question. */
export const SHARED_CACHE_KINDS = [
  'product',
  'pickups',
  'salesgroup',
  'filters',
  'months',
  'agecategories',
  'currencies',
  'countries',
  'search',
  'month',
  'last',
  'addons',
  'quote',
] as const;

/** Builds `prefix:part:part…`. */
function join(prefix: StoreKeyPrefix, ...parts: (string | number)[]): string {
  return [prefix, ...parts].join(':');
}

/** yyyymm of a month (1-12), as version counters name it. */
function yearMonth(year: number, month: number): string {
  return `${year}${String(month).padStart(2, '0')}`;
}

/**
 * Keys of shared-cache entries, relative to their class: {@link sharedCacheEntryKey} puts the class name
 * (`catalogue` or `capacity`, a listed prefix) in front. Keys carry the pricing app id wherever prices or visibility
 * depend on it, and capacity-dependent keys the capacity version of their tour-month.
 */
export const cacheKeys = {
  /** A full product by tour id (catalogue). */
  product: (appId: string, tourId: string) => `product:${appId}:${tourId}`,
  /** The tour id of a {@link cacheKeys.product} key. */
  productTourId: (key: string) => key.slice(key.lastIndexOf(':') + 1),
  /** A pick-up run by id (catalogue; the same for every app id). */
  pickupRun: (runId: number) => `pickups:${runId}`,
  /** A tour's sales group (catalogue). */
  salesGroup: (appId: string, tourId: string) => `salesgroup:${appId}:${tourId}`,
  /** Filter lists with their tags (catalogue). */
  filters: (appId: string) => `filters:${appId}`,
  /** Months with departures (catalogue). */
  months: (appId: string) => `months:${appId}`,
  /** Passenger age categories (catalogue). */
  ageCategories: () => 'agecategories',
  /** Currencies with masks (catalogue). */
  currencies: () => 'currencies',
  /** Countries with dialling codes (catalogue). */
  countries: () => 'countries',
  /** A product search, its query normalised (keys sorted, empty values dropped) (catalogue). */
  search: (appId: string, normalisedQuery: object) => `search:${appId}:${JSON.stringify(normalisedQuery)}`,
  /**
   * A tour's capacity month at a capacity version (capacity); `month` 1-12. A booking or cancellation bumps the
   * version, which orphans the entry.
   */
  capacityMonth: (appId: string, tourId: string, year: number, month: number, version: number) =>
    `month:${appId}:${tourId}:${year}-${month}:v${version}`,
  /** The last capacity month read, whatever its version, for browsing while the provider fails (capacity). */
  lastCapacityMonth: (appId: string, tourId: string, year: number, month: number) =>
    `last:${appId}:${tourId}:${year}-${month}`,
  /**
   * Add-on groups (with their departures' free seats) of a main tour's departure date yyyy-mm-dd, at the capacity
   * version of that tour-month (capacity): a booking or cancellation of the tour's month orphans it.
   */
  addOns: (appId: string, tourId: string, departureDate: string, version: number) =>
    `addons:${appId}:${tourId}:${departureDate}:v${version}`,
  /** A provider quote by the SHA-256 of everything its price depends on, capacity versions included (capacity). */
  quote: (digest: string) => `quote:${digest}`,
} as const;

/** True for a store key (without the deployment prefix) of a shared-cache entry ({@link sharedCacheEntryKey}). */
export function isSharedCacheKey(key: string): boolean {
  return key.startsWith('catalogue:') || key.startsWith('capacity:');
}

/** The store key of a shared-cache entry: its class name, then its key from {@link cacheKeys}. */
export function sharedCacheEntryKey(policy: CachePolicy, key: string): string {
  return join(policy.name, key);
}

/** Keys of the store outside the shared cache (sessions, counters, records, locks). */
export const storeKeys = {
  /** Capacity version counter of a tour's month (`month` 1-12). */
  capacityVersion: (tourId: string, year: number, month: number) =>
    join('capv', tourId, yearMonth(year, month)),
  /** A session's data. */
  session: (sessionId: string) => join('sess', sessionId),
  /** A session's login waiting for the choice of a consultant. */
  pendingLogin: (sessionId: string) => join('pendinglogin', sessionId),
  /** An ALTCHA challenge already used (single use). */
  altchaUsed: (challenge: string) => join('altcha', 'used', challenge),
  /** The write counter of a booking. */
  bookingVersion: (groupBookingId: number) => join('bkver', groupBookingId),
  /** The lock serialising amendments of a booking (holds its holder's token). */
  bookingAmendmentLock: (groupBookingId: number) => join('bkamend', groupBookingId),
  /** A session's memo of a booking. */
  bookingMemo: (sessionId: string, groupBookingId: number) => join('bkmemo', sessionId, groupBookingId),
  /** The open card payment of a booking. */
  cardPayment: (groupBookingId: number) => join('cardpay', groupBookingId),
  /** The lock serialising a booking's card payments. */
  cardPaymentLock: (groupBookingId: number) => join('cardpay', groupBookingId, 'lock'),
  /** A transaction committed for a booking. */
  committedTransaction: (groupBookingId: number, transactionId: string) =>
    join('cardpay', groupBookingId, 'tx', transactionId),
  /** The card payment attempts of a booking. */
  paymentAttempts: (groupBookingId: number) => join('payattempts', groupBookingId),
  /** The recorded result of an idempotent operation (`operation` e.g. 'book', `digest` of the client's key). */
  idempotentResult: (operation: string, digest: string) => join('idem', operation, digest, 'result'),
  /** The lock of an idempotent operation. */
  idempotentLock: (operation: string, digest: string) => join('idem', operation, digest, 'lock'),
  /** Password failures of a user name (digest) from a client address (digest). */
  passwordUserAddress: (userDigest: string, addressDigest: string) =>
    join('throttle', 'pw', 'pair', userDigest, addressDigest),
  /** Password failures of a user name (digest) from every address. */
  passwordUser: (userDigest: string) => join('throttle', 'pw', 'user', userDigest),
  /** Password failures from a client address (digest). */
  passwordAddress: (addressDigest: string) => join('throttle', 'pw', 'addr', addressDigest),
  /** Wrong report bearer tokens from a client address (digest). */
  reportTokenAddress: (addressDigest: string) => join('throttle', 'reporttoken', 'addr', addressDigest),
  /** Failures of one wrong report bearer token (its SHA-256, shortened), from any address. */
  reportTokenDigest: (tokenDigest: string) => join('throttle', 'reporttoken', 'token', tokenDigest),
  /** Progress of a running booking report, by the progress id its caller chose. */
  reportProgress: (progressId: string) => join('reportprogress', progressId),
  /** Newsletter sign-ups of an e-mail address (digest). */
  newsletterEmail: (emailDigest: string) => join('throttle', 'newsletter', 'email', emailDigest),
  /** Newsletter sign-ups from a client address (digest). */
  newsletterAddress: (addressDigest: string) => join('throttle', 'newsletter', 'addr', addressDigest),
  /** Registrations from a client address (digest). */
  registrationAddress: (addressDigest: string) => join('throttle', 'register', 'addr', addressDigest),
  /** Registrations of an agency e-mail address (digest). */
  registrationEmail: (emailDigest: string) => join('throttle', 'register', 'email', emailDigest),
  /** Payment-link openings from a client address (digest). */
  paymentLinkAddress: (addressDigest: string) => join('throttle', 'paylink', 'addr', addressDigest),
  /** Payment-link openings of a booking. */
  paymentLinkBooking: (groupBookingId: number) => join('throttle', 'paylink', 'booking', groupBookingId),
  /** A random key the readiness probe reads (never written). */
  readinessProbe: (nonce: string) => join('readyz', nonce),
} as const;

/**
 * Keys of {@link SharedCache.derive}: values computed from one cached value; a key names every other input of the
 * computation (the cached value itself is the first level of the key).
 */
export const deriveKeys = {
  /** Search cards by tour id (of the unfiltered product search). */
  byTourId: () => 'byTourId',
  /** The reduced search cards for criteria, currency and the dorm rule. */
  searchCards: (criteria: object, currency: string, excludeDorm: boolean) =>
    JSON.stringify(['search', criteria, currency, excludeDorm]),
  /** A calendar month for a party, currency, today and the dorm rule. */
  calendarMonth: (
    year: number,
    month: number,
    party: number,
    currency: string,
    today: string,
    excludeDorm: boolean,
  ) => JSON.stringify(['calendar', year, month, party, currency, today, excludeDorm]),
} as const;

/** Everything a public catalogue answer depends on; two requests with equal parts get byte-identical answers. */
export interface ResponseKeyParts {
  /**
   * A POST's GraphQL document by its SHA-256 hex (its persisted-query id, hashed once from the text when a text was
   * sent); undefined for a GET, whose query string (in {@link sent}) names its document already, so that a warm
   * GET is keyed without parsing it (warm-hits.ts).
   */
  documentId: string | undefined;
  /**
   * The operation name, variables and extensions as the client sent them, after the method: a GET's query string as
   * it arrived ({@link queriedOperationKey}, not parsed again), a POST's three JSON members serialised
   * ({@link postedOperationKey}).
   */
  sent: string;
  /** The request's Accept header (Apollo picks the response content type from it). */
  accept: string | undefined;
  /** Pricing app id (seed 001 §6). */
  appId: string;
  /** Session currency (ISO 4217). */
  currency: string;
  /** Today's date yyyy-mm-dd (calendars and notes depend on it). */
  today: string;
}

/** {@link ResponseKeyParts.sent} of a GET: `GET ` and its address's query string (after the `?`). */
export function queriedOperationKey(url: string): string {
  return `GET ${url.slice(url.indexOf('?') + 1)}`;
}

/** {@link ResponseKeyParts.sent} of a POST: `POST ` and its operation name, variables and extensions as a JSON array. */
export function postedOperationKey(operationName: unknown, variables: unknown, extensions: unknown): string {
  return `POST ${JSON.stringify([operationName ?? null, variables ?? null, extensions ?? null])}`;
}

/**
 * The key of a request's answer in the whole-response cache: its {@link ResponseKeyParts}, one per line, the
 * request's own text last. Only that last part can hold a line break (the others are ids, codes, a date and an
 * HTTP header value), so two different requests never share a key; no JSON is written and nothing is parsed for a
 * GET, whose answers are looked up on every warm hit (a string concatenation of about 300 characters).
 */
export function responseCacheKey(parts: ResponseKeyParts): string {
  return `${parts.appId}\n${parts.currency}\n${parts.today}\n${parts.accept ?? ''}\n${parts.documentId ?? ''}\n${parts.sent}`;
}
