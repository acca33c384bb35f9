import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentToken, basket, findDeparture, schemaErrors, startTestSim } from './helpers.js';
import type { TestSim } from './helpers.js';

describe('quote (pricing of a basket, seed 001 sections 3 and 5)', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  const quote = (body: unknown, app = 'consumer') =>
    t.call('POST', '/api/v1.3/{app}/bookings/quote', { app, body });

  it('prices each age category, in integer-safe decimals, without agent fields for consumers', async () => {
    const date = findDeparture(t.sim, 'LNE', 4);
    const { body } = await quote(basket('LNE', date.slice(0, 10), ['Adult', 'Child', 'Senior', 'Student']));
    expect(schemaErrors('Booking', body)).toBe('');
    expect(body.group_booking_id).toBe(0);
    const prices = body.trips[0].passengers.map((p: { price: number }) => p.price);
    expect(prices[1]).toBeLessThan(prices[0]);
    expect(prices[2]).toBeLessThan(prices[0]);
    expect(body.totals.price).toBeCloseTo(
      prices.reduce((a: number, b: number) => a + b, 0),
      2,
    );
    expect(body.trips[0].passengers[0]).not.toHaveProperty('commission');
    expect(body.totals).not.toHaveProperty('nett');
  });

  it('gives agents commission and nett', async () => {
    const date = findDeparture(t.sim, 'LNE', 2);
    const { token } = await agentToken(t);
    const { body } = await quote(
      basket('LNE', date.slice(0, 10), ['Adult', 'Adult'], {}, token),
      'agent-band-0',
    );
    const p = body.trips[0].passengers[0];
    expect(p.commission).toBeCloseTo(p.price * 0.2, 2);
    expect(p.nett).toBeCloseTo(p.price - p.commission, 2);
    expect(body.totals.nett).toBeCloseTo(body.totals.total - body.totals.commission, 2);
  });

  it('adds room supplements on multi-day tours and refuses a multi-day trip without rooms', async () => {
    const date = findDeparture(t.sim, '3SU', 2).slice(0, 10);
    const dorm = await quote(
      basket('3SU', date, ['Adult', 'Adult'], { rooms: [{ room_type: 'dorm', passenger_links: [0, 1] }] }),
    );
    const twin = await quote(
      basket('3SU', date, ['Adult', 'Adult'], { rooms: [{ room_type: 'twin', passenger_links: [0, 1] }] }),
    );
    expect(twin.body.trips[0].passengers[0].price - dorm.body.trips[0].passengers[0].price).toBe(30);
    expect(twin.body.trips[0].reservation_rooms[0]).toMatchObject({
      room_type: 'twin',
      price_supplement: 60,
    });
    const noRooms = await quote(basket('3SU', date, ['Adult', 'Adult']));
    expect(noRooms.body).toMatchObject({
      group_booking_id: 0,
      booking_error: 'Error: No rooms available or incorrectly loaded rooms.',
    });
  });

  it('applies HIGHLAND10, refuses WINTER2024 as expired', async () => {
    const date = findDeparture(t.sim, '3SU', 1).slice(0, 10);
    const rooms = [{ room_type: 'single', passenger_links: [0] }];
    const valid = await quote(basket('3SU', date, ['Adult'], { rooms, promo_code: 'HIGHLAND10' }));
    const p = valid.body.trips[0].passengers[0];
    expect(p.discount_percentage).toBe(10);
    expect(p.discount).toBeCloseTo(p.price * 0.1, 2);
    expect(p.discount_promo_code).toBe('HIGHLAND10');
    const expired = await quote(basket('3SU', date, ['Adult'], { rooms, promo_code: 'WINTER2024' }));
    expect(expired.body.trips[0].passengers[0].discount).toBe(0);
    expect(expired.body.trips[0].promo_code_error).toBe('Invalid or expired coupon code.');
  });

  it('gives 10% off when booking multiple day tours', async () => {
    const one = findDeparture(t.sim, 'LNE', 2).slice(0, 10);
    const two = findDeparture(t.sim, 'SAE', 2).slice(0, 10);
    const body = basket('LNE', one, ['Adult']);
    (body.trips as unknown[]).push({ tour_id: 'SAE', departure_date: two });
    const { body: q } = await quote(body);
    for (const trip of q.trips) expect(trip.passengers[0].discount_percentage).toBe(10);
    const single = await quote(basket('LNE', one, ['Adult']));
    expect(single.body.trips[0].passengers[0].discount).toBe(0);
  });

  it('prices add-ons as their own trips, shifted by the post-tour offset', async () => {
    const date = findDeparture(t.sim, '3SU', 2).slice(0, 10);
    const { body } = await quote(
      basket('3SU', date, ['Adult', 'Adult'], {
        rooms: [{ room_type: 'double', passenger_links: [0, 1] }],
        add_ons: [
          { tour_id: 'HRS', passengers: [0, 1] },
          { tour_id: 'ECO1', passengers: [0] },
        ],
      }),
    );
    expect(body.booking_error).toBeNull();
    expect(body.trips.map((x: { tour_id: string }) => x.tour_id)).toEqual(['3SU', 'HRS', 'ECO1']);
    expect(body.trips[1].passengers[0].price).toBe(5);
  });

  it('answers the seed texts for 18+ and seats', async () => {
    const date = findDeparture(t.sim, 'LNE', 1).slice(0, 10);
    const child = await quote(basket('LNE', date, ['Child']));
    expect(child.body.booking_error).toBe('You need to have at least one 18+ member in the group');
    const full = t.sim.state.capacity.all('SAE').find((d) => d.freeSeats === 0)!;
    const seats = await quote(basket('SAE', full.start.slice(0, 10), ['Adult']));
    expect(seats.body.booking_error).toBe(
      'Sorry, there are not enough seats available for the selected passengers',
    );
  });
});
