import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimState } from '../state.js';
import { ApiError, errorBody } from './api-error.js';
import { checkHash } from './auth-hash.js';
import { MAX_TIMEOUT_MS } from './faults.js';
import type { Faults } from './faults.js';
import type { IdempotencyCache } from './idempotency.js';
import type { Stats } from './stats.js';

/** What the request hooks use. */
export interface HookDeps {
  state: SimState;
  stats: Stats;
  faults: Faults;
  idempotency: IdempotencyCache;
  unsecured: Set<string>;
  /** Timers of hanging "timeout" faults, cleared on close. */
  timers: Set<NodeJS.Timeout>;
}

const COUNTED = /^\/(api|payment|_marketing)\//;

function operationOf(req: FastifyRequest): string | undefined {
  return (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

function routeOf(req: FastifyRequest): string {
  return `${req.method} ${req.routeOptions.url ?? '(unmatched)'}`;
}

/**
 * Installs the request pipeline: fault injection and hash check (onRequest), idempotent replay
 * (preHandler), malformed bodies and replay capture (onSend), and call statistics (onResponse).
 */
export function installHooks(app: FastifyInstance, deps: HookDeps): void {
  const faulted = new WeakSet<FastifyRequest>();
  const malformed = new WeakSet<FastifyRequest>();
  const pendingKeys = new WeakMap<FastifyRequest, string>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const op = operationOf(req);
    if (!op) return;
    const counted = COUNTED.test(req.url);
    if (counted) {
      const delay = deps.faults.latencyMs();
      if (delay > 0) await sleep(delay);
      if (deps.faults.roll('resetRate', op)) {
        faulted.add(req);
        deps.stats.record(op, routeOf(req), 'reset');
        reply.hijack();
        req.raw.socket.destroy();
        return reply;
      }
      if (deps.faults.roll('timeoutRate', op)) {
        faulted.add(req);
        deps.stats.record(op, routeOf(req), 'timeout');
        reply.hijack();
        const timer = setTimeout(() => {
          deps.timers.delete(timer);
          req.raw.socket.destroy();
        }, MAX_TIMEOUT_MS);
        deps.timers.add(timer);
        return reply;
      }
      if (deps.faults.roll('errorRate', op)) {
        const status = deps.faults.errorStatus();
        return reply
          .code(status)
          .send(errorBody(status === 503 ? 'UNAVAILABLE' : 'INTERNAL', `Injected fault on ${op}`));
      }
      if (deps.faults.roll('malformedRate', op)) malformed.add(req);
    }
    if (deps.unsecured.has(op)) return;
    const { appId } = req.params as { appId: string };
    const hash = req.headers['x-authentication-hash'];
    const { config, clock } = deps.state;
    const reason = checkHash(
      config.hmacSecret,
      appId,
      config.apiKey,
      Array.isArray(hash) ? hash[0] : hash,
      clock.epochSeconds(),
    );
    if (reason) throw new ApiError(401, 'UNAUTHORIZED', reason);
  });

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const key = req.headers['idempotency-key'];
    const op = operationOf(req);
    if (typeof key !== 'string' || !op || req.method === 'GET') return;
    const cacheKey = `${(req.params as { appId?: string }).appId ?? ''}|${op}|${key}`;
    for (;;) {
      const answer = await deps.idempotency.begin(cacheKey);
      if (answer === 'first') {
        pendingKeys.set(req, cacheKey);
        return;
      }
      if (answer) {
        return reply
          .code(answer.statusCode)
          .header('content-type', answer.contentType)
          .header('idempotent-replayed', 'true')
          .send(answer.payload);
      }
    }
  });

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const cacheKey = pendingKeys.get(req);
    if (cacheKey) {
      pendingKeys.delete(req);
      deps.idempotency.finish(cacheKey, {
        statusCode: reply.statusCode,
        payload: String(payload),
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      });
    }
    if (malformed.has(req) && typeof payload === 'string')
      return payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
    return payload;
  });

  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const cacheKey = pendingKeys.get(req);
    if (cacheKey) deps.idempotency.finish(cacheKey, undefined);
    if (faulted.has(req) || !COUNTED.test(req.url)) return;
    deps.stats.record(operationOf(req) ?? '(unmatched)', routeOf(req), reply.statusCode);
  });
}
