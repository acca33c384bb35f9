import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDrift, pascalCase } from '../src/http/drift.js';
import { basket, findDeparture, startTestSim } from './helpers.js';
import type { TestSim } from './helpers.js';

describe('SIM_DRIFT: a deliberately drifted API', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  it('parses operationId:kind lists and refuses unknown operations and kinds', () => {
    const ids = new Set(['getCapacity', 'listCountries']);
    expect(parseDrift(' getCapacity:rename-field, listCountries:status-404 ,', ids)).toEqual([
      { operationId: 'getCapacity', kind: 'rename-field' },
      { operationId: 'listCountries', kind: 'status-404' },
    ]);
    expect(parseDrift('', ids)).toEqual([]);
    expect(() => parseDrift('getCapacitty:new-enum', ids)).toThrow(/getCapacitty:new-enum.*no operationId/);
    expect(() => parseDrift('getCapacity:rename', ids)).toThrow(/kind 'rename'/);
    expect(pascalCase('start_date_time')).toBe('StartDateTime');
    expect(pascalCase('year')).toBe('Year');
  });

  it('changes the documented field of every item, and nothing without drift', async () => {
    const path = '/api/v1.3/{app}/products/LNE/capacity/2026/7';
    const plain = (await t.call('GET', path)).body;
    t.sim.setDrift('getCapacity:rename-field,getCapacity:string-number');
    const drifted = (await t.call('GET', path)).body;
    expect(drifted.capacities).toHaveLength(plain.capacities.length);
    drifted.capacities.forEach((capacity: Record<string, unknown>, i: number) => {
      expect(capacity.start_date_time).toBeUndefined();
      expect(capacity.StartDateTime).toBe(plain.capacities[i].start_date_time);
      expect(capacity.free_seats).toBe(String(plain.capacities[i].free_seats));
    });
    t.sim.setDrift('getCapacity:new-enum');
    const enums = (await t.call('GET', path)).body;
    expect(
      enums.capacities[0].product_currencies.map((c: { iso_currency_code: string }) => c.iso_currency_code),
    ).toEqual(Array(7).fill('NEW_VALUE'));
    t.sim.setDrift('');
    expect((await t.call('GET', path)).body).toEqual(plain);
  });

  it('answers 404 without running the operation (nothing is booked)', async () => {
    const before = t.sim.state.bookings.size;
    const res = await t.call('PUT', '/_sim/drift', { body: { drift: 'createBooking:status-404' } });
    expect(res.body).toEqual({ drift: 'createBooking:status-404' });
    const booked = await t.call('POST', '/api/v1.3/{app}/bookings', {
      body: basket('LNE', findDeparture(t.sim, 'LNE', 2), ['Adult']),
    });
    expect(booked.status).toBe(404);
    expect(booked.body.error.code).toBe('NOT_FOUND');
    expect(t.sim.state.bookings.size).toBe(before);
    expect((await t.call('GET', '/api/v1.3/{app}/currencies')).status).toBe(200);
    const refused = await t.call('PUT', '/_sim/drift', { body: { drift: 'createBooking:teleport' } });
    expect(refused.status).toBe(400);
    expect((await t.call('GET', '/_sim/drift')).body).toEqual({ drift: 'createBooking:status-404' });
    await t.call('PUT', '/_sim/drift', { body: { drift: '' } });
  });
});
