/**
 * Settings of the end-to-end stack (e2e/stack.mjs) that specs need too. The gateway runs in production, which
 * refuses the development provider key, so the simulator and the gateway share this one.
 */
export const E2E_PROVIDER_API_KEY = 'e2e-provider-api-key';
