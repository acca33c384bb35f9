import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentToken, basket, findDeparture, schemaErrors, startTestSim } from './helpers.js';
import type { TestSim } from './helpers.js';

describe('booking search (seed 000: pagination, page size 1000, agency scoping)', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim({ bookings: 2500 });
  });
  afterAll(() => t.close());

  const search = (body: unknown, app = 'agent-band-0') =>
    t.call('POST', '/api/v1.3/{app}/bookings/search', { app, body });

  it('pages an agency history with page size 1000 and only that agency', async () => {
    const { token } = await agentToken(t);
    const first = await search({ token, page: 1, page_size: 1000 });
    expect(first.status).toBe(200);
    expect(schemaErrors('BookingSearchResponse', first.body)).toBe('');
    const { total_items, total_pages } = first.body.pagination;
    expect(total_items).toBeGreaterThan(200);
    expect(total_pages).toBe(Math.ceil(total_items / 1000));
    expect(first.body.bookings.every((b: { agency_code: string }) => b.agency_code === 'THISTLE')).toBe(true);
    const small = await search({ token, page: 2, page_size: 50 });
    expect(small.body.bookings).toHaveLength(50);
    expect(small.body.bookings[0].group_booking_id).toBe(first.body.bookings[50].group_booking_id);
    const other = await agentToken(t, 'heather-agent');
    const heather = await search({ token: other.token, page_size: 1000 });
    const ids = new Set(first.body.bookings.map((b: { group_booking_id: number }) => b.group_booking_id));
    expect(heather.body.bookings.some((b: { group_booking_id: number }) => ids.has(b.group_booking_id))).toBe(
      false,
    );
    expect(first.body.bookings.some((b: { status: string }) => b.status === 'CANCELLED')).toBe(true);
    expect(
      first.body.bookings.some((b: { balance_due_date: string | null }) => b.balance_due_date !== null),
    ).toBe(true);
  });

  it('filters by status, dates, lead guest and reference; refuses page sizes over 1000', async () => {
    const { token } = await agentToken(t);
    const held = await search({ token, status: 'ON_HOLD', departure_date_from: '2026-06-01' });
    expect(held.body.bookings.length).toBeGreaterThan(0);
    expect(
      held.body.bookings.every(
        (b: { status: string; departure_date: string }) =>
          b.status === 'ON_HOLD' && b.departure_date >= '2026-06-01',
      ),
    ).toBe(true);
    const sample = held.body.bookings[0];
    const byLead = await search({ token, lead_guest: sample.lead_guest.split(' ')[1] });
    expect(byLead.body.bookings.map((b: { group_booking_id: number }) => b.group_booking_id)).toContain(
      sample.group_booking_id,
    );
    const byRef = await search({ token, your_reference: sample.your_reference });
    expect(byRef.body.bookings[0].group_booking_id).toBe(sample.group_booking_id);
    expect((await search({ token, page_size: 1001 })).status).toBe(400);
    const byId = await search({ token, group_booking_id: sample.group_booking_id });
    expect(byId.body.bookings.map((b: { group_booking_id: number }) => b.group_booking_id)).toEqual([
      sample.group_booking_id,
    ]);
    for (const unknown of [14, 0, 99_999_999]) {
      const none = await search({ token, group_booking_id: unknown });
      expect(none.status).toBe(200);
      expect(none.body.bookings).toEqual([]);
    }
  });

  it('scopes token-less searches to the app id, and refuses a token of another band', async () => {
    const consumer = await search({ page_size: 100 }, 'consumer');
    expect(
      consumer.body.bookings.every((b: { affiliate_app_id: string }) => b.affiliate_app_id === 'consumer'),
    ).toBe(true);
    const { token } = await agentToken(t);
    expect((await search({ token }, 'agent-band-2')).status).toBe(403);
    expect((await search({ token: 'at_unknown' })).body.error.code).toBe('INVALID_TOKEN');
  });

  type Summary = {
    group_booking_id: number;
    your_reference: string;
    lead_guest: string;
    consultant: string;
    departure_date: string;
    booking_date: string;
    status: string;
  };

  it('orders by each column in both directions, ties by id (sort_by and sort_order, assumed)', async () => {
    const { token } = await agentToken(t);
    const text = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const columns: [string, (b: Summary) => number | string][] = [
      ['departure_date', (b) => b.departure_date.slice(0, 10)],
      ['booking_date', (b) => b.booking_date.slice(0, 10)],
      ['group_booking_id', (b) => b.group_booking_id],
      ['your_reference', (b) => b.your_reference],
      ['lead_guest', (b) => b.lead_guest],
      ['consultant', (b) => b.consultant],
      ['status', (b) => b.status],
    ];
    for (const [sort_by, key] of columns) {
      for (const sort_order of ['asc', 'desc'] as const) {
        const res = await search({ token, page_size: 1000, sort_by, sort_order });
        expect(res.status).toBe(200);
        const rows = res.body.bookings as Summary[];
        const sign = sort_order === 'asc' ? 1 : -1;
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [key(rows[i - 1]!), key(rows[i]!)];
          const order =
            typeof a === 'number' && typeof b === 'number' ? a - b : text.compare(String(a), String(b));
          const tie = order === 0 ? rows[i - 1]!.group_booking_id - rows[i]!.group_booking_id : order;
          expect(sign * tie, `${sort_by} ${sort_order} at ${i}`).toBeLessThan(0);
        }
      }
    }
    const soonest = await search({ token, sort_by: 'departure_date', departure_date_from: '2026-06-01' });
    expect(soonest.body.bookings[0].departure_date.slice(0, 10) >= '2026-06-01').toBe(true);
    expect(soonest.body.bookings[0].departure_date <= soonest.body.bookings.at(-1).departure_date).toBe(true);
    const byDefault = await search({ token, page_size: 20 });
    const explicit = await search({ token, page_size: 20, sort_by: 'departure_date', sort_order: 'desc' });
    expect(byDefault.body.bookings).toEqual(explicit.body.bookings);
    expect((await search({ token, sort_by: 'price' })).status).toBe(400);
  });

  it("shows the first passenger still travelling as lead guest, with each passenger's status", async () => {
    const { token } = await agentToken(t, 'heather-agent');
    const date = findDeparture(t.sim, 'DCA', 2, '2026-09-01');
    const created = await t.call('POST', '/api/v1.3/{app}/bookings', {
      app: 'agent-band-0',
      body: basket('DCA', date, ['Adult', 'Adult'], {}, token),
    });
    const id = created.body.group_booking_id;
    const trip = created.body.trips[0];
    const cancel = await t.call('DELETE', `/api/v1.3/{app}/bookings/${id}`, {
      app: 'agent-band-0',
      body: {
        booking_information: { iso_currency_code: 'AUD', token },
        trips: [
          {
            booking_identifier: trip.booking_identifier,
            passengers: [
              { trip_passenger_identifier: trip.passengers[0].trip_passenger_identifier, cancel: true },
              { trip_passenger_identifier: trip.passengers[1].trip_passenger_identifier, cancel: false },
            ],
          },
        ],
      },
    });
    expect(cancel.status).toBe(200);
    const found = await search({ token, group_booking_id: id });
    expect(schemaErrors('BookingSearchResponse', found.body)).toBe('');
    expect(found.body.bookings[0].lead_guest).toBe('Guest2 Test');
    expect(
      found.body.passengers.map((p: { first_name: string; status: string }) => [p.first_name, p.status]),
    ).toEqual([
      ['Guest1', 'CANCELLED'],
      ['Guest2', 'ON_HOLD'],
    ]);
    const byLead = await search({ token, lead_guest: 'guest2 test' });
    expect(byLead.body.bookings.map((b: Summary) => b.group_booking_id)).toContain(id);
    expect((await search({ token, lead_guest: 'Guest1 Test' })).body.bookings).toEqual([]);
  });
});
