import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basket, findDeparture, schemaErrors, startTestSim } from './helpers.js';
import type { Json, TestSim } from './helpers.js';

describe('payments: initialise, hosted card page, commit (seed 001 section 7)', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  async function booking(
    tourId: string,
    extra: Record<string, unknown> = {},
    ages = ['Adult', 'Adult'],
  ): Promise<Json> {
    const start = findDeparture(t.sim, tourId, ages.length, '2026-10-01');
    return (await t.call('POST', '/api/v1.3/consumer/bookings', { body: basket(tourId, start, ages, extra) }))
      .body;
  }
  const initialise = (body: unknown) =>
    t.call('POST', '/payment/api/v1.3/{app}/payment/initialise', { body });
  const submit = async (reference: string, card: string) =>
    (
      await fetch(`${t.url}/hosted/card/${reference}/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          card_number: card,
          expiry: '12/30',
          cvc: '123',
          cardholder_name: 'Test Guest',
        }),
      })
    ).json() as Promise<Json>;
  const commit = (ttc: string, tx: Json) =>
    t.call('POST', '/payment/ttc/api/v1.3/{app}/payment/response', { body: { ttc, response_payment: tx } });

  it('pays in full through the hosted page and commits exactly once', async () => {
    const b = await booking('LNE');
    const init = await initialise({
      booking_id: b.group_booking_id,
      iso_currency_code: 'GBP',
      full_payment: true,
      payment_urls: {
        success: 'http://127.0.0.1:3001/confirmation',
        failure: 'http://127.0.0.1:3001/failed_payment',
      },
    });
    expect(schemaErrors('PaymentInitialiseResponse', init.body)).toBe('');
    expect(init.body.amount).toBe(b.totals.outstanding);
    const method = init.body.payment_methods[0];
    const page = await (await fetch(method.form_iframe)).text();
    expect(page).toContain('<label for="card_number">Card number</label>');
    expect(page).toContain('"parentOrigin":"http://127.0.0.1:3001"');
    expect(page).not.toContain("'*'");
    const msg = await submit(method.payment_reference, '4111 1111 1111 1111');
    expect(msg).toMatchObject({
      frame: 'cybersource_payment_confirmation',
      booking_reference: b.group_booking_id,
      status: 'RESPONSE',
      paymentSuccessful: true,
    });
    const first = await commit(method.payment_reference, msg);
    expect(first.body.recorded).toBe(true);
    expect(first.body.get_booking.totals.outstanding).toBe(0);
    expect(first.body.get_booking.status).toBe('CONFIRMED');
    const again = await commit(method.payment_reference, msg);
    expect(again.body.recorded).toBe(false);
    expect(again.body.get_booking.payments).toHaveLength(1);
    const session = await t.call(
      'GET',
      `/payment/api/v1.3/{app}/payment/session/${b.group_booking_id}/${method.payment_reference}`,
    );
    expect(session.body.get_booking.group_booking_id).toBe(b.group_booking_id);
    expect(session.body.get_booking.payment_transactions[0].status).toBe('COMMITTED');
  });

  it('takes one authorisation per payment reference: a second submit, even at the same moment, is refused', async () => {
    const b = await booking('LNE');
    const init = await initialise({
      booking_id: b.group_booking_id,
      iso_currency_code: 'GBP',
      full_payment: true,
    });
    const ref = init.body.payment_reference;
    const post = () =>
      fetch(`${t.url}/hosted/card/${ref}/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          card_number: '4111111111111111',
          expiry: '12/30',
          cvc: '123',
          cardholder_name: 'A B',
        }),
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<Json>));
    const paid = bodies.find((body) => body.paymentSuccessful)!;
    expect(bodies.find((body) => body.error)!.error.message).toBe('This payment has already been made');
    const page = await fetch(init.body.payment_methods[0].form_iframe);
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain('This payment has already been made');
    expect(html).not.toContain('<form');
    const res = await commit(ref, paid);
    expect(res.body.recorded).toBe(true);
    const after = await post();
    expect(after.status).toBe(409);
    const transactions = res.body.get_booking.payment_transactions as Json[];
    expect(transactions.map((tx) => tx.status)).toEqual(['COMMITTED']);
    expect(res.body.get_booking.payments).toHaveLength(1);
    expect(res.body.get_booking.totals.paid).toBe(init.body.amount);
  });

  it('lets a declined card be followed by a good one on the same reference', async () => {
    const b = await booking('SAE');
    const init = await initialise({
      booking_id: b.group_booking_id,
      iso_currency_code: 'GBP',
      full_payment: true,
    });
    const ref = init.body.payment_reference;
    expect((await submit(ref, '4000 0000 0000 0002')).paymentSuccessful).toBe(false);
    expect((await submit(ref, '4111 1111 1111 1111')).paymentSuccessful).toBe(true);
  });

  it('declines the test card with a reason containing rejected and records nothing', async () => {
    const b = await booking('SAE');
    const init = await initialise({
      booking_id: b.group_booking_id,
      iso_currency_code: 'GBP',
      full_payment: true,
    });
    const ref = init.body.payment_reference;
    const msg = await submit(ref, '4000 0000 0000 0002');
    expect(msg.paymentSuccessful).toBe(false);
    expect(msg.reason).toMatch(/rejected/);
    const res = await commit(ref, msg);
    expect(res.body.recorded).toBe(false);
    expect(res.body.payment_response.paymentSuccessful).toBe(false);
    expect(res.body.get_booking.totals.paid).toBe(0);
  });

  it('takes a deposit on a multi-day tour and leaves a balance with a due date', async () => {
    const b = await booking('4HF', { rooms: [{ room_type: 'twin', passenger_links: [0, 1] }] });
    const init = await initialise({
      booking_id: b.group_booking_id,
      iso_currency_code: 'GBP',
      full_payment: false,
      deposit: true,
    });
    expect(init.body.deposit).toBe(true);
    expect(init.body.amount).toBe(100);
    const msg = await submit(init.body.payment_reference, '4111111111111111');
    const res = await commit(init.body.payment_reference, msg);
    const totals = res.body.get_booking.totals;
    expect(totals.paid).toBe(100);
    expect(totals.outstanding).toBeCloseTo(b.totals.total - 100, 2);
    expect(totals.balance_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const depart = res.body.get_booking.trips[0].departure_date.slice(0, 10);
    expect(totals.balance_due_date < depart).toBe(true);
    const balance = await initialise({
      booking_id: b.group_booking_id,
      iso_currency_code: 'GBP',
      full_payment: true,
    });
    expect(balance.body.amount).toBeCloseTo(totals.outstanding, 2);
  });

  it('gives totals that are the sums of the passengers, card fees included, and charges exactly them', async () => {
    const b = await booking('3SU', { rooms: [{ room_type: 'family3', passenger_links: [0, 1, 2] }] }, [
      'Adult',
      'Adult',
      'Child',
    ]);
    const passengers = b.trips.flatMap((trip: Json) => trip.passengers);
    const minor = (value: number) => Math.round(value * 100);
    const sumOf = (field: string) => passengers.reduce((acc: number, p: Json) => acc + minor(p[field]), 0);
    for (const field of [
      'card_fee',
      'debit_card_fee',
      'deposit',
      'deposit_card_fee',
      'deposit_debit_card_fee',
      'outstanding',
      'paid_card_fee',
    ]) {
      expect(minor(b.totals[field]), field).toBe(sumOf(field));
    }
    expect(minor(b.totals.total)).toBe(
      minor(b.totals.price) - minor(b.totals.discount) + minor(b.totals.cancellation_fee),
    );

    const full = await initialise({ booking_id: b.group_booking_id, iso_currency_code: 'GBP' });
    expect(full.body.fee).toBe(b.totals.card_fee);
    expect(full.body.debit_fee).toBe(b.totals.debit_card_fee);
    const deposit = await initialise({
      booking_id: b.group_booking_id,
      iso_currency_code: 'GBP',
      full_payment: false,
      deposit: true,
    });
    expect(deposit.body.amount).toBe(b.totals.deposit);
    expect(deposit.body.fee).toBe(b.totals.deposit_card_fee);
    expect(deposit.body.debit_fee).toBe(b.totals.deposit_debit_card_fee);
    const page = await (await fetch(deposit.body.payment_methods[0].form_iframe)).text();
    const charged = (minor(deposit.body.amount) + minor(deposit.body.debit_fee)) / 100;
    expect(page).toContain(`you pay <strong>${charged.toFixed(2)} GBP</strong>`);

    const msg = await submit(deposit.body.payment_reference, '4000 0566 5566 5556');
    expect(msg).toMatchObject({ paymentSuccessful: true, card_type: 'DEBIT', fee: deposit.body.debit_fee });
    expect(msg.amount).toBe(charged);
    const res = await commit(deposit.body.payment_reference, msg);
    const after = res.body.get_booking;
    expect(after.totals.paid).toBe(deposit.body.amount);
    expect(after.totals.paid_card_fee).toBe(deposit.body.debit_fee);
    expect(after.payments[0].fee).toBe(deposit.body.debit_fee);
    expect(after.payment_transactions[0]).toMatchObject({ card_type: 'DEBIT', fee: deposit.body.debit_fee });
  });
});
