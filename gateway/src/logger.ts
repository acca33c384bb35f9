import { pino, type Logger } from 'pino';
import type { GatewayConfig } from './config.js';

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

/** Creates the gateway's JSON logger (pino) with secrets redacted. */
export function createLogger(config: Pick<GatewayConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'gateway' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}
