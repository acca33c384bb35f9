import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentToken, basket, findDeparture, schemaErrors, startTestSim } from './helpers.js';
import type { Json, TestSim } from './helpers.js';

describe('bookings: book, load, concurrency, idempotency, updates, cancel, messages, documents', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  const book = (body: unknown, app = 'consumer', headers: Record<string, string> = {}) =>
    t.call('POST', '/api/v1.3/{app}/bookings', { app, body, headers });

  it('books, decrements capacity, and loads the booking by POST and GET', async () => {
    const start = findDeparture(t.sim, 'SLE', 3);
    const before = t.sim.state.capacity.find('SLE', start)!.freeSeats;
    const { body } = await book(basket('SLE', start.slice(0, 10), ['Adult', 'Adult']));
    expect(body.group_booking_id).toBeGreaterThan(0);
    expect(body.trips[0].passengers.every((p: { status: string }) => p.status === 'ON_HOLD')).toBe(true);
    expect(t.sim.state.capacity.find('SLE', start)!.freeSeats).toBe(before - 2);
    const loaded = await t.call('POST', `/api/v1.3/consumer/bookings/${body.group_booking_id}`, { body: {} });
    expect(loaded.status).toBe(200);
    expect(schemaErrors('Booking', loaded.body)).toBe('');
    expect(loaded.body.documents.map((d: { name: string }) => d.name)).toEqual([
      'Booking Statement',
      'Booking Itinerary',
    ]);
    const got = await t.call('GET', `/api/v1.3/consumer/bookings/${body.group_booking_id}`);
    expect(got.body.group_booking_id).toBe(body.group_booking_id);
    expect(
      (await t.call('GET', `/api/v1.3/{app}/bookings/${body.group_booking_id}`, { app: 'agent-band-2' }))
        .status,
    ).toBe(404);
  });

  it('sells exactly the last 10 seats to 50 concurrent buyers', async () => {
    const start = findDeparture(t.sim, 'OLE', 10);
    t.sim.state.capacity.find('OLE', start)!.freeSeats = 10;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => book(basket('OLE', start, ['Adult']))),
    );
    const ok = results.filter((r) => r.body.group_booking_id > 0);
    expect(ok).toHaveLength(10);
    expect(
      results.filter(
        (r) =>
          r.body.booking_error === 'Sorry, there are not enough seats available for the selected passengers',
      ),
    ).toHaveLength(40);
    expect(t.sim.state.capacity.find('OLE', start)!.freeSeats).toBe(0);
  });

  it('replays the first answer for a repeated idempotency key', async () => {
    const start = findDeparture(t.sim, 'RCE', 2);
    const headers = { 'idempotency-key': 'book-once-1' };
    const [a, b] = await Promise.all([
      book(basket('RCE', start, ['Adult']), 'consumer', headers),
      book(basket('RCE', start, ['Adult']), 'consumer', headers),
    ]);
    const c = await book(basket('RCE', start, ['Adult']), 'consumer', headers);
    expect(a.body.group_booking_id).toBeGreaterThan(0);
    expect(b.body.group_booking_id).toBe(a.body.group_booking_id);
    expect(c.body.group_booking_id).toBe(a.body.group_booking_id);
    expect(c.headers.get('idempotent-replayed')).toBe('true');
  });

  it('updates promo code, passengers, booking notes and agent payment', async () => {
    const { token } = await agentToken(t);
    const start = findDeparture(t.sim, '3SU', 2);
    const created = await book(
      basket(
        '3SU',
        start,
        ['Adult', 'Adult'],
        { rooms: [{ room_type: 'twin', passenger_links: [0, 1] }] },
        token,
      ),
      'agent-band-0',
    );
    const id = created.body.group_booking_id;
    const trip = created.body.trips[0].booking_identifier;
    const put = (body: unknown) =>
      t.call('PUT', `/api/v1.3/{app}/bookings/${id}`, {
        app: 'agent-band-0',
        body: { booking_information: { token }, ...(body as object) },
      });
    const bad = await put({ trips: [{ booking_identifier: trip, promo_code: 'WINTER2024' }] });
    expect(bad.body.booking_error).toBe('Invalid or expired coupon code.');
    const promo = await put({ trips: [{ booking_identifier: trip, promo_code: 'HIGHLAND10' }] });
    expect(promo.body.trips[0].passengers[0].discount_percentage).toBe(10);
    const pax = await put({
      passengers: [
        {
          passenger_identifier: `${id}-P1`,
          first_name: 'Morag',
          email: 'morag@example.com',
          gender: 'Female',
        },
      ],
    });
    expect(pax.body.passengers[0]).toMatchObject({ first_name: 'Morag', email: 'morag@example.com' });
    const notes = await put({
      booking_confirmation: {
        booking_notes: [
          { type: 'Dietary', note: 'Vegan' },
          { type: 'Special Assistance', note: 'Front seat' },
        ],
      },
    });
    expect(notes.body.notes).toHaveLength(2);
    const added = await put({ booking_confirmation: { booking_notes: [{ type: 'Other', note: 'Late' }] } });
    expect(added.body.notes.map((n: { note: string }) => n.note)).toEqual(['Vegan', 'Front seat', 'Late']);
    const replaced = await put({
      booking_confirmation: {
        booking_notes: [{ type: 'Dietary', note: 'Vegan, no nuts' }],
        replace_notes: true,
      },
    });
    expect(replaced.body.notes).toEqual([{ type: 'Dietary', note: 'Vegan, no nuts' }]);
    const search = (body: object) =>
      t.call('POST', '/api/v1.3/{app}/bookings/search', {
        app: 'agent-band-0',
        body: { token, group_booking_id: id, ...body },
      });
    const owing = await search({ balance_due: true });
    expect(owing.body.bookings.map((b: { group_booking_id: number }) => b.group_booking_id)).toEqual([id]);
    expect(owing.body.bookings[0].hold_expires_at).toBe(
      [...replaced.body.trips[0].passengers.map((p: { expiry_time: string }) => p.expiry_time)].sort()[0],
    );
    const paid = await put({
      booking_confirmation: {
        payment: { payment_method: 'ACC', agent_reference: 'THI-42', full_payment: true },
      },
    });
    expect(paid.body.totals.outstanding).toBe(0);
    expect(paid.body.status).toBe('CONFIRMED');
    expect(paid.body.booking_confirmation).toMatchObject({
      payment_method: 'ACC',
      agent_reference: 'THI-42',
    });
    expect(paid.body.payments[0].amount).toBeCloseTo(paid.body.totals.nett, 2);
    expect((await search({ balance_due: true })).body.bookings).toEqual([]);
    expect((await search({})).body.bookings[0].hold_expires_at).toBeNull();
  });

  it('keeps one ledger for a nett deposit, its balance and a promo code added once paid (ledger rule, assumed)', async () => {
    const { token } = await agentToken(t);
    const start = findDeparture(t.sim, '3SU', 2);
    const created = await book(
      basket(
        '3SU',
        start,
        ['Adult', 'Adult'],
        { rooms: [{ room_type: 'twin', passenger_links: [0, 1] }] },
        token,
      ),
      'agent-band-0',
    );
    const id = created.body.group_booking_id;
    const put = (body: object) =>
      t.call('PUT', `/api/v1.3/{app}/bookings/${id}`, {
        app: 'agent-band-0',
        body: { booking_information: { token }, ...body },
      });
    const cents = (n: number) => Math.round(n * 100);
    const pay = (deposit: boolean) =>
      put({
        booking_confirmation: {
          payment: {
            payment_method: 'ACC',
            agent_reference: 'LEDGER-2',
            full_payment: !deposit,
            deposit_payment: deposit,
          },
        },
      });
    const expectLedger = (b: Json) => {
      const ledger = b.payments.reduce((n: number, p: Json) => n + cents(p.amount), 0);
      expect(cents(b.totals.paid)).toBe(ledger);
      expect(cents(b.totals.outstanding)).toBe(
        cents(b.totals.total) - cents(b.totals.commission_retained) - ledger,
      );
      const places = b.trips.flatMap((trip: Json) => trip.passengers);
      expect(places.reduce((n: number, p: Json) => n + cents(p.paid), 0)).toBe(ledger);
      expect(cents(b.totals.commission)).toBe(
        places.reduce((n: number, p: Json) => n + cents(p.commission), 0),
      );
      return ledger;
    };
    const deposit = await pay(true);
    expect(deposit.body.payments.map((p: Json) => p.kind)).toEqual(['DEPOSIT']);
    const afterDeposit = expectLedger(deposit.body);
    expect(cents(deposit.body.totals.outstanding)).toBeGreaterThan(0);
    const full = await pay(false);
    const paid = expectLedger(full.body);
    expect(cents(full.body.totals.outstanding)).toBe(0);
    // A deposit and its balance by a nett method charge the nett in all, commission kept in full.
    expect(paid).toBe(cents(full.body.totals.nett));
    expect(cents(full.body.totals.commission_retained)).toBe(cents(full.body.totals.commission));
    expect(paid).toBeGreaterThan(afterDeposit);
    const trip = full.body.trips[0].booking_identifier;
    const promo = await put({ trips: [{ booking_identifier: trip, promo_code: 'HIGHLAND10' }] });
    const refunds = promo.body.payments.filter((p: Json) => p.kind === 'REFUND');
    expect(refunds).toHaveLength(1);
    const after = expectLedger(promo.body);
    expect(after).toBe(cents(promo.body.totals.nett));
    expect(cents(-refunds[0].amount)).toBe(paid - after);
  });

  it('cancels one passenger with a fee and restores capacity', async () => {
    const start = findDeparture(t.sim, 'DCA', 3, '2026-09-01');
    const created = await book(basket('DCA', start, ['Adult', 'Adult']));
    const dep = t.sim.state.capacity.find('DCA', start)!;
    const before = dep.freeSeats;
    const trip = created.body.trips[0];
    const res = await t.call('DELETE', `/api/v1.3/consumer/bookings/${created.body.group_booking_id}`, {
      body: {
        booking_information: { iso_currency_code: 'AUD' },
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
    expect(res.status).toBe(200);
    expect(schemaErrors('CancellationResult', res.body)).toBe('');
    expect(res.body.cancelled).toHaveLength(1);
    expect(res.body.cancellation_fee).toBe(0);
    expect(res.body.booking.trips[0].passengers.map((p: { status: string }) => p.status)).toEqual([
      'CANCELLED',
      'ON_HOLD',
    ]);
    expect(dep.freeSeats).toBe(before + 1);
  });

  it('quotes a cancellation without changing the booking, and the cancellation charges what was quoted', async () => {
    const { token } = await agentToken(t);
    // 20 days before departure: 50% of each place's price after discount.
    const start = findDeparture(t.sim, 'DCA', 2, '2026-06-21');
    expect(start.slice(0, 10)).toBe('2026-06-21');
    const created = await book(basket('DCA', start, ['Adult', 'Adult'], {}, token), 'agent-band-0');
    const id = created.body.group_booking_id;
    const trip = created.body.trips[0];
    const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: object) =>
      t.call(method, `/api/v1.3/{app}/bookings/${id}${path}`, {
        app: 'agent-band-0',
        body: { booking_information: { token, iso_currency_code: 'AUD' }, ...body },
      });
    await call('PUT', '', {
      booking_confirmation: {
        payment: { payment_method: 'ACC', agent_reference: 'Q-1', full_payment: true },
      },
    });
    const flags = {
      trips: [
        {
          booking_identifier: trip.booking_identifier,
          passengers: [
            { trip_passenger_identifier: trip.passengers[0].trip_passenger_identifier, cancel: true },
            { trip_passenger_identifier: trip.passengers[1].trip_passenger_identifier, cancel: false },
          ],
        },
      ],
    };
    const quote = await call('POST', '/cancel_quote', flags);
    expect(quote.status).toBe(200);
    expect(schemaErrors('CancellationQuote', quote.body)).toBe('');
    const place = trip.passengers[0];
    const feeMinor = Math.round((place.price - place.discount) * 50);
    const fee = feeMinor / 100;
    // Paid on account (nett, 20 %): the place paid its nett, and owes the fee less the commission on the fee.
    const nettPaid = Math.round((place.price - place.discount) * 100) - Math.round(place.commission * 100);
    const owed = feeMinor - Math.round((feeMinor * 20) / 100);
    expect(quote.body.passengers).toEqual([
      {
        booking_identifier: trip.booking_identifier,
        trip_passenger_identifier: place.trip_passenger_identifier,
        cancellation_fee: fee,
        paid: nettPaid / 100,
        refund: (nettPaid - owed) / 100,
      },
    ]);
    expect(quote.body.paid).toBeGreaterThan(0);
    expect(quote.body.cancellation_fee).toBe(fee);
    const unchanged = await call('POST', '', {});
    expect(unchanged.body.trips[0].passengers.map((p: { status: string }) => p.status)).toEqual([
      'CONFIRMED',
      'CONFIRMED',
    ]);
    const cancelled = await call('DELETE', '', flags);
    expect(cancelled.body.cancellation_fee).toBe(quote.body.cancellation_fee);
    expect(cancelled.body.refund).toBe(quote.body.refund);
    const after = cancelled.body.booking;
    const cents = (n: number) => Math.round(n * 100);
    const ledger = after.payments.reduce((n: number, p: { amount: number }) => n + cents(p.amount), 0);
    expect(cents(after.totals.paid)).toBe(ledger);
    expect(cents(after.totals.outstanding)).toBe(
      cents(after.totals.total) - cents(after.totals.commission_retained) - ledger,
    );
    expect(cents(after.totals.outstanding)).toBe(0);
    expect(cents(after.totals.nett)).toBe(ledger);
  });

  it('releases a hold nobody paid for without a fee, even a week before departure', async () => {
    const start = findDeparture(t.sim, 'DCA', 1, '2026-06-04');
    const created = await book(basket('DCA', start, ['Adult']));
    const trip = created.body.trips[0];
    const flags = {
      booking_information: { iso_currency_code: 'AUD' },
      trips: [
        {
          booking_identifier: trip.booking_identifier,
          passengers: [
            { trip_passenger_identifier: trip.passengers[0].trip_passenger_identifier, cancel: true },
          ],
        },
      ],
    };
    const path = `/api/v1.3/consumer/bookings/${created.body.group_booking_id}`;
    const quote = await t.call('POST', `${path}/cancel_quote`, { body: flags });
    expect(quote.body).toMatchObject({ cancellation_fee: 0, paid: 0, refund: 0 });
    const res = await t.call('DELETE', path, { body: flags });
    expect(res.body.cancellation_fee).toBe(0);
    expect(res.body.booking.status).toBe('CANCELLED');
    expect(res.body.booking.totals.outstanding).toBe(0);
  });

  it('records e-mailed documents in the outbox and serves the documents', async () => {
    const start = findDeparture(t.sim, 'FWE', 1);
    const created = await book(basket('FWE', start, ['Adult']));
    const id = created.body.group_booking_id;
    const sent = await t.call('POST', '/api/v1.3/consumer/bookings/message', {
      body: {
        message_type: 'Consumer_Itinerary',
        email: 'guest@example.com',
        booking_id: id,
        booking_information: { iso_currency_code: 'AUD' },
      },
    });
    expect(sent.body.message_sent).toBe(true);
    const outbox = await t.call('GET', '/_sim/outbox');
    expect(outbox.body.messages.at(-1)).toMatchObject({
      kind: 'email',
      to: 'guest@example.com',
      subject: `Booking Itinerary #${id}`,
    });
    const linked = await t.call('POST', '/api/v1.3/consumer/bookings/message', {
      body: {
        message_type: 'Consumer_Statement',
        email: 'guest@example.com',
        booking_id: id,
        booking_url: `https://tours.example/booking/${id}?key=b1.x`,
      },
    });
    expect(linked.body.message_sent).toBe(true);
    const withLink = (await t.call('GET', '/_sim/outbox')).body.messages.at(-1);
    expect(withLink.body).toContain(`\nManage your booking: https://tours.example/booking/${id}?key=b1.x`);
    expect(withLink.data.booking_url).toBe(`https://tours.example/booking/${id}?key=b1.x`);
    const doc = await fetch(created.body.documents[1].url);
    expect(doc.status).toBe(200);
    expect(await doc.text()).toContain(`Booking Itinerary #${id}`);
    expect((await fetch(created.body.documents[1].url.replace(/sig=\w+/, 'sig=bad'))).status).toBe(404);
  });

  it("writes each trip's departure time in the documents (a train tour's second run)", async () => {
    const start = t.sim.state.capacity
      .all('IVW')
      .find((d) => d.start.slice(11, 16) === '10:15' && d.freeSeats > 1)!.start;
    const created = await book(basket('IVW', start.slice(0, 16), ['Adult']));
    expect(created.body.trips[0].departure_date.slice(11, 16)).toBe('10:15');
    const doc = await fetch(created.body.documents[1].url);
    expect(await doc.text()).toContain(`Departs ${start.slice(0, 10)} at 10:15`);
  });

  it('refuses rooms that are not available with the seed text', async () => {
    const dep = t.sim.state.capacity
      .all('4HF')
      .find((d) => d.freeSeats > 2 && d.rooms && d.rooms.single === 0)!;
    const res = await book(
      basket('4HF', dep.start, ['Adult'], { rooms: [{ room_type: 'single', passenger_links: [0] }] }),
    );
    expect(res.body.booking_error).toBe('Error: No rooms available or incorrectly loaded rooms.');
  });
});
