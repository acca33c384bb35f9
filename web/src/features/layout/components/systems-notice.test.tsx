import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeOutage } from '@/apollo/store-outage-state';
import { SystemsNotice } from './systems-notice';

afterEach(() => storeOutage.set(false));

describe('SystemsNotice', () => {
  it('says that the systems are being retried while queries are retried, and nothing otherwise', () => {
    render(<SystemsNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => storeOutage.set(true));
    expect(screen.getByRole('status').textContent).toBe(
      'We are having trouble reaching our systems; retrying…',
    );
    act(() => storeOutage.set(false));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
