import { startSimulator } from './index.js';

const sim = await startSimulator();
const info = sim.state;
console.warn(
  `provider-sim listening on ${sim.url} (today ${info.clock.today()}, seed ${info.config.seed}, ` +
    `${info.catalogue.listedFor(null).length} tours, ${info.capacity.size} departures, ${info.bookings.size} bookings)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
