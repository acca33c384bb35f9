import type { AddressInfo } from 'node:net';
import { resolveConfig } from './config.js';
import type { FaultConfig, SimOptions } from './config.js';
import { buildServer } from './http/server.js';
import type { StatsSnapshot } from './http/stats.js';
import { SimState } from './state.js';

export type { FaultConfig, SimOptions } from './config.js';
export type { StatsSnapshot } from './http/stats.js';

/** A running simulator. */
export interface RunningSimulator {
  /** Base URL, e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  /** Stops the server (hanging connections are closed). */
  close(): Promise<void>;
  /** Back to the seeded state (stats cleared). */
  reset(): void;
  /** Current call counters. */
  stats(): StatsSnapshot;
  /** Replaces the fault settings. */
  setFaults(faults: FaultConfig): void;
  /** Replaces the drift rules (SIM_DRIFT syntax, '' for none); throws on an unknown operation or kind. */
  setDrift(drift: string): void;
  /** The simulator state (catalogue, capacity, bookings...) for white-box test helpers. */
  state: SimState;
}

/**
 * Starts the simulator in-process. Options override environment variables (PORT, HOST, SIM_TODAY,
 * SIM_SEED, SIM_BOOKINGS, SIM_FAULTS, SIM_DRIFT, SIM_API_KEY, SIM_HMAC_SECRET, SIM_HASH_TTL_SECONDS, ...);
 * port 0 picks a free port.
 */
export async function startSimulator(options: SimOptions = {}): Promise<RunningSimulator> {
  const config = resolveConfig(options);
  const state = new SimState(config);
  const server = await buildServer(state);
  await server.app.listen({ port: config.port, host: config.host });
  const port = (server.app.server.address() as AddressInfo).port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  state.publicUrl = config.publicUrl ?? url;
  return {
    url,
    port,
    state,
    close: async () => {
      server.clearTimers();
      await server.app.close();
    },
    reset: () => {
      state.reset();
      server.stats.reset();
    },
    stats: () => server.stats.read(),
    setFaults: (faults) => server.faults.set(faults),
    setDrift: (drift) => server.drift.set(drift),
  };
}
