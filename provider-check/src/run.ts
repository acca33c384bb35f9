import { randomUUID } from 'node:crypto';
import { createLogger } from 'gateway/src/logger.js';
import { createMetrics } from 'gateway/src/metrics.js';
import { AuthHashes } from 'gateway/src/provider/auth-hashes.js';
import { ProviderClient } from 'gateway/src/provider/provider-client.js';
import { checkAgent } from './check-agent.js';
import { checkRefundRule } from './check-refund.js';
import { checkHashRefresh } from './check-hash.js';
import { checkReads } from './check-reads.js';
import { checkWrites } from './check-writes.js';
import { Contract } from './contract.js';
import type { CheckOptions } from './options.js';
import { Probe, type Step } from './probe.js';
import { RecordingTransport } from './recording-transport.js';
import { summarise, type CheckReport } from './report.js';

/** Operations the check never calls, and why: each would change or leave something it cannot undo. */
export const NEVER_CALLED: Record<string, string> = {
  registerAgency: 'sends a registration to the operator',
  createSubscriber: 'adds a newsletter subscriber, who cannot be removed again',
  addSubscriberToSegments: 'adds a newsletter subscriber, who cannot be removed again',
};

const WRITES = [
  'quoteBooking',
  'createBooking',
  'updateBooking',
  'sendBookingMessage',
  'quoteCancellation',
  'cancelBooking',
  'initialisePayment',
];
const AFTER_PAYMENT_START = ['getPaymentSession', 'getHostedCardPage', 'submitHostedCard', 'commitPayment'];
const AGENT = ['agentLogin', 'getAgency', 'refreshToken'];
const AGENT_WRITES = ['updateContact', 'changePassword', 'resetPassword'];

function skipReason(operationId: string, options: CheckOptions): string {
  if (NEVER_CALLED[operationId]) return NEVER_CALLED[operationId];
  if (WRITES.includes(operationId)) return 'a write: run with --writes on sandbox app ids';
  if (AFTER_PAYMENT_START.includes(operationId)) return 'needs a card payment started (--writes)';
  if (AGENT_WRITES.includes(operationId)) {
    return "a write of the agent's own details or password, unchanged: run with --writes and an agent login";
  }
  if (AGENT.includes(operationId) && !options.agent) {
    return 'needs an agent login (PROVIDER_CHECK_AGENT_USER and PROVIDER_CHECK_AGENT_PASSWORD)';
  }
  return 'the check has no call for this operation';
}

/**
 * Runs the go-live check: the reads with arguments discovered on the way and the refusals they provoke, the
 * agent's operations (with a login), the write round trip (with `--writes`), then the hash refresh; every call
 * through the gateway's own provider client and transport (no retries, no hedges: one request per call), one at a
 * time. `onStep` hears each call as it completes.
 */
export async function runCheck(options: CheckOptions, onStep: (step: Step) => void): Promise<CheckReport> {
  const startedAt = new Date();
  const started = performance.now();
  const contract = Contract.load();
  const runId = randomUUID();
  const transport = new RecordingTransport(
    { timeoutMs: options.timeoutMs, readRetries: 0, hedgeReads: false },
    createMetrics(),
    createLogger({ logLevel: 'silent', nodeEnv: 'production' }),
    `provider-check-${runId}`,
  );
  const hashes = new AuthHashes(transport, options.apiUrl, options.apiKey);
  const client = new ProviderClient(
    transport,
    hashes,
    // Catalogue reads get the check's patience; their answers are compared with the gateway's budget after.
    { apiUrl: options.apiUrl, paymentUrl: options.paymentUrl, catalogueBudgetMs: options.timeoutMs },
    `provider-check-${runId}`,
  );
  const probe = new Probe(contract, transport, options.budgets, options.timeoutMs, onStep);
  const ctx = { options, contract, probe, client, transport, hashes };
  try {
    const found = await checkReads(ctx);
    const agent = options.agent ? await checkAgent(ctx, options.agent) : undefined;
    const roundTrip = options.writes ? await checkWrites(ctx, found) : undefined;
    const refundRule = agent ? await checkRefundRule(ctx, found.departure, agent) : undefined;
    const hashRefresh = await checkHashRefresh(ctx);
    const operations = probe.report((id) => skipReason(id, options));
    return {
      apiUrl: options.apiUrl,
      paymentUrl: options.paymentUrl,
      appIds: {
        app: options.appId,
        payment: options.paymentAppId,
        report: options.reportAppId,
        ...(options.agent ? { agent: options.agent.userName } : {}),
      },
      writes: options.writes,
      budgets: {
        catalogueMs: options.budgets.catalogue,
        salesMs: options.budgets.sales,
        timeoutMs: options.budgets.timeout,
      },
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
      operations,
      hashRefresh,
      ...(roundTrip ? { roundTrip } : {}),
      ...(refundRule ? { refundRule } : {}),
      errorPaths: probe.errorPaths(),
      ...summarise(operations, hashRefresh, roundTrip, probe.errorPaths(), options.acceptUnchecked),
    };
  } finally {
    await probe.close();
    await transport.close();
  }
}
