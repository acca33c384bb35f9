import { describe, expect, it } from 'vitest';
import { listableSalesGroupProducts, salesGroupDisplay } from '../src/sales-group.js';

describe('sales group: only products with price above 0 (seed 001 §5 Rooms)', () => {
  it('filters unpriced products', () => {
    const products = [
      { id: 'A', priceMinor: 100 },
      { id: 'B', priceMinor: 0 },
      { id: 'C', priceMinor: null },
    ];
    expect(listableSalesGroupProducts(products).map((p) => p.id)).toEqual(['A']);
  });
});

describe('sales group display (seed 001 §9)', () => {
  it("uses a dropdown above 3 options, or for 2-3 when the setting is 'true'; tabs otherwise", () => {
    expect(salesGroupDisplay(4, 'false')).toBe('DROPDOWN');
    expect(salesGroupDisplay(3, 'true')).toBe('DROPDOWN');
    expect(salesGroupDisplay(2, true)).toBe('DROPDOWN');
    expect(salesGroupDisplay(3, 'false')).toBe('TABS');
    expect(salesGroupDisplay(2, undefined)).toBe('TABS');
    expect(salesGroupDisplay(1, 'true')).toBe('NONE');
  });
});
