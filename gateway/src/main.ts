import { ConfigError, loadConfig } from './config.js';
import { startGateway } from './server.js';
import { shutdownTelemetry, startTelemetry } from './telemetry.js';
import { ManifestError } from './trusted-documents.js';

/** A close that takes longer than this (a stuck connection) ends the process with status 1, in milliseconds. */
const HARD_EXIT_MS = 30_000;

/**
 * Entry point of `pnpm --filter gateway start` and of the production bundle (`dist/main.js`): validates the
 * environment and the persisted query manifests (exit 1 naming what is wrong) and serves. SIGTERM (orchestrators) closes gracefully: /readyz fails at once, after
 * SHUTDOWN_DELAY_MS the listener stops accepting, in-flight requests finish, Apollo stops, Redis QUITs, exit 0.
 * SIGINT (Ctrl-C) does the same without the delay. A second signal, or a close stuck for 30 s, exits 1.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await startTelemetry();
  let gateway;
  try {
    gateway = await startGateway(config, { collectGarbage: true });
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`Invalid gateway configuration:\n  - PERSISTED_QUERY_MANIFESTS: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = gateway.app.log;
  log.info({ url: gateway.url, store: gateway.services.store.kind }, 'gateway listening');
  const shutdown = (signal: NodeJS.Signals) => {
    if (gateway.draining) {
      log.warn({ signal }, 'second signal while draining: exiting now');
      process.exit(1);
    }
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    const started = Date.now();
    log.info({ signal, delayMs }, 'shutting down: not ready, draining in-flight requests');
    setTimeout(() => {
      log.error({ afterMs: HARD_EXIT_MS }, 'graceful close did not finish: exiting');
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    gateway.close({ delayMs }).then(
      async () => {
        await shutdownTelemetry().catch(() => undefined);
        log.info({ tookMs: Date.now() - started }, 'drained and closed');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'graceful close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
