import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStageHeader } from './booking-stage-header';

describe('BookingStageHeader (seed 000 §2 Booking-stage header)', () => {
  it('lists CART SUMMARY, GUEST DETAILS and PAYMENT in order', () => {
    render(<BookingStageHeader current="CART SUMMARY" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CART SUMMARY',
      'GUEST DETAILS',
      'PAYMENT',
    ]);
  });

  it('marks only the current stage as the current step', () => {
    render(<BookingStageHeader current="GUEST DETAILS" />);
    expect(screen.getByText('GUEST DETAILS').getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('CART SUMMARY').getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('PAYMENT').getAttribute('aria-current')).toBeNull();
  });
});
