/** Fixed ports of the end-to-end stack (apart from `pnpm start`'s 4010, 4000, 3000 and 3001). */
export const E2E_PORTS = {
  providerSim: 4410,
  gateway: 4400,
  consumer: 3400,
  agent: 3401,
};
