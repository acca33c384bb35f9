/**
 * Timeouts of an HTTP listener, in milliseconds: how long a client may take to send its request, so a slow or
 * half-sent one (headers never finished, a Content-Length longer than the body sent) does not hold a connection.
 */
export interface ServerTimeouts {
  /** HEADERS_TIMEOUT_MS: the request line and headers must have arrived this long after the connection's first byte. */
  headersMs: number;
  /** REQUEST_TIMEOUT_MS: the whole request, body included, must have arrived this long after it began. */
  requestMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this long without a new request. */
  keepAliveMs: number;
}

/**
 * Fastify's options for {@link ServerTimeouts} on Node's HTTP/1 server. Node checks the header and request
 * timeouts on a timer (30 s by default, which would let a stalled request live up to that much longer); it runs
 * here every quarter of the header timeout, at most every second. The answer's own time is not limited: a sale
 * may wait for the provider's sales budget (no socket inactivity timeout).
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
    },
  };
}
