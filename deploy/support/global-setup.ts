// @ts-expect-error plain JavaScript build script
import { bundle } from '../../scripts/bundle.mjs';

/**
 * Builds the production bundles the deployment tests start (gateway/dist, web/dist-node, provider-sim/dist), once
 * before the first test file, so every test runs the code of this checkout as the images would.
 */
export default async function setup(): Promise<void> {
  await Promise.all([
    bundle('gateway', { quiet: true }),
    bundle('web', { quiet: true }),
    bundle('provider-sim', { quiet: true }),
  ]);
}
