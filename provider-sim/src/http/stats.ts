/** Call counters: total, per operationId and per route template, each by status. */
export interface StatsSnapshot {
  total: number;
  byOperation: Record<string, Record<string, number>>;
  byRoute: Record<string, Record<string, number>>;
}

/** Counts API calls by operation and route template. */
export class Stats {
  private snapshot: StatsSnapshot = { total: 0, byOperation: {}, byRoute: {} };

  /** Records one call; `status` is the HTTP status or 'timeout' / 'reset'. */
  record(operationId: string, route: string, status: number | string): void {
    const s = this.snapshot;
    s.total++;
    const op = (s.byOperation[operationId] ??= {});
    op[status] = (op[status] ?? 0) + 1;
    const r = (s.byRoute[route] ??= {});
    r[status] = (r[status] ?? 0) + 1;
  }

  /** A copy of the counters. */
  read(): StatsSnapshot {
    return structuredClone(this.snapshot);
  }

  /** Clears the counters. */
  reset(): void {
    this.snapshot = { total: 0, byOperation: {}, byRoute: {} };
  }
}
