/**
 * Ports of the end-to-end stack (apart from `pnpm start`'s 4010, 4000, 3000 and 3001). E2E_PORT_OFFSET shifts
 * them all, so two stacks can run side by side on one machine (e.g. E2E_PORT_OFFSET=100 → 4510, 4500, 3500, 3501).
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  providerSim: 4410 + offset,
  gateway: 4400 + offset,
  consumer: 3400 + offset,
  agent: 3401 + offset,
  /** A host site framing the embedded mode, started by e2e/consumer/embed.spec.ts (EMBED_FRAME_ANCESTORS). */
  embedHost: 3402 + offset,
};
