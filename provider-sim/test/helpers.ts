import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { startSimulator } from '../src/index.js';
import type { RunningSimulator, SimOptions } from '../src/index.js';
import { loadSpec } from '../src/http/spec.js';

/** A parsed JSON answer: tests assert on its shape, so it is deliberately loose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The fixed "today" of the tests. */
export const TODAY = '2026-06-01';

/** A JSON answer. */
export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** A started simulator with small helpers for authenticated calls. */
export interface TestSim {
  sim: RunningSimulator;
  url: string;
  hash(appId?: string): Promise<string>;
  call<T = Json>(
    method: string,
    path: string,
    options?: { app?: string; body?: unknown; headers?: Record<string, string>; auth?: boolean },
  ): Promise<Answer<T>>;
  close(): Promise<void>;
}

/** Starts a simulator on a free port with SIM_TODAY fixed. */
export async function startTestSim(options: SimOptions = {}): Promise<TestSim> {
  const sim = await startSimulator({ port: 0, today: TODAY, seed: 42, bookings: 400, ...options });
  const hashes = new Map<string, string>();
  const hash = async (appId = 'consumer') => {
    const cached = hashes.get(appId);
    if (cached) return cached;
    const res = await fetch(`${sim.url}/api/v1.3/${appId}/security/hmac/authentication_hash`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'dev-api-key' }),
    });
    const body = (await res.json()) as { password_hash: string };
    hashes.set(appId, body.password_hash);
    return body.password_hash;
  };
  const call = async (
    method: string,
    path: string,
    options: { app?: string; body?: unknown; headers?: Record<string, string>; auth?: boolean } = {},
  ) => {
    const app = options.app ?? 'consumer';
    const fullPath = path.replace('{app}', app);
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.auth !== false && !fullPath.startsWith('/_') && !fullPath.startsWith('/hosted')) {
      headers['x-authentication-hash'] = await hash(fullPath.startsWith('/payment') ? app : app);
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${sim.url}${fullPath}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body: body as Json, headers: res.headers };
  };
  return { sim, url: sim.url, hash, call, close: () => sim.close() };
}

const ajv = new Ajv({ strict: false, allowUnionTypes: true, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...loadSpec(), $id: 'openapi' });

/** Validates a body against a components/schemas entry of openapi.yaml; returns the errors text or ''. */
export function schemaErrors(schemaName: string, body: unknown): string {
  const validate = ajv.getSchema(`openapi#/components/schemas/${schemaName}`);
  if (!validate) throw new Error(`No schema ${schemaName}`);
  return validate(body) ? '' : ajv.errorsText(validate.errors);
}

/** A basket of Adults on a tour departure. */
export function basket(
  tourId: string,
  date: string,
  ages: string[],
  extra: Record<string, unknown> = {},
  token?: string,
): Record<string, unknown> {
  return {
    booking_information: { iso_currency_code: 'GBP', ...(token ? { token } : {}) },
    trips: [{ tour_id: tourId, departure_date: date, ...extra }],
    passengers: ages.map((age_category, i) => ({
      age_category,
      first_name: `Guest${i + 1}`,
      family_name: 'Test',
    })),
  };
}

/** Finds a departure of a tour with at least `seats` free seats (not on request) from a month on. */
export function findDeparture(
  sim: RunningSimulator,
  tourId: string,
  seats: number,
  after = '2026-07-01',
): string {
  const dep = sim.state.capacity
    .all(tourId)
    .find(
      (d) =>
        d.start >= after &&
        d.freeSeats >= seats &&
        !d.onRequest &&
        (d.rooms === null || (d.rooms.twin ?? 0) >= 1),
    );
  if (!dep) throw new Error(`no departure for ${tourId}`);
  return dep.start;
}

/** Logs in as a demo agent and picks the first contact; returns the access token. */
export async function agentToken(
  t: TestSim,
  userName = 'demo-agent',
  app = 'agent-band-0',
): Promise<{ token: string; refresh: string; login: Json }> {
  const first = await t.call('POST', '/api/v1.3/{app}/identity/agent/login', {
    app,
    body: { user_name: userName, password: 'demo-password' },
  });
  const second = await t.call('POST', '/api/v1.3/{app}/identity/agent/login', {
    app,
    body: { user_name: userName, password: 'demo-password', contact_id: first.body.contacts[0].contact_id },
  });
  return {
    token: second.body.token.access_token,
    refresh: second.body.token.refresh_token,
    login: second.body,
  };
}
