import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { GatewayConfig } from './config.js';
import { logMixin } from './telemetry.js';

/**
 * Paths pino removes from every log line: the provider API key, the HMAC authentication hash, agent tokens,
 * passwords and cookies. The key never reaches a log even when a config or request object is logged whole.
 */
export const REDACTED_PATHS = [
  'providerApiKey',
  '*.providerApiKey',
  'api_key',
  '*.api_key',
  'password',
  '*.password',
  'password_hash',
  '*.password_hash',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'paymentLinkSecret',
  '*.paymentLinkSecret',
  'altchaHmacKey',
  '*.altchaHmacKey',
  'reportTokenHashes',
  '*.reportTokenHashes',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-authentication-hash"]',
  'res.headers["set-cookie"]',
  'headers["x-authentication-hash"]',
];

/**
 * Creates the gateway's logger (pino) with secrets redacted and each line's request fields and trace ids
 * (telemetry.ts `logMixin`): JSON lines, or in development (`NODE_ENV=development`)
 * readable lines through pino-pretty (written synchronously, in this thread).
 */
export function createLogger(config: Pick<GatewayConfig, 'logLevel' | 'nodeEnv'>): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'gateway' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin: logMixin,
  };
  return config.nodeEnv === 'development'
    ? pino(options, pretty({ sync: true, ignore: 'pid,hostname,service', translateTime: 'SYS:HH:MM:ss.l' }))
    : pino(options);
}
