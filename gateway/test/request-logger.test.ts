/**
 * The request's child logger (telemetry.ts `requestChildLogger`) writes the same lines as pino's own child of the
 * same bindings, secrets redacted as logger.ts lists them, without running the redactor over its bindings.
 */
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from '../src/logger.js';
import { logMixin, requestChildLogger } from '../src/telemetry.js';

/** A logger as createLogger makes it, writing its lines into `lines`. */
function capturingLogger(lines: string[]): Logger {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString().trim());
      done();
    },
  });
  return pino(
    {
      level: 'info',
      base: { service: 'gateway' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: logMixin,
      timestamp: false,
    },
    stream,
  );
}

const raw = { headers: {} } as IncomingMessage;
const secretLine = {
  req: { method: 'GET', headers: { cookie: 'td_sid=abc', authorization: 'Bearer t' } },
  config: { providerApiKey: 'key' },
};

describe('the request child logger', () => {
  it("writes pino's own child's lines, bound to the request id, secrets redacted", async () => {
    const lines: string[] = [];
    const logger = capturingLogger(lines);
    const ours = requestChildLogger(logger, { reqId: 'req-1' }, {}, raw) as Logger;
    const pinos = logger.child({ reqId: 'req-1' });
    ours.info(secretLine, 'incoming request');
    pinos.info(secretLine, 'incoming request');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(lines[1]);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line.reqId).toBe('req-1');
    expect(JSON.stringify(line)).not.toMatch(/td_sid|Bearer|"key"/);
    expect(ours.bindings()).toEqual({ service: 'gateway', reqId: 'req-1' });
  });

  it("takes pino's way when the route gives logger options (a level)", () => {
    const logger = capturingLogger([]);
    const child = requestChildLogger(logger, { reqId: 'req-2' }, { level: 'warn' }, raw) as Logger;
    expect(child.level).toBe('warn');
    expect(child.bindings()).toEqual({ service: 'gateway', reqId: 'req-2' });
  });
});
