import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocaleData } from './locale-data';

afterEach(() => vi.restoreAllMocks());

describe('loadLocaleData (seed 001 §2: the tour details panel opened by address)', () => {
  it('loads the locale data in a task of its own, between two turns given to the browser', async () => {
    const order: string[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      order.push('yield');
      callback();
      return 0;
    }) as typeof setTimeout);
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) => {
      order.push('intl');
      return [...(locales as string[])];
    });
    await loadLocaleData();
    expect(order).toEqual(['yield', 'intl', 'yield']);
  });

  it('resolves when the browser rejects its own language tag', async () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    await expect(loadLocaleData()).resolves.toBeUndefined();
  });
});
