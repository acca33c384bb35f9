import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { shutdownTelemetry, startTelemetry } from './telemetry.js';

/** A close that takes longer than this (a stuck connection) ends the process with status 1, in milliseconds. */
const HARD_EXIT_MS = 30_000;

/**
 * The web server's process: configuration from the environment (web/README.md; a bad one exits 1 naming every
 * variable, without a stack trace), then listen. SIGTERM (orchestrators): /readyz answers 503 `draining` at once,
 * after SHUTDOWN_DELAY_MS the listener stops accepting, the requests in flight finish, exit 0. SIGINT (Ctrl-C)
 * does the same without the delay. A second signal, or a close stuck for 30 s, exits 1.
 */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await startTelemetry();
let draining = false;
const app = await buildApp(config, {
  logLevel: process.env.LOG_LEVEL,
  lifecycle: { draining: () => draining },
});
await app.listen({ host: config.host, port: config.port });
app.log.info(
  { origin: config.origin, mode: config.site.mode, gateway: config.gatewayUrl.origin },
  'web listening',
);

const shutdown = (signal: NodeJS.Signals) => {
  if (draining) {
    app.log.warn({ signal }, 'second signal while draining: exiting now');
    process.exit(1);
  }
  draining = true;
  const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
  const started = Date.now();
  app.log.info({ signal, delayMs }, 'shutting down: not ready, draining in-flight requests');
  setTimeout(() => {
    app.log.error({ afterMs: HARD_EXIT_MS }, 'graceful close did not finish: exiting');
    process.exit(1);
  }, HARD_EXIT_MS).unref();
  app.server.closeIdleConnections();
  void new Promise((resolve) => setTimeout(resolve, delayMs))
    .then(() => app.close())
    .then(() => shutdownTelemetry().catch(() => undefined))
    .then(
      () => {
        app.log.info({ tookMs: Date.now() - started }, 'drained and closed');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'graceful close failed');
        process.exit(1);
      },
    );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
