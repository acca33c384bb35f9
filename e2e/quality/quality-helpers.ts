import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test as base,
  type Browser,
  type Frame,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
} from '@playwright/test';
import { axeViolations } from '../axe';
import { E2E_PORTS } from '../ports.mjs';
import { E2E_PROVIDER_API_KEY } from '../stack-settings.mjs';
import { logInAgentByApi } from '../payment/payment-helpers';
import { operationNameOf } from '../script-token';

/** The two sites and the simulator of the e2e stack (both site modes are reached from either project). */
export const CONSUMER_URL = `http://127.0.0.1:${E2E_PORTS.consumer}`;
export const AGENT_URL = `http://127.0.0.1:${E2E_PORTS.agent}`;
export const SIM_URL = `http://127.0.0.1:${E2E_PORTS.providerSim}`;

/** The provider API key of the stack (the gateway's PROVIDER_API_KEY: e2e/stack-settings.mjs) and the sim's secrets. */
export const PROVIDER_API_KEY = process.env.PROVIDER_API_KEY ?? E2E_PROVIDER_API_KEY;
const SECRET_LITERALS = [PROVIDER_API_KEY, 'dev-api-key', process.env.SIM_HMAC_SECRET ?? 'dev-hmac-secret'];

/** The sim's authentication hash: `<expiryEpochSeconds>.<hex HMAC-SHA256>` (provider-sim README). */
export const HMAC_HASH_PATTERN = /\b\d{9,12}\.[0-9a-f]{64}\b/;
/** The sim's agent access and refresh tokens: `at_` / `rt_` + 36 hex (provider-sim identity store). */
export const PROVIDER_TOKEN_PATTERN = /\b(?:at|rt)_[0-9a-f]{36}\b/;

/** Every secret found in `text`: the key and secrets as literals (plus `extra`), hashes and tokens by pattern. */
export function findSecrets(text: string, extra: string[] = []): string[] {
  const found: string[] = [];
  for (const literal of [...SECRET_LITERALS, ...extra])
    if (literal && text.includes(literal)) found.push(literal);
  for (const pattern of [HMAC_HASH_PATTERN, PROVIDER_TOKEN_PATTERN]) {
    const match = new RegExp(pattern.source, 'g').exec(text);
    if (match) found.push(`${match[0].slice(0, 16)}… (${pattern.source})`);
  }
  return found;
}

/** Fields the gateway resolves to null for anyone but an agent session (schema.graphql header). */
export const AGENT_ONLY_FIELDS = ['nett', 'commission', 'mappingCodes'];

/** Paths of agent-only fields in a GraphQL answer, with whether each holds a value. */
export function agentOnlyFields(json: unknown, path = '$'): { path: string; value: unknown }[] {
  if (Array.isArray(json)) return json.flatMap((item, index) => agentOnlyFields(item, `${path}[${index}]`));
  if (!json || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([key, value]) => [
    ...(AGENT_ONLY_FIELDS.includes(key) ? [{ path: `${path}.${key}`, value }] : []),
    ...agentOnlyFields(value, `${path}.${key}`),
  ]);
}

/** A GraphQL response body as JSON payloads (one, or one per part of an incremental multipart answer). */
export function graphqlPayloads(body: string): unknown[] {
  try {
    return [JSON.parse(body)];
  } catch {
    return body
      .split(/\r?\n/)
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line)];
        } catch {
          return [];
        }
      });
  }
}

/** Every /graphql response body of a browser context, captured as the pages receive them. */
export class GraphqlCapture {
  private readonly pending: Promise<void>[] = [];
  readonly bodies: { url: string; operation: string; body: string }[] = [];

  listen(response: Response): void {
    if (new URL(response.url()).pathname !== '/graphql') return;
    const operation = (() => {
      try {
        return operationNameOf(response.request());
      } catch {
        return new URL(response.url()).searchParams.get('operationName') ?? '?';
      }
    })();
    this.pending.push(
      response
        .text()
        .then((body) => void this.bodies.push({ url: response.url(), operation, body }))
        .catch(() => undefined),
    );
  }

  async settle(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** `operation: secret` for every secret in a captured body. */
  secretsFound(extra: string[] = []): string[] {
    return this.bodies.flatMap(({ operation, body }) =>
      findSecrets(body, extra).map((hit) => `${operation}: ${hit}`),
    );
  }

  /** Agent-only fields in the captured bodies: all of them, and those holding a value. */
  agentOnly(): { seen: number; withValue: string[] } {
    const fields = this.bodies.flatMap(({ operation, body }) =>
      graphqlPayloads(body).flatMap((payload) =>
        agentOnlyFields(payload).map((field) => ({ ...field, operation })),
      ),
    );
    return {
      seen: fields.length,
      withValue: fields
        .filter((field) => field.value !== null && !(Array.isArray(field.value) && field.value.length === 0))
        .map((field) => `${field.operation} ${field.path} = ${JSON.stringify(field.value).slice(0, 60)}`),
    };
  }
}

/**
 * The quality specs' `test`: every /graphql response their pages receive is captured and, when the test ends,
 * scanned for the provider key, hashes and tokens; in the consumer project (anonymous pages) no agent-only field
 * may hold a value.
 */
export const test = base.extend<{ graphqlCapture: GraphqlCapture }>({
  graphqlCapture: [
    async ({ context }, use, testInfo) => {
      const capture = new GraphqlCapture();
      context.on('response', (response) => capture.listen(response));
      await use(capture);
      await capture.settle();
      expect.soft(capture.secretsFound(), 'secrets in /graphql responses').toEqual([]);
      if (testInfo.project.name === 'quality-consumer')
        expect
          .soft(capture.agentOnly().withValue, 'agent-only values in anonymous /graphql responses')
          .toEqual([]);
      testInfo.annotations.push({
        type: 'graphql-scan',
        description: `${capture.bodies.length} /graphql responses scanned`,
      });
    },
    { auto: true },
  ],
});

/**
 * WCAG 2.0 and 2.1, levels A and AA only: for the few crawled states where the wider AXE_TAGS (axe.ts) still find
 * violations (each named where it is passed), so those states stay checked by the rules they pass.
 */
export const WCAG_21_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page in its current state and records the state as crawled. A violation is a soft failure
 * (the crawl goes on and reports every state's violations, the test fails at its end).
 * @param options.tags The rule sets, AXE_TAGS (axe.ts) (those of the journeys' checks) unless given.
 */
export async function checkA11y(
  page: Page,
  state: string,
  options: { exclude?: string[]; tags?: string[] } = {},
): Promise<void> {
  await test.step(`axe: ${state}`, async () => {
    const summary = await axeViolations(page, options);
    recordState(test.info(), state, page.url(), summary.length);
    expect.soft(summary, `axe violations in state '${state}' (${page.url()})`).toEqual([]);
  });
}

interface CrawledState {
  project: string;
  state: string;
  url: string;
  violations: number;
}

const STATES_FILE = 'a11y-states.json';

function recordState(info: TestInfo, state: string, url: string, violations: number): void {
  const file = info.outputPath(STATES_FILE);
  const states: CrawledState[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  states.push({ project: info.project.name, state, url: new URL(url).pathname, violations });
  writeFileSync(file, JSON.stringify(states, null, 2));
}

/** Prints every state crawled so far in this project's run (its output folder), with distinct route count. */
export function printCrawledStates(info: TestInfo): void {
  const states: CrawledState[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === STATES_FILE)
        states.push(...(JSON.parse(readFileSync(full, 'utf8')) as CrawledState[]));
    }
  };
  walk(info.project.outputDir);
  const mine = states.filter((s) => s.project === info.project.name);
  if (!mine.length) return;
  const routes = new Set(mine.map((s) => s.url.replace(/\/booking\/[^/]+$/, '/booking/{id}')));
  const lines = mine.map((s) => `  ${s.violations ? '✗' : '✓'} ${s.url.padEnd(24)} ${s.state}`);
  process.stdout.write(
    `[a11y crawl] ${info.project.name}: ${mine.length} states on ${routes.size} routes ` +
      `(${[...routes].sort().join(', ')})\n${lines.join('\n')}\n`,
  );
}

/**
 * What a keyboard user sees of the focused element: a focus ring (outline of at least 2px, not transparent, or
 * a box-shadow) on the element or on the element that draws it (react-aria puts data-focus-visible on the label
 * of a visually hidden radio or checkbox; a search field draws its ring on :focus-within).
 */
export async function focusIndicator(
  page: Page,
): Promise<{ element: string; visible: boolean; how: string }> {
  return (await activeFrame(page)).evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body)
      return { element: 'body', visible: false, how: 'nothing focused' };
    const label = `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${(
      active.getAttribute('aria-label') ??
      active.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)}"`;
    let node: HTMLElement | null = active;
    for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
      const style = getComputedStyle(node);
      // The browser's own ring (outline-style auto, e.g. in the provider's frame) counts whatever its width.
      const ring =
        (style.outlineStyle === 'auto' ||
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2)) &&
        !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
      const drawsFocus = node === active || node.matches('[data-focus-visible], :focus-within');
      if (drawsFocus && ring) {
        const box = node.getBoundingClientRect();
        if (box.width > 0 && box.height > 0)
          return { element: label, visible: true, how: `outline ${style.outlineWidth} on ${node.tagName}` };
      }
      if (node === active && style.boxShadow !== 'none')
        return { element: label, visible: true, how: `box-shadow on ${node.tagName}` };
    }
    return { element: label, visible: false, how: 'no outline or box-shadow' };
  });
}

/** Asserts a visible focus indicator on the focused element. */
export async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const indicator = await focusIndicator(page);
  expect(indicator.visible, `focus indicator at '${where}' on ${indicator.element}: ${indicator.how}`).toBe(
    true,
  );
}

/**
 * No keyboard trap (WCAG 2.1.2): Tab moves focus to another element and Shift+Tab brings it back (inside a modal
 * dialog that is still the dialog's own cycle, which Escape leaves). Leaves focus where it was.
 */
export async function expectTabCanLeave(page: Page, where: string): Promise<void> {
  const frame = await activeFrame(page);
  const before = await frame.evaluateHandle(() => document.activeElement);
  await page.keyboard.press('Tab');
  const moved = await frame.evaluate(
    (element) => document.activeElement !== element || !document.hasFocus(),
    before,
  );
  expect(moved, `Tab could not leave the focused element at '${where}'`).toBe(true);
  await page.keyboard.press('Shift+Tab');
  // Back on the element, or (a radio group without a checked radio) on another radio of its group.
  const back = await frame.evaluate((element) => {
    const active = document.activeElement;
    if (!document.hasFocus()) return false;
    if (active === element) return true;
    const radio = (e: Element | null): e is HTMLInputElement =>
      e instanceof HTMLInputElement && e.type === 'radio';
    return radio(active) && radio(element) && active.name === element.name;
  }, before);
  expect(back, `Shift+Tab did not return to the focused element at '${where}'`).toBe(true);
  await before.dispose();
}

/** The frame whose document holds the focus: the page, or the (provider's) iframe focused in it. */
export async function activeFrame(page: Page): Promise<Frame> {
  const handle = await page.evaluateHandle(() => document.activeElement);
  const element = handle.asElement();
  const frame =
    element && (await element.evaluate((e) => e.tagName === 'IFRAME')) ? await element.contentFrame() : null;
  await handle.dispose();
  return frame ?? page.mainFrame();
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, asserting a visible focus indicator on
 * every element passed on the way; fails after `limit` presses, naming the last elements focused.
 */
export async function tabTo(
  page: Page,
  where: string,
  target: Locator,
  options: { limit?: number; backwards?: boolean } = {},
): Promise<void> {
  const limit = options.limit ?? 80;
  const passed: string[] = [];
  for (let presses = 0; ; presses += 1) {
    const focused = await target
      .evaluateAll((elements) => document.hasFocus() && elements.some((e) => e === document.activeElement))
      .catch(() => false);
    if (focused) return;
    if (presses >= limit)
      throw new Error(
        `'${where}': not reached after ${limit} Tab presses; last focused: ${passed.slice(-12).join(' → ')}`,
      );
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const indicator = await focusIndicator(page);
    passed.push(indicator.element);
    expect(
      indicator.visible,
      `focus indicator at '${where}' (Tab ${presses + 1}) on ${indicator.element}: ${indicator.how}`,
    ).toBe(true);
  }
}

/** Creates a logged-in agent session (API login, first consultant) and returns its storage state. */
export async function agentStorageState(browser: Browser, userName = 'demo-agent') {
  const context = await browser.newContext({ baseURL: AGENT_URL });
  await logInAgentByApi(context.request, userName);
  const state = await context.storageState();
  await context.close();
  return state;
}

type StorageState = Awaited<ReturnType<typeof agentStorageState>>;

/**
 * Specs of the logged-in agent portal: `loggedInAgent` is one API login per worker, used as the pages' storage
 * state (the gateway session cookie), so each test starts signed in without the login screens.
 */
export const agentTest = test.extend<object, { loggedInAgent: StorageState }>({
  loggedInAgent: [
    async ({ browser }, use) => {
      await use(await agentStorageState(browser));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ loggedInAgent }, use) => {
    await use(loggedInAgent);
  },
});

/** A consumer's session-storage basket with one day trip (key `tourdesk.basket`), for /cart with a trip. */
export const STORED_BASKET = {
  passengers: [{ ageCategory: 'ADULT' }],
  trips: [
    {
      tourId: 'SLE',
      tourName: 'Stirling Castle, Loch Lomond & the Kelpies',
      departureDate: '2026-07-17',
      departureTime: null,
      currency: 'GBP',
      pickupPointId: null,
      rooms: [],
    },
  ],
};
