import { startSimulator } from 'provider-sim';

/** A running provider-sim. */
export type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/**
 * Starts provider-sim in-process on a free port with the suite's fixed date and seed; `apiKey` is the key it
 * accepts (the development key by default; a production gateway refuses that one: support/gateway.ts
 * PRODUCTION_SETTINGS).
 */
export function startTestSimulator(options: { apiKey?: string } = {}): Promise<Simulator> {
  return startSimulator({ port: 0, today: '2026-06-01', seed: 42, ...options });
}

/** Provider calls per operationId (all statuses summed), from /_sim/stats. */
export async function callsByOperation(simUrl: string): Promise<Record<string, number>> {
  const stats = (await (await fetch(`${simUrl}/_sim/stats`)).json()) as {
    byOperation: Record<string, Record<string, number>>;
  };
  return Object.fromEntries(
    Object.entries(stats.byOperation).map(([op, byStatus]) => [
      op,
      Object.values(byStatus).reduce((a, b) => a + b, 0),
    ]),
  );
}

/** Calls made between two snapshots of {@link callsByOperation}, per operation (zeros left out). */
export function callsBetween(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([op, n]) => [op, n - (before[op] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

/** Runs `action` and returns the provider calls it caused, per operation. */
export async function providerCallsDuring(
  simUrl: string,
  action: () => Promise<unknown>,
): Promise<Record<string, number>> {
  const before = await callsByOperation(simUrl);
  await action();
  return callsBetween(before, await callsByOperation(simUrl));
}
