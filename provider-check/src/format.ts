import type { Difference } from './differences.js';
import type { Step } from './probe.js';
import type { CheckReport, OperationResult, Outcome } from './report.js';

const MARK: Record<Outcome, string> = { conforms: '✓', differs: '✗', unreachable: '?', skipped: '-' };
const WORD: Record<Outcome, string> = {
  conforms: 'conforms',
  differs: 'DIFFERS',
  unreachable: 'not reachable',
  skipped: 'not checked',
};

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}

function latency(ms: number | undefined, budget: { name: string; ms: number } | undefined): string {
  if (ms === undefined) return '';
  return budget ? `${Math.round(ms)} ms / ${budget.ms} ${budget.name}` : `${Math.round(ms)} ms`;
}

/** `capacities[].free_seats: wrong type, expected integer, seen string "17" (31 places)`. */
export function differenceLine(d: Difference): string {
  const kind = d.kind.replace('-', ' ');
  return `${d.path}: ${kind}, expected ${d.expected}, seen ${d.seen}${d.count > 1 ? ` (${d.count} places)` : ''}`;
}

/** The progress line of one call (plus its differences, indented), as the check goes. */
export function progressLine(step: Step): string {
  const head =
    `  ${MARK[step.outcome]} ${pad(WORD[step.outcome], 14)}${pad(step.operationId, 26)}` +
    (step.reason
      ? `${step.label ? `${step.label}: ` : ''}${step.reason}`
      : pad(step.label, 44) + latency(step.latencyMs, step.budget));
  const details = step.differences.slice(0, 4).map((d) => `${' '.repeat(19)}${differenceLine(d)}`);
  if (step.differences.length > 4) details.push(`${' '.repeat(19)}... ${step.differences.length - 4} more`);
  return [head.trimEnd(), ...details].join('\n');
}

function row(op: OperationResult): string {
  return (
    pad(op.operationId, 26) +
    pad(op.source, 9) +
    pad(WORD[op.outcome], 15) +
    pad(String(op.calls), 7) +
    pad(latency(op.latencyMs, op.budget), 26) +
    (op.reliedOn ? 'yes' : 'no')
  ).trimEnd();
}

/**
 * The terminal summary: a table of every operation (result, calls, slowest answer against the gateway's budget,
 * whether tourdesk relies on it), each difference with the screens it breaks and the place to change, what was
 * unreachable, the hash refresh, the write round trip and the verdict with the exit status.
 */
export function summaryText(report: CheckReport): string {
  const lines: string[] = [];
  const mode = report.writes ? 'reads and writes' : 'reads only (no --writes)';
  lines.push(
    '',
    `Go-live check of ${report.apiUrl} (payment API ${report.paymentUrl}), app ids ${report.appIds.app}, ` +
      `${report.appIds.payment}, ${report.appIds.report}${report.appIds.agent ? `, agent ${report.appIds.agent}` : ''}; ` +
      `${mode}; ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
    pad('Operation', 26) +
      pad('Source', 9) +
      pad('Result', 15) +
      pad('Calls', 7) +
      pad('Slowest / budget', 26) +
      'Relied on',
    ...report.operations.map(row),
  );
  const differing = report.operations.filter((op) => op.outcome === 'differs');
  if (differing.length > 0) {
    lines.push('', 'Differences (path: kind, expected, seen)');
    for (const op of differing) {
      const breaks = op.reliedOn
        ? `breaks: ${op.screens.length ? op.screens.join('; ') : 'not in openapi.screens.yaml, so counted as relied on'}`
        : 'tourdesk does not call it';
      lines.push(`  ${op.operationId} (${op.source}) ${breaks}`);
      for (const d of op.differences) lines.push(`    ${differenceLine(d)}`);
      if (op.change) lines.push(`    change: ${op.change}`);
    }
  }
  const unreachable = report.operations.filter((op) => op.outcome === 'unreachable');
  if (unreachable.length > 0) {
    lines.push('', 'Not reachable');
    for (const op of unreachable) lines.push(`  ${op.operationId}: ${op.reason ?? ''}`);
  }
  const skipped = report.operations.filter((op) => op.outcome === 'skipped');
  if (skipped.length > 0) {
    lines.push('', 'Not checked');
    for (const op of skipped) {
      const accepted = report.summary.acceptedUnchecked.includes(op.operationId);
      const relied = op.reliedOn ? (accepted ? ' (relied on; accepted unchecked)' : ' (RELIED ON)') : '';
      lines.push(`  ${op.operationId}: ${op.reason ?? ''}${relied}`);
    }
  }
  if (report.errorPaths.length > 0) {
    lines.push('', 'Refusals (expected → seen)');
    for (const path of report.errorPaths) {
      lines.push(
        `  ${MARK[path.outcome]} ${path.operationId} ${path.label}: ${path.expected} → ${path.seen}`,
      );
      for (const d of path.differences) lines.push(`    ${differenceLine(d)}`);
    }
  }
  lines.push('', `HMAC hash refresh: ${report.hashRefresh.result} (${report.hashRefresh.detail})`);
  for (const [title, trip] of [
    ['Write round trip', report.roundTrip],
    ['Refund rule (nett booking, one passenger cancelled)', report.refundRule],
  ] as const) {
    if (!trip) continue;
    lines.push(
      `${title}: ${trip.cleanedUp ? 'cleaned up' : 'LEFT SOMETHING BEHIND'}: ${trip.detail}`,
      ...(trip.writes?.length ? [`  writes (idempotency keys): ${trip.writes.join('; ')}`] : []),
      trip.leftOnProvider.length
        ? '  stays on the provider:'
        : '  stays on the provider: nothing the check knows of',
      ...trip.leftOnProvider.map(
        (left) =>
          `    ${left.kind} ${left.id}${left.bookingId && left.kind !== 'booking' ? ` (booking ${left.bookingId})` : ''}: ` +
          `${left.state}${left.verified ? '' : ' (not read back)'}`,
      ),
      ...(trip.cancelByHand ? [`  CANCEL BY HAND: ${trip.cancelByHand}`] : []),
    );
  }
  const s = report.summary;
  const unaccepted = s.unchecked.filter((id) => !s.acceptedUnchecked.includes(id));
  const verdict =
    report.exitCode === 0
      ? 'nothing tourdesk relies on differs: exit 0'
      : [
          s.failing.length
            ? `tourdesk relies on ${s.failing.join(', ')}, which differ or are not reachable`
            : '',
          unaccepted.length
            ? `${unaccepted.join(', ')} not checked (name them in --accept-unchecked to accept)`
            : '',
          s.failingErrorPaths.length ? `refusals differ: ${s.failingErrorPaths.join(', ')}` : '',
          report.hashRefresh.result === 'fails' ? 'the hash refresh fails' : '',
          report.roundTrip && !report.roundTrip.cleanedUp ? 'the write round trip left something behind' : '',
          report.refundRule && !report.refundRule.cleanedUp ? 'the refund probe left its booking behind' : '',
        ]
          .filter(Boolean)
          .join('; ') + ': exit 1';
  lines.push(
    '',
    `${s.conforms} conform, ${s.differs} differ, ${s.unreachable} not reachable, ${s.skipped} not checked; ` +
      `checked ${s.checked} of ${s.reliedOn} operations tourdesk relies on` +
      (s.acceptedUnchecked.length ? ` (${s.acceptedUnchecked.length} accepted unchecked)` : '') +
      `; ${verdict}.`,
  );
  return lines.join('\n');
}
