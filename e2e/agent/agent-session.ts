import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCRIPT_HEADERS } from '../script-token';

/** Demo logins of provider-sim (README 'Demo logins'); every password is demo-password. */
export const DEMO_PASSWORD = 'demo-password';

/** Picks a react-aria radio by clicking its label (the label, not the hidden input, takes the pointer). */
export async function chooseRadio(page: Page, name: string): Promise<void> {
  await page.locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}

/**
 * Logs in through the screens: user name and password (Enter submits), then picks the consultant by name and
 * waits for /search with the agent navigation.
 */
export async function logInAs(page: Page, userName: string, consultant: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await chooseRadio(page, consultant);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('navigation', { name: 'Agent' })).toBeVisible();
}

/**
 * The logins the agent journeys start from, as [user name, consultant]: agent-login.setup.ts logs each in once
 * through the screens and saves its session, and {@link openSignedIn} reuses it. A spec that changes what a session
 * holds (logout, the display currency, the consultant's details, the password) or reads what the login screens leave
 * in session storage (the agency's currency) logs in with {@link logInAs} instead.
 */
export const AGENT_LOGINS = [
  ['demo-agent', 'Fiona MacLeod'],
  ['demo-agent', 'Isla Fraser'],
  ['demo-agent', 'Callum Stewart'],
  ['heather-agent', 'Rory Mackenzie'],
  ['heather-agent', 'Ailsa Munro'],
  ['aussie-agent', 'Jack Wilson'],
] as const;

/** A login of {@link AGENT_LOGINS}. */
export type AgentLogin = (typeof AGENT_LOGINS)[number];

/** Where agent-login.setup.ts saves the storage state (the session cookie) of a login of {@link AGENT_LOGINS}. */
export function agentSessionFile([userName, consultant]: AgentLogin): string {
  const name = `${userName}-${consultant}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return fileURLToPath(new URL(`../artifacts/agent-sessions/${name}.json`, import.meta.url));
}

/**
 * Starts a test signed in as `userName` with `consultant` chosen, from the session agent-login.setup.ts saved (no
 * login screens): adds its cookie to the page's context, opens /search and waits for the agent navigation, where
 * {@link logInAs} ends. Throws when the setup project has not run.
 */
export async function openSignedIn(page: Page, ...login: AgentLogin): Promise<void> {
  const state = JSON.parse(readFileSync(agentSessionFile(login), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  await page.goto('/search');
  // A first page load (server-rendered, then hydrated): the time a busy machine needs, as for other first loads.
  await expect(page.getByRole('navigation', { name: 'Agent' })).toBeVisible({ timeout: 15_000 });
}

/** Sends a GraphQL operation with the page's session cookie (for test set-up only, never for assertions of UI). */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: SCRIPT_HEADERS,
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

interface BookingTrips {
  booking: { trips: { passengers: { status: string }[] }[] } | null;
}

/**
 * Finds a booking of the signed-in agency with one trip and exactly `passengers` places still booked, departing
 * far enough ahead to be cancellable: the cancellation specs then work on fresh data in every run.
 */
export async function findBookingWithPassengers(page: Page, passengers: number, skip = 0): Promise<string> {
  const { agentBookings } = await graphql<{ agentBookings: { rows: { groupBookingId: string }[] } }>(
    page,
    `
      query ($page: Int!) {
        agentBookings(
          filter: { status: CONFIRMED, departureFrom: "2026-07-01" }
          page: $page
          pageSize: 100
        ) {
          rows {
            groupBookingId
          }
        }
      }
    `,
    { page: 1 },
  );
  let found = 0;
  for (const { groupBookingId } of agentBookings.rows) {
    const { booking } = await graphql<BookingTrips>(
      page,
      `
        query ($id: ID!) {
          booking(groupBookingId: $id) {
            trips {
              passengers {
                status
              }
            }
          }
        }
      `,
      { id: groupBookingId },
    );
    const trips = booking?.trips ?? [];
    const active = trips.flatMap((t) => t.passengers).filter((p) => p.status !== 'CANCELLED').length;
    if (trips.length === 1 && active === passengers) {
      if (found === skip) return groupBookingId;
      found += 1;
    }
  }
  throw new Error(`no booking with ${passengers} passengers found`);
}
