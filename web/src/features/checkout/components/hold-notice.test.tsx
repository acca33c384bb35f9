import { ApolloClient, ApolloLink, InMemoryCache, type FragmentType } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render as renderElement, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldNotice_BookingFragmentDoc, type HoldNotice_BookingFragment } from '@/apollo/generated/graphql';

type HoldNoticeBooking = Omit<HoldNotice_BookingFragment, ' $fragmentName'>;
import { HoldNotice } from './hold-notice';

/**
 * Renders a notice whose booking is in an Apollo cache, as on the pages (the notice reads its fragment from the
 * cache with useFragment; Booking is keyed by groupBookingId as in src/apollo/client).
 */
function render(element: ReactElement<{ booking: ReturnType<typeof booking> }>) {
  const cache = new InMemoryCache({ typePolicies: { Booking: { keyFields: ['groupBookingId'] } } });
  cache.writeFragment({
    fragment: HoldNotice_BookingFragmentDoc,
    fragmentName: 'HoldNotice_booking',
    data: element.props.booking,
  });
  const client = new ApolloClient({ cache, link: ApolloLink.empty() });
  return renderElement(<ApolloProvider client={client}>{element}</ApolloProvider>);
}

/** Lets `minutes` pass a minute at a time, as the page's clock ticks (each tick schedules the next). */
function minutesPass(minutes: number): void {
  for (let minute = 0; minute < minutes; minute += 1) act(() => vi.advanceTimersByTime(60_000));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.useFakeTimers();
});

/** A booking as the pages' query answers it: its fields, which also reference its fragment for the notice. */
const booking = (secondsRemaining: number | null) =>
  ({
    __typename: 'Booking' as const,
    groupBookingId: '200001',
    hold:
      secondsRemaining === null
        ? null
        : { __typename: 'SeatHold' as const, expiresAt: '2026-06-02T16:00:00+01:00', secondsRemaining },
  }) as HoldNoticeBooking & FragmentType<HoldNotice_BookingFragment>;

describe('HoldNotice (seed 000 §3 Trip passenger expiry_time; WCAG 2.2.1 warn before a time limit ends)', () => {
  it('says until when the seats are held, quietly while there is time', () => {
    render(<HoldNotice booking={booking(3 * 3600)} />);
    expect(screen.getByRole('note')).toHaveProperty(
      'textContent',
      'Your seats are held until 16:00 on Tuesday 2 June 2026. Pay before then to keep them.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns with an alert 15 minutes before the end, counts down, and says when the hold has ended', () => {
    render(<HoldNotice booking={booking(15 * 60 + 30)} />);
    expect(screen.getByRole('note')).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your seats are held for 15 minutes more, until 16:00 on Tuesday 2 June 2026. Pay now to keep them.',
    );
    minutesPass(5);
    expect(screen.getByRole('alert').textContent).toContain('held for 10 minutes more');
    minutesPass(10);
    expect(screen.getByRole('alert').textContent).toBe(
      'The hold on your seats ended at 16:00 on Tuesday 2 June 2026, so they may no longer be available. You can still try to pay, or call us.',
    );
  });

  it('shows nothing for a booking without a hold', () => {
    const { container } = render(<HoldNotice booking={booking(null)} />);
    expect(container.textContent).toBe('');
  });
});
