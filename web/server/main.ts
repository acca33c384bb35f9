import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { shutdownTelemetry, startTelemetry } from './telemetry.js';

/**
 * The web server's process: configuration from the environment (web/README.md), then listen; SIGTERM or SIGINT
 * stop taking connections, finish the requests in flight and exit 0.
 */
const config = loadConfig();
await startTelemetry();
const app = await buildApp(config, { logLevel: process.env.LOG_LEVEL });
await app.listen({ host: config.host, port: config.port });
app.log.info(
  { origin: config.origin, mode: config.site.mode, gateway: config.gatewayUrl.origin },
  'web listening',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => shutdownTelemetry().catch(() => undefined))
      .then(() => process.exit(0));
  });
}
