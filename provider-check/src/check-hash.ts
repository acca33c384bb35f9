import { setTimeout as sleep } from 'node:timers/promises';
import { AuthHashes } from 'gateway/src/provider/auth-hashes.js';
import { sendByContract, wholeNumber, type CheckContext } from './context.js';
import type { HashRefresh } from './report.js';

/** The gateway asks for a new hash this long before the old one expires (gateway/src/provider/auth-hashes.ts). */
const GATEWAY_RENEWS_BEFORE_SECONDS = 60;

/** The same hash with its last character changed: well formed, but no longer the provider's signature. */
function tampered(hash: string): string {
  return hash.slice(0, -1) + (hash.endsWith('0') ? '1' : '0');
}

/**
 * Whether the gateway's hash refresh works against the provider: a new hash states its expiry (`expires_at`, or
 * the epoch-seconds prefix the gateway reads), a hash that is no longer valid is refused with 401 UNAUTHORIZED in
 * the Error schema's body
 * (the only answer on which the gateway's client asks for a new hash and repeats the call), and a second hash
 * obtained then is accepted. When a hash lives at most `hashWaitSeconds`, the check waits for it to expire;
 * otherwise it sends a tampered hash in its place (the provider cannot tell it from an expired one by anything
 * but the signature).
 */
export async function checkHashRefresh(ctx: CheckContext): Promise<HashRefresh> {
  const { options, transport } = ctx;
  const app = options.appId;
  // A store of its own, so both hashes are asked for as a gateway starting afresh would.
  const hashes = new AuthHashes(transport, options.apiUrl, options.apiKey);
  transport.take();
  let first: string;
  try {
    first = await hashes.get(app);
  } catch (error) {
    return { result: 'fails', detail: `no hash: ${(error as Error).message}` };
  }
  const issued = transport.take().find((x) => x.operation === 'createAuthenticationHash')?.body as
    { expires_at?: unknown } | undefined;
  const expiry = wholeNumber(issued?.expires_at) ?? wholeNumber(Number(first.split('.')[0]));
  const lifetimeSeconds = expiry === undefined ? undefined : Math.round(expiry - Date.now() / 1000);
  const waits = lifetimeSeconds !== undefined && lifetimeSeconds <= options.hashWaitSeconds;
  let stale = tampered(first);
  if (waits) {
    await sleep(Math.max(0, lifetimeSeconds) * 1000 + 1500);
    stale = first;
  }
  const call = (hash: string) =>
    sendByContract(ctx, 'listCurrencies', app, {}, { budget: 'catalogue', hash }).catch((error: Error) => ({
      status: 0,
      body: { error: { code: 'NO_ANSWER', message: error.message } },
    }));
  const refused = await call(stale);
  hashes.invalidate(app, first);
  const second = await hashes.get(app).catch(() => undefined);
  const accepted = second === undefined ? undefined : await call(second);
  transport.take();

  const code = (refused.body as { error?: { code?: string } } | undefined)?.error?.code;
  // Judged as every refusal the check provokes: status, the Error schema's body, the code.
  const shape = ctx.contract.checkError(refused.status, refused.body, { status: 401, code: 'UNAUTHORIZED' });
  const refusedRight = shape.length === 0;
  const works = refusedRight && accepted?.status === 200 && (!waits || second !== first);
  const lifetime =
    lifetimeSeconds === undefined
      ? 'the hash states no expiry (the gateway then renews it every 10 minutes)'
      : `a hash lives ${lifetimeSeconds} s`;
  const how = waits
    ? `after waiting for expiry the old hash got ${refused.status} ${code ?? ''}`.trimEnd()
    : `expiry not awaited (${lifetimeSeconds ?? '?'} s > --hash-wait ${options.hashWaitSeconds} s): ` +
      `an invalid hash got ${refused.status} ${code ?? ''}`.trimEnd();
  const then =
    accepted === undefined
      ? 'no second hash was issued'
      : `a second hash got ${accepted.status}${accepted.status === 200 ? '' : ' (expected 200)'}`;
  const notes = [
    refusedRight
      ? ''
      : `the gateway renews a hash only on 401 UNAUTHORIZED in { error: { code, message } } (${shape
          .map((d) => `${d.path}: expected ${d.expected}, seen ${d.seen}`)
          .join('; ')})`,
    lifetimeSeconds !== undefined && lifetimeSeconds <= GATEWAY_RENEWS_BEFORE_SECONDS
      ? `the gateway renews hashes ${GATEWAY_RENEWS_BEFORE_SECONDS} s before expiry, so it asks for one per call`
      : '',
  ].filter(Boolean);
  return {
    result: works ? 'works' : 'fails',
    lifetimeSeconds,
    method: waits ? 'expiry' : 'refused-hash',
    detail: [`${lifetime}; ${how}; ${then}`, ...notes].join('; '),
  };
}
