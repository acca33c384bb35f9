// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSaleDocument } from './graphql-proxy.js';

// Which /graphql requests the proxy gives the sales deadline (GATEWAY_SALES_TIMEOUT_MS): the documents whose
// operation selects a sale's root field (domain sale-operations, seed 001 §4 and §7), as the gateway decides it.

describe('isSaleDocument', () => {
  it('is true for an operation selecting a sale root field, a query (quote) as well as a mutation (book)', () => {
    expect(isSaleDocument('query Q($b: BasketInput!) { quote(basket: $b) { total { amountMinor } } }')).toBe(
      true,
    );
    expect(isSaleDocument('mutation B { book(basket: {}, idempotencyKey: "k") { groupBookingId } }')).toBe(
      true,
    );
  });

  it('finds a sale field behind a named or an inline fragment', () => {
    const named = 'query Q { ...F } fragment F on Query { quote(basket: {}) { __typename } }';
    expect(isSaleDocument(named)).toBe(true);
    expect(
      isSaleDocument('mutation M { ... on Mutation { startCardPayment(input: {}) { __typename } } }'),
    ).toBe(true);
  });

  it('is false for reads and for other mutations', () => {
    expect(isSaleDocument('query Tours { tours { tourId } }')).toBe(false);
    expect(isSaleDocument('mutation L { logout { ok } }')).toBe(false);
  });

  it('reads the operation operationName names, and no operation when several are sent without one', () => {
    const two = 'query Tours { tours { tourId } } mutation Book { book(basket: {}) { groupBookingId } }';
    expect(isSaleDocument(two, 'Book')).toBe(true);
    expect(isSaleDocument(two, 'Tours')).toBe(false);
    expect(isSaleDocument(two)).toBe(false);
    expect(isSaleDocument(two, 'Missing')).toBe(false);
  });

  it('is false for a text that does not parse, and a fragment cycle ends', () => {
    expect(isSaleDocument('query {')).toBe(false);
    expect(isSaleDocument('query Q { ...A } fragment A on Query { ...B } fragment B on Query { ...A }')).toBe(
      false,
    );
  });
});
