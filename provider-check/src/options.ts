import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from 'gateway/src/config.js';
import { operationIds } from './contract.js';

/** Validated options of `pnpm provider:check`. Durations in milliseconds unless the name says seconds. */
export interface CheckOptions {
  /** Provider REST API base URL (`--url`, else PROVIDER_API_URL). */
  apiUrl: string;
  /** Provider payment API base URL (`--payment-url`, else PROVIDER_PAYMENT_URL, else the API URL). */
  paymentUrl: string;
  /** Exchanged for HMAC hashes (PROVIDER_API_KEY, or `--api-key`); never printed. */
  apiKey: string;
  /** App id of consumers (PROVIDER_APP_ID): catalogue reads, and quote/book/update/cancel with `--writes`. */
  appId: string;
  /** App id of the payment API (PROVIDER_PAYMENT_APP_ID): payment initialise and session. */
  paymentAppId: string;
  /** App id the booking reports search with (PROVIDER_REPORT_APP_ID): booking search, load and get. */
  reportAppId: string;
  /** App ids the provider runs as sandboxes (PROVIDER_SANDBOX_APP_IDS, or `--sandbox-app-ids`). */
  sandboxAppIds: string[];
  /** Quote, book, update passengers, start a card payment and cancel (needs sandbox app ids). */
  writes: boolean;
  /** An agent login for the identity and agency-scoped operations (user name and password). */
  agent: { userName: string; password: string } | undefined;
  /** Print the report as JSON on standard output (the summary goes to standard error). */
  json: boolean;
  /**
   * The gateway's budgets: catalogue reads (PROVIDER_CATALOGUE_BUDGET_MS), the calls of a sale
   * (PROVIDER_SALES_BUDGET_MS) and the rest (PROVIDER_TIMEOUT_MS).
   */
  budgets: { catalogue: number; sales: number; timeout: number };
  /** Operations tourdesk relies on that may stay unchecked without failing the check (`--accept-unchecked`). */
  acceptUnchecked: string[];
  /** How long the check waits for one answer before calling the operation unreachable. */
  timeoutMs: number;
  /** The check waits for a hash to expire when its lifetime is at most this long, in seconds. */
  hashWaitSeconds: number;
}

/** A bad command line: the CLI prints the message with the usage and exits 2. */
export class UsageError extends Error {}

export const USAGE = `Usage: pnpm provider:check -- [options]

Calls every read operation of provider-sim/openapi.yaml with the gateway's provider client and reports,
operation by operation, whether the provider conforms. Exit 0: nothing tourdesk relies on differs, is not
reachable or stays unchecked (unless named in --accept-unchecked), and the write round trip left only what it
reports.

  --url URL                provider API base URL (default $PROVIDER_API_URL, else http://127.0.0.1:4010)
  --payment-url URL        payment API base URL (default $PROVIDER_PAYMENT_URL, else the API URL)
  --api-key KEY            API key (default $PROVIDER_API_KEY; prefer the variable: arguments show in ps)
  --app-id ID              consumer app id (default $PROVIDER_APP_ID, else consumer)
  --payment-app-id ID      payment app id (default $PROVIDER_PAYMENT_APP_ID, else payment)
  --report-app-id ID       booking-report app id (default $PROVIDER_REPORT_APP_ID, else payment)
  --agent-user NAME        agent login for the identity operations (default $PROVIDER_CHECK_AGENT_USER)
  --agent-password PASS    its password (default $PROVIDER_CHECK_AGENT_PASSWORD)
  --writes                 also quote, book, update passengers, e-mail the itinerary, pay with the declined test
                           card and cancel (and the agent's writes that change nothing); only when the app id
                           and the payment app id are sandboxes
  --sandbox-app-ids LIST   comma list of sandbox app ids (default $PROVIDER_SANDBOX_APP_IDS, else none)
  --json                   print the report as JSON on standard output (the summary goes to standard error)
  --timeout SECONDS        how long to wait for one answer (default 30)
  --hash-wait SECONDS      wait for a hash to expire when it lives at most this long (default 20)
  --accept-unchecked LIST  comma list of operations tourdesk relies on that may stay unchecked (otherwise each
                           one the check could not call makes the exit status 1)

Budgets come from the gateway's PROVIDER_CATALOGUE_BUDGET_MS, PROVIDER_SALES_BUDGET_MS and PROVIDER_TIMEOUT_MS.`;

/** The gateway variables the check reads, and the flag that overrides each. */
const GATEWAY_VARIABLES = {
  PROVIDER_API_URL: 'url',
  PROVIDER_PAYMENT_URL: 'payment-url',
  PROVIDER_API_KEY: 'api-key',
  PROVIDER_APP_ID: 'app-id',
  PROVIDER_PAYMENT_APP_ID: 'payment-app-id',
  PROVIDER_REPORT_APP_ID: 'report-app-id',
  PROVIDER_TIMEOUT_MS: undefined,
  PROVIDER_CATALOGUE_BUDGET_MS: undefined,
  PROVIDER_SALES_BUDGET_MS: undefined,
} as const;

function seconds(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`--${name} must be a whole number of seconds, at least ${min}.`);
  return n;
}

/**
 * Reads the options from the arguments and the environment, validating the gateway's variables with the
 * gateway's own configuration rules (so a value the gateway would refuse is refused here too).
 * @throws UsageError naming the option or variable; for `--writes` with an app id not listed as a sandbox.
 */
export function parseCheckArgs(argv: string[], env: NodeJS.ProcessEnv): CheckOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      allowPositionals: false,
      strict: true,
      options: {
        url: { type: 'string' },
        'payment-url': { type: 'string' },
        'api-key': { type: 'string' },
        'app-id': { type: 'string' },
        'payment-app-id': { type: 'string' },
        'report-app-id': { type: 'string' },
        'agent-user': { type: 'string' },
        'agent-password': { type: 'string' },
        writes: { type: 'boolean', default: false },
        'sandbox-app-ids': { type: 'string' },
        json: { type: 'boolean', default: false },
        timeout: { type: 'string', default: '30' },
        'hash-wait': { type: 'string', default: '20' },
        'accept-unchecked': { type: 'string', default: '' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  // Only the provider settings are read; the gateway's browser-facing production rules (its trusted documents,
  // generated secrets) do not apply to a process that only calls the provider.
  const variables: Record<string, string | undefined> = { NODE_ENV: 'test' };
  for (const [name, flag] of Object.entries(GATEWAY_VARIABLES)) {
    variables[name] = (flag && values[flag]) || env[name];
  }
  // Pointing --url at a provider moves the payment API with it unless it is given on its own.
  variables.PROVIDER_PAYMENT_URL ||= variables.PROVIDER_API_URL;
  let config;
  try {
    config = loadConfig(variables);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const named = error.problems.map((problem) => {
      const variable = problem.split(':')[0] as keyof typeof GATEWAY_VARIABLES;
      const flag = GATEWAY_VARIABLES[variable];
      return flag && values[flag] ? `--${flag}${problem.slice(variable.length)}` : problem;
    });
    throw new UsageError(named.join('\n'));
  }
  const sandboxAppIds = (values['sandbox-app-ids'] ?? env.PROVIDER_SANDBOX_APP_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (values.writes) {
    const notSandbox = [config.providerAppId, config.providerPaymentAppId].filter(
      (id) => !sandboxAppIds.includes(id),
    );
    if (notSandbox.length > 0) {
      throw new UsageError(
        `--writes refused: app id ${notSandbox.map((id) => `'${id}'`).join(' and ')} ` +
          `${notSandbox.length > 1 ? 'are' : 'is'} not listed as a sandbox (PROVIDER_SANDBOX_APP_IDS or ` +
          `--sandbox-app-ids). The check books and cancels: run it against sandbox app ids only.`,
      );
    }
  }
  const userName = values['agent-user'] ?? env.PROVIDER_CHECK_AGENT_USER;
  const password = values['agent-password'] ?? env.PROVIDER_CHECK_AGENT_PASSWORD;
  if (Boolean(userName) !== Boolean(password)) {
    throw new UsageError(
      'An agent login needs both a user name and a password (--agent-user, --agent-password).',
    );
  }
  const acceptUnchecked = values['accept-unchecked']
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const known = operationIds();
  const unknown = acceptUnchecked.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new UsageError(`--accept-unchecked: ${unknown.join(', ')} not an operationId of openapi.yaml.`);
  }
  return {
    apiUrl: config.providerApiUrl,
    paymentUrl: config.providerPaymentUrl,
    apiKey: config.providerApiKey,
    appId: config.providerAppId,
    paymentAppId: config.providerPaymentAppId,
    reportAppId: config.providerReportAppId,
    sandboxAppIds,
    writes: values.writes,
    agent: userName && password ? { userName, password } : undefined,
    json: values.json,
    budgets: {
      catalogue: config.providerCatalogueBudgetMs,
      sales: config.providerSalesBudgetMs,
      timeout: config.providerTimeoutMs,
    },
    acceptUnchecked,
    timeoutMs: seconds('timeout', values.timeout, 1) * 1000,
    hashWaitSeconds: seconds('hash-wait', values['hash-wait'], 0),
  };
}
