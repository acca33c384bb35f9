/**
 * The deployment tests run what the images run: their helpers refuse to start a gateway or a web server with a
 * NODE_ENV other than production (a test-only switch is a documented setting instead), and no test file of this
 * folder sets NODE_ENV test or development for a process it starts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertProductionEnv, ROOT, startGatewayProcess, startWebServer } from './support/processes.js';

describe('production parity of the deployment tests', () => {
  it('refuses to start a gateway or a web server with NODE_ENV test or development', async () => {
    for (const nodeEnv of ['test', 'development']) {
      await expect(startGatewayProcess({ env: { NODE_ENV: nodeEnv } })).rejects.toThrow(
        `the gateway: a deployment test starts it as the image does, with NODE_ENV=production, not ${nodeEnv}`,
      );
      await expect(
        startWebServer({ dist: '/nowhere', gatewayUrl: 'http://127.0.0.1:9', env: { NODE_ENV: nodeEnv } }),
      ).rejects.toThrow(
        `the web server: a deployment test starts it as the image does, with NODE_ENV=production`,
      );
    }
    expect(() => assertProductionEnv('a process', { NODE_ENV: 'production' })).not.toThrow();
    expect(() => assertProductionEnv('a process', {})).not.toThrow();
  });

  // Another NODE_ENV (fail-fast.test.ts's 'prod', 'staging') only proves that production refuses it at start.
  it('no deployment test starts a process with NODE_ENV test or development', () => {
    const folder = path.join(ROOT, 'deploy');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.includes('node_modules'))
      .filter((file) => file !== path.basename(import.meta.filename));
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) =>
      [...readFileSync(path.join(folder, file), 'utf8').matchAll(/NODE_ENV\s*[:=]\s*['"`](\w+)['"`]/g)]
        .filter((match) => match[1] === 'test' || match[1] === 'development')
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(offending).toEqual([]);
  });
});
