import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { moneyText } from '../money-text';
import { findBookingWithPassengers, graphql, openSignedIn } from './agent-session';

// Seed 000 §1 agents view, edit and cancel bookings ('an unedited copy of the booking'), §2 Manage Bookings and
// Booking detail, §7 PUT /bookings/{id} (passengers, booking notes), POST /bookings/message; agents' daily work:
// money columns, 'balance due' and 'departing within' filters, and the CSV export.

// Each journey opens several pages (two tabs, every booking of a page): more than the default 30 s on a busy
// machine, where a page's first data may also take longer than the default 5 s.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** An amount as the gateway answers it: minor units of an ISO 4217 currency. */
interface Money {
  amountMinor: number;
  currency: string;
}

/** Opens a booking from Manage Bookings (the detail page reads the opened id from the tab's session storage). */
async function openBooking(page: Page, id: string): Promise<void> {
  await page.goto(`/manage_bookings?q=${id}`);
  await page.getByRole('button', { name: `Open booking ${id}` }).click();
  await expect(page).toHaveURL(/\/search\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`BOOKING REFERENCE #${id}`);
}

/** The fieldset of the `index`th guest (0-based) in the amendment form. */
function guestForm(page: Page, index: number) {
  return page
    .getByRole('group')
    .filter({ has: page.getByLabel('First name') })
    .nth(index);
}

test('an agent amends a guest and a note, reloads and sees them; a second tab with the old copy is refused', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  const id = await findBookingWithPassengers(page, 2, 6);
  await openBooking(page, id);
  // A second tab opens the same booking before the first one changes it.
  const second = await context.newPage();
  await openBooking(second, id);

  const amendments = page.getByRole('region', { name: 'Guests and notes' });
  await amendments.getByRole('button', { name: 'Amend booking' }).click();
  const form = page.getByRole('region', { name: 'Amend booking' });
  const lead = guestForm(page, 0);
  await lead.getByLabel('First name').fill('morag');
  await lead.getByLabel('Family name').fill('sinclair');
  // The guest as saved must pass the checkout rules: fill what the booking asks for and still lacks.
  const valid: Record<string, string> = {
    'E-mail': 'morag@example.com',
    Telephone: '0131 555 0100',
    'Date of birth (dd-mm-yyyy)': '28-02-1990',
    'Emergency contact': 'Rory Sinclair',
    'Emergency number': '0131 555 0101',
    'Post code': 'EH1 1AA',
    'Nationality (country code, e.g. GB)': 'GB',
  };
  for (const [label, value] of Object.entries(valid)) {
    const input = lead.getByLabel(label, { exact: true });
    if ((await input.count()) > 0 && (await input.inputValue()) === '') await input.fill(value);
  }
  const gender = lead.getByLabel('Gender');
  if ((await gender.count()) > 0 && (await gender.inputValue()) === '') await gender.selectOption('FEMALE');
  await form.getByRole('button', { name: 'Add note' }).click();
  await form.getByLabel('Note type').last().selectOption('DIETARY');
  await form.getByLabel('Note', { exact: true }).last().fill('Vegetarian, no nuts');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(amendments.getByText('Your changes to the booking are saved.')).toBeVisible();
  await expect(amendments.getByRole('listitem').first()).toContainText('Morag Sinclair');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`BOOKING REFERENCE #${id}`);
  const reloaded = page.getByRole('region', { name: 'Guests and notes' });
  await expect(reloaded.getByRole('listitem').first()).toContainText('Morag Sinclair');
  await expect(reloaded.getByRole('definition').last()).toHaveText('Vegetarian, no nuts');
  await expect(page.getByRole('rowheader').first()).toContainText('Morag Sinclair');

  // The second tab still holds the copy from before: its change is refused, the first tab's kept.
  await second.getByRole('button', { name: 'Amend booking' }).click();
  await guestForm(second, 0).getByLabel('First name').fill('Eilidh');
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.getByRole('alert')).toHaveText(
    'This booking was changed elsewhere since you opened it. Reload the booking to see the changes, then make your edit again.',
  );
  await second.getByRole('button', { name: 'Reload booking' }).click();
  const secondView = second.getByRole('region', { name: 'Guests and notes' });
  await expect(secondView.getByRole('listitem').first()).toContainText('Morag Sinclair');
  await expect(secondView.getByRole('definition').last()).toHaveText('Vegetarian, no nuts');

  // A blank required name is refused with the spec's message at the field; nothing is saved.
  await secondView.getByRole('button', { name: 'Amend booking' }).click();
  await guestForm(second, 0).getByLabel('First name').fill('');
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(guestForm(second, 0).getByText('Please complete all required fields.')).toBeVisible();
});

test('the detail page lists the documents and e-mails one', async ({ page }) => {
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  const id = await findBookingWithPassengers(page, 2, 7);
  await openBooking(page, id);
  const documents = page.getByRole('region', { name: 'Print Documents' });
  await expect(documents.getByRole('link', { name: /Booking Statement/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await documents.getByLabel('Email documents').fill('agent@example.com');
  await documents.getByRole('button', { name: 'Email Booking Statement' }).click();
  await expect(documents.getByText('Booking Statement sent to agent@example.com.')).toBeVisible();
});

test("the list's money columns equal each booking's on the first page, as its detail shows them", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openSignedIn(page, 'demo-agent', 'Isla Fraser');
  await page.goto('/manage_bookings');
  const table = page.getByRole('table');
  for (const column of ['TOTAL', 'BALANCE', 'DUE DATE']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const column = (label: string) =>
    table
      .locator(`td[data-label="${label}"]`)
      .allInnerTexts()
      .then((texts) => texts.map((text) => text.trim()));
  const [ids, totals, balances, dues] = await Promise.all([
    column('BOOKING ID'),
    column('TOTAL'),
    column('BALANCE'),
    column('DUE DATE'),
  ]);
  expect(ids).toHaveLength(25);
  const listed = ids.map((id, n) => ({ id, total: totals[n]!, balance: balances[n]!, due: dues[n]! }));
  expect(listed.some((r) => r.balance !== 'GBP 0.00')).toBe(true);
  // Every row is compared with its booking's figures; the detail page is opened for the first row of each
  // kind (currency, a balance or none, a due date or none), the others being the same screen with other numbers.
  const kinds = new Set<string>();
  for (const row of listed) {
    // The booking's own figures (the detail's), in its currency: the list prints them with the currency's code.
    const { booking } = await graphql<{ booking: { totals: Record<'total' | 'balance', Money> } }>(
      page,
      `
        query ($id: ID!) {
          booking(groupBookingId: $id) {
            totals {
              total {
                amountMinor
                currency
              }
              balance {
                amountMinor
                currency
              }
            }
          }
        }
      `,
      { id: row.id },
    );
    expect(row.total).toBe(moneyText(booking.totals.total, 'code'));
    expect(row.balance).toBe(moneyText(booking.totals.balance, 'code'));
    const kind = [
      booking.totals.total.currency,
      booking.totals.balance.amountMinor > 0,
      Boolean(row.due),
    ].join();
    if (kinds.has(kind)) continue;
    kinds.add(kind);
    // Back from the detail is the list as it was (bookings.spec.ts), so each booking is opened from it again.
    if (!page.url().endsWith('/manage_bookings')) await page.goBack();
    await page.getByRole('button', { name: `Open booking ${row.id}` }).click();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`BOOKING REFERENCE #${row.id}`);
    const block = totals.locator('dl[aria-label="Balance"]');
    await expect(block.locator('div', { hasText: /^Price/ }).getByRole('definition')).toHaveText(
      moneyText(booking.totals.total),
    );
    await expect(block.locator('div', { hasText: /^Balance/ }).getByRole('definition')).toHaveText(
      moneyText(booking.totals.balance),
    );
    if (row.due) await expect(totals).toContainText(`Balance due by ${row.due}`);
    else await expect(totals).not.toContainText('Balance due by');
  }
  expect(kinds.size, 'kinds of booking opened').toBeGreaterThan(1);
});

/** The rows of a CSV text (RFC 4180: quoted cells, doubled quotes, CRLF). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** Every row of the list as the agent pages through it (booking id, balance and departure as shown). */
async function everyListedRow(page: Page) {
  const table = page.getByRole('table');
  const listed: { id: string; balance: string; departure: string }[] = [];
  const pages = page.getByRole('navigation', { name: 'Bookings pages' });
  for (let pageNumber = 1; ; pageNumber++) {
    // The page's rows replace the previous page's once 'Page n of' says so (the table suspends in between).
    if (pageNumber > 1) await expect(pages).toContainText(`Page ${pageNumber} of`);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const column = (label: string) =>
      table
        .locator(`td[data-label="${label}"]`)
        .allInnerTexts()
        .then((texts) => texts.map((t) => t.trim()));
    const [ids, balances, departures] = await Promise.all([
      column('BOOKING ID'),
      column('BALANCE'),
      column('DEPARTURE DATE'),
    ]);
    ids.forEach((id, n) => listed.push({ id, balance: balances[n]!, departure: departures[n]! }));
    const next = pages.getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  await expect(page.getByText(/^\d+ bookings?/)).toContainText(`${listed.length} booking`);
  return listed;
}

/** The CSV the 'Export CSV' button saves: the file name and its rows (header first). */
async function exportedCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), rows: csvRows(await readFile((await file.path())!, 'utf8')) };
}

const iso = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');

test('filters by balance due and departing within N days; the CSV export has every row of the filtered list', async ({
  page,
}) => {
  await openSignedIn(page, 'demo-agent', 'Callum Stewart');
  await page.goto('/manage_bookings');
  await page.getByLabel('Balance due').check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/due=1/);
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();

  const due = await everyListedRow(page);
  expect(due.length).toBeGreaterThan(25);
  expect(due.every((r) => !/^[A-Z]{3}\s0\.00$/.test(r.balance))).toBe(true);
  const csv = await exportedCsv(page);
  expect(csv.name).toBe('bookings-2026-06-01.csv');
  const [header, ...records] = csv.rows;
  expect(header).toEqual([
    'Booking ID',
    'Departure Date',
    'Agent Reference',
    'Lead Guest',
    'Booking Date',
    'Consultant',
    'Status',
    'Currency',
    'Total',
    'Balance',
    'Due Date',
  ]);
  expect(records.map((r) => r[0])).toEqual(due.map((r) => r.id));
  expect(
    records.map((r) => moneyText({ amountMinor: Math.round(Number(r[9]) * 100), currency: r[7]! }, 'code')),
  ).toEqual(due.map((r) => r.balance));
  expect(records.map((r) => r[1])).toEqual(due.map((r) => iso(r.departure)));

  await page.getByLabel('Departing within').selectOption('90');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/within=90/);
  const soon = await everyListedRow(page);
  expect(soon.length).toBeGreaterThan(0);
  expect(soon.length).toBeLessThan(due.length);
  expect(soon.every((r) => iso(r.departure) >= '2026-06-01' && iso(r.departure) <= '2026-08-30')).toBe(true);
  expect(soon.map((r) => r.id)).toEqual(due.filter((r) => soon.some((s) => s.id === r.id)).map((r) => r.id));
  const [, ...soonRecords] = (await exportedCsv(page)).rows;
  expect(soonRecords.map((r) => r[0])).toEqual(soon.map((r) => r.id));
});

test('a booking of another agency is the 404 view under the 404 title', async ({ page }) => {
  await openSignedIn(page, 'heather-agent', 'Rory Mackenzie');
  const { agentBookings } = await graphql<{ agentBookings: { rows: { groupBookingId: string }[] } }>(
    page,
    `
      {
        agentBookings(pageSize: 1) {
          rows {
            groupBookingId
          }
        }
      }
    `,
  );
  const foreign = agentBookings.rows[0]!.groupBookingId;
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  await page.evaluate(
    (id) => sessionStorage.setItem('tourdesk.bookingDetails', JSON.stringify({ groupBookingId: id })),
    foreign,
  );
  await page.goto('/search/details');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
});

test('a tour of another pricing band opened by address says it is not available to the agency', async ({
  page,
}) => {
  await openSignedIn(page, 'demo-agent', 'Fiona MacLeod');
  await page.goto('/?open=PWM');
  await expect(
    page.getByText(/^This tour is not available to your agency\. For help please call: /),
  ).toBeVisible();
});
