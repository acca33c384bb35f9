import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../ports.mjs';
import { openSignedIn } from './agent-session';
import { SCRIPT_HEADERS } from '../script-token';

// A session made on the agent portal is never an agent on the consumer site. The two test sites
// share a host (127.0.0.1, other ports), as sites often do: the browser sends the portal's cookies to both.

const CONSUMER = `http://127.0.0.1:${E2E_PORTS.consumer}`;
const VIEWER = `{ viewer { agent { agency { code } } } }`;

test('the agent portal’s session is anonymous on the consumer site of the same host, whatever the page claims', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  const cookies = (await context.cookies(CONSUMER)).map((cookie) => cookie.name);
  expect(cookies).toContain('td_sid_agent'); // sent to the consumer site too: cookies ignore ports

  await page.goto(`${CONSUMER}/`);
  await expect(page.getByRole('heading', { level: 2, name: /Tours Available/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Agent' })).toHaveCount(0);

  // Asked straight from the consumer site, even claiming to be the agent portal: no agent, no agency bookings.
  const viewer = await page.request.post(`${CONSUMER}/graphql`, {
    data: { query: VIEWER },
    headers: { 'x-tourdesk-site': 'agent', ...SCRIPT_HEADERS },
  });
  expect(await viewer.json()).toEqual({ data: { viewer: { agent: null } } });
  const bookings = await page.request.post(`${CONSUMER}/graphql`, {
    data: { query: `{ agentBookings(pageSize: 1) { totalCount } }` },
    headers: SCRIPT_HEADERS,
  });
  expect(
    ((await bookings.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
  ).toBe('FORBIDDEN');

  // The portal itself still has its agent.
  await page.goto('/search');
  await expect(page.getByRole('navigation', { name: 'Agent' })).toBeVisible();
  const onPortal = await page.request.post('/graphql', { data: { query: VIEWER }, headers: SCRIPT_HEADERS });
  expect(await onPortal.json()).toEqual({ data: { viewer: { agent: { agency: { code: 'THISTLE' } } } } });
});
