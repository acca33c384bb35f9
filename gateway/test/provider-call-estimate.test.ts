import { readFileSync } from 'node:fs';
import { buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIST_SIZE_ESTIMATE, providerCallEstimate } from '../src/limits.js';
import { QUOTE, TOUR_DETAILS, TOUR_LIST } from './support/queries.js';

const schema = buildASTSchema(parse(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')));
const estimate = (document: string, operationName?: string, listSize?: number) =>
  providerCallEstimate(schema, parse(document), operationName, listSize);

describe('the provider-call estimate of a document (report requests)', () => {
  it('counts each provider-backed field once per parent, a list multiplying what is below it', () => {
    expect(estimate('{ __typename }')).toBe(0);
    expect(estimate('{ tour(tourId: "LNE") { name } }')).toBe(1);
    expect(estimate('{ tour(tourId: "LNE") { calendar(year: 2026, month: 7) { monthName } } }')).toBe(2);
    expect(estimate('{ tours { tours { name } } }')).toBe(1);
    expect(estimate('{ tours { tours { calendar(year: 2026, month: 7) { monthName } } } }')).toBe(
      1 + LIST_SIZE_ESTIMATE,
    );
  });

  it('refuses the fan-out of three calendar months of every tour and passes the screens and reports', () => {
    const fanOut = `{ tours { tours { a: calendar(year: 2026, month: 7) { monthName }
      b: calendar(year: 2026, month: 8) { monthName } c: calendar(year: 2026, month: 9) { monthName } } } }`;
    expect(estimate(fanOut)).toBe(1 + 3 * LIST_SIZE_ESTIMATE);
    expect(estimate(TOUR_DETAILS)).toBeLessThanOrEqual(10);
    expect(estimate(TOUR_LIST)).toBeLessThanOrEqual(40);
    expect(estimate(QUOTE)).toBeLessThanOrEqual(10);
    expect(
      estimate('{ bookingReport(input: { from: "2026-01-01", to: "2026-01-31" }) { bookingsScanned } }'),
    ).toBe(1);
  });

  it('follows fragments and inline fragments, and counts only the operation asked for', () => {
    const document = `
      query A { tour(tourId: "LNE") { ...Months } }
      query B { tours { tours { ... on Tour { ...Months } } } }
      fragment Months on Tour { calendar(year: 2026, month: 7) { monthName } departures(date: "2026-07-01") { date } }`;
    expect(estimate(document, 'A')).toBe(3);
    expect(estimate(document, 'B')).toBe(1 + 2 * LIST_SIZE_ESTIMATE);
  });

  it("counts lists and per-tour fields as the catalogue's real number of tours when given", () => {
    const oneMonth = '{ tours { tours { calendar(year: 2026, month: 7) { monthName } } } }';
    expect(estimate(oneMonth)).toBe(1 + LIST_SIZE_ESTIMATE);
    expect(estimate(oneMonth, undefined, 63)).toBe(64);
    // A tour's from-price is one batched products call for the whole list (none for search cards).
    expect(estimate('{ tours { tours { fromPrice { amountMinor } } } }', undefined, 63)).toBe(2);
    expect(estimate(TOUR_LIST, undefined, 63)).toBeLessThanOrEqual(40);
    expect(estimate('{ departureCalendar(year: 2026, month: 7) { monthName } }', undefined, 63)).toBe(63);
    expect(
      estimate(
        '{ bookingReport(input: { from: "2026-01-01", to: "2026-01-31" }) { bookingsScanned } }',
        undefined,
        63,
      ),
    ).toBe(1);
  });
});
