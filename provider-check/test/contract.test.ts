import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Contract } from '../src/contract.js';
import { readablePath } from '../src/differences.js';

const contract = Contract.load();

const capacity = (overrides: Record<string, unknown> = {}) => ({
  start_date_time: '2026-07-01T08:00:00',
  end_date_time: '2026-07-01T20:00:00',
  tour_id: 'LNE',
  free_seats: 12,
  on_request: false,
  capacity_rooms: [],
  product_currencies: [
    { iso_currency_code: 'GBP', amounts: [{ room_type: null, age_category: 'Adult', amount: 99.5 }] },
  ],
  ...overrides,
});

describe('answers against openapi.yaml', () => {
  it('lists every operation with its source, media type and what tourdesk relies on', () => {
    expect(contract.operations.length).toBeGreaterThanOrEqual(37);
    const capacityOp = contract.operation('getCapacity');
    expect(capacityOp).toMatchObject({ method: 'GET', source: 'given', mediaType: 'application/json' });
    expect(capacityOp.screens.length).toBeGreaterThan(0);
    expect(capacityOp.change).toBe('gateway/src/provider/provider-client.ts#getCapacity');
    expect(contract.operation('getImage').mediaType).toBe('image/png');
    expect(contract.reliedOn('getCapacity')).toBe(true);
    expect(contract.reliedOn('getBooking')).toBe(false);
  });

  it('finds nothing in a conforming answer', () => {
    expect(contract.checkAnswer('getCapacity', 200, { capacities: [capacity(), capacity()] })).toEqual([]);
  });

  it('names a number sent as a string, once per path with the count of items', () => {
    const body = { capacities: [capacity({ free_seats: '12' }), capacity({ free_seats: '3' })] };
    expect(contract.checkAnswer('getCapacity', 200, body)).toEqual([
      {
        kind: 'wrong-type',
        path: 'capacities[].free_seats',
        expected: 'integer',
        seen: 'string "12"',
        count: 2,
      },
    ]);
  });

  it('names a missing field and the spelling sent instead', () => {
    const { free_seats, ...rest } = capacity();
    const body = { capacities: [{ ...rest, FreeSeats: free_seats }] };
    expect(contract.checkAnswer('getCapacity', 200, body)).toEqual([
      {
        kind: 'missing-field',
        path: 'capacities[].free_seats',
        expected: 'required field',
        seen: 'absent (FreeSeats sent instead)',
        count: 1,
      },
    ]);
  });

  it('names the most similar field sent of the same type: containment or a small edit distance', () => {
    const { free_seats, tour_id, ...rest } = capacity();
    const body = {
      capacities: [{ ...rest, free_seats_text: String(free_seats), free_seat: free_seats, tour: tour_id }],
    };
    expect(contract.checkAnswer('getCapacity', 200, body)).toEqual([
      expect.objectContaining({ path: 'capacities[].tour_id', seen: 'absent (tour sent instead)' }),
      expect.objectContaining({ path: 'capacities[].free_seats', seen: 'absent (free_seat sent instead)' }),
    ]);
    const unlike = { capacities: [{ ...rest, tour_id, seats_left: free_seats }] };
    expect(contract.checkAnswer('getCapacity', 200, unlike)[0]?.seen).toBe('absent');
  });

  it('names an unknown value of a nullable enum without the failed null alternative', () => {
    const body = {
      capacities: [
        capacity({
          product_currencies: [
            {
              iso_currency_code: 'GBP',
              amounts: [{ room_type: 'penthouse', age_category: 'Adult', amount: 1 }],
            },
          ],
        }),
      ],
    };
    const [difference, ...others] = contract.checkAnswer('getCapacity', 200, body);
    expect(others).toEqual([]);
    expect(difference).toMatchObject({
      kind: 'unknown-enum',
      path: 'capacities[].product_currencies[].amounts[].room_type',
      seen: '"penthouse"',
    });
    expect(difference?.expected).toMatch(/^one of quad, triple, twin/);
  });

  it('expects "object or null" of a nullable object sent as text', () => {
    const body = { tour_id: 'SKI', sales_group: 'Skye', products: [] };
    expect(contract.checkAnswer('getSalesGroup', 200, body)).toEqual([
      {
        kind: 'wrong-type',
        path: 'sales_group',
        expected: 'object or null',
        seen: 'string "Skye"',
        count: 1,
      },
    ]);
  });

  it('reports another status with the provider error code and message', () => {
    const body = { error: { code: 'NOT_FOUND', message: 'No route GET /api/v1.3/consumer/pickups/101' } };
    expect(contract.checkAnswer('getPickupRun', 404, body)).toEqual([
      {
        kind: 'status',
        path: '(status)',
        expected: '200',
        seen: '404 NOT_FOUND: No route GET /api/v1.3/consumer/pickups/101',
        count: 1,
      },
    ]);
  });

  it('reads a drifted answer back into the contract for the next calls, without changing it', () => {
    const { tour_id, ...rest } = capacity({ free_seats: '7' });
    const sent = { capacities: [{ ...rest, TourId: tour_id }] };
    const read = contract.readable('getCapacity', sent);
    expect(read.capacities[0]).toMatchObject({ free_seats: 7, tour_id: 'LNE', TourId: 'LNE' });
    expect(sent.capacities[0]?.free_seats).toBe('7');
  });

  it('writes paths with [] for array items and (answer) for the body', () => {
    expect(readablePath('/capacities/3/product_currencies/0/iso_currency_code')).toBe(
      'capacities[].product_currencies[].iso_currency_code',
    );
    expect(readablePath('', 'products')).toBe('products');
    expect(readablePath('')).toBe('(answer)');
  });

  it("README.md's go-live table gives each operation the screens and place of openapi.screens.yaml", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = readme
      .split('\n')
      .filter((line) => /^\| `\w+` +\| (given|assumed) /.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const mapped = contract.operations.filter((o) => o.mapped);
    expect(rows.map((row) => row[0])).toEqual(mapped.map((o) => `\`${o.operationId}\``));
    for (const [i, o] of mapped.entries()) {
      expect(rows[i]).toEqual([
        `\`${o.operationId}\``,
        o.source,
        o.screens.length ? o.screens.join('; ') : 'none: tourdesk does not call it',
        `\`${o.change?.replace('gateway/src/provider/provider-client.ts#', 'ProviderClient.')}\``,
      ]);
    }
  });
});
