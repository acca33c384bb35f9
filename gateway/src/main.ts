import { ConfigError, loadConfig } from './config.js';
import { startGateway } from './server.js';

/** Entry point of `pnpm --filter gateway start`: validates the environment, serves, closes gracefully on signals. */
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
  const gateway = await startGateway(config);
  gateway.app.log.info({ url: gateway.url, store: gateway.services.store.kind }, 'gateway listening');
  const shutdown = (signal: string) => {
    gateway.app.log.info({ signal }, 'shutting down');
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
