import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { Contract } from '../src/contract.js';

/**
 * How the drifting provider changes the simulator's answers (every rule optional):
 * - `htmlNotFound`: these operations answer a web server's HTML 404 page, as an endpoint removed behind it would;
 * - `rewrite`: changes an operation's 200 JSON answer in place (a field renamed, say);
 * - `reshapeErrors`: every JSON error answer (`all`, or all but 401s) comes as `{ code, message }` instead of
 *   `{ error: {...} }`;
 * - `delayMs`: an operation's answers come this long after the simulator gave them;
 * - `lose`: the first `times` answers of an operation come `delayMs` late (after the client's timeout: lost),
 *   though the simulator did the work;
 * - `hideReferences`: a booking search by `your_reference` answers no booking.
 */
export interface DriftRules {
  htmlNotFound?: string[];
  rewrite?: Record<string, (body: Record<string, unknown>) => void>;
  reshapeErrors?: 'all' | 'except-401';
  delayMs?: Record<string, number>;
  lose?: { operationId: string; times: number; delayMs: number };
  hideReferences?: boolean;
}

/** A provider in front of provider-sim that drifts as {@link DriftRules} say. */
export interface DriftingProvider {
  url: string;
  /** Replaces the rules ({} for none: the simulator's answers unchanged). */
  set(rules: DriftRules): void;
  /** How many answers of each operation were lost so far. */
  lost(): Record<string, number>;
  close(): Promise<void>;
}

const contract = Contract.load();
const routes = contract.operations.map((op) => ({
  operationId: op.operationId,
  method: op.method,
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

function operationOf(method: string, path: string): string | undefined {
  return routes.find((route) => route.method === method && route.pattern.test(path))?.operationId;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts a drifting provider on a free port of 127.0.0.1, forwarding to the simulator at `target`. */
export async function startDriftingProvider(target: string): Promise<DriftingProvider> {
  let rules: DriftRules = {};
  const lost: Record<string, number> = {};
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://provider');
    const method = req.method ?? 'GET';
    const operationId = operationOf(method, url.pathname);
    const sent = await bodyOf(req);
    if (operationId && rules.htmlNotFound?.includes(operationId)) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>',
      );
      return;
    }
    let forwarded = sent;
    if (operationId === 'searchBookings' && rules.hideReferences && sent.length > 0) {
      const search = JSON.parse(sent.toString('utf8')) as Record<string, unknown>;
      if (search.your_reference !== undefined)
        search.your_reference = `hidden-${String(search.your_reference)}`;
      forwarded = Buffer.from(JSON.stringify(search));
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'content-length', 'connection'].includes(name),
      ),
    ) as Record<string, string>;
    const answer = await request(new URL(url.pathname + url.search, target), {
      method: method as 'GET',
      headers,
      body: forwarded.length > 0 ? forwarded : undefined,
    });
    let text = await answer.body.text();
    const type = String(answer.headers['content-type'] ?? '');
    if (type.startsWith('application/json') && text) {
      const body = JSON.parse(text) as Record<string, unknown>;
      const error = body.error as { code?: unknown; message?: unknown } | undefined;
      const rewrite = operationId ? rules.rewrite?.[operationId] : undefined;
      if (answer.statusCode === 200 && rewrite) {
        rewrite(body);
        text = JSON.stringify(body);
      } else if (
        answer.statusCode >= 400 &&
        rules.reshapeErrors &&
        (rules.reshapeErrors === 'all' || answer.statusCode !== 401) &&
        error
      ) {
        text = JSON.stringify({ code: error.code, message: error.message });
      }
    }
    const delay = operationId ? (rules.delayMs?.[operationId] ?? 0) : 0;
    if (delay > 0) await sleep(delay);
    const lose = rules.lose;
    if (operationId && lose?.operationId === operationId && (lost[operationId] ?? 0) < lose.times) {
      lost[operationId] = (lost[operationId] ?? 0) + 1;
      await sleep(lose.delayMs);
    }
    if (res.destroyed) return;
    res.writeHead(answer.statusCode, { 'content-type': type });
    res.end(text);
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      rules = next;
      for (const key of Object.keys(lost)) delete lost[key];
    },
    lost: () => ({ ...lost }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
