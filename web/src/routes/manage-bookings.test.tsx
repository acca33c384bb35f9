import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SentOperation } from '@/test/apollo';
import { gbp } from '@/test/bookings';
import { renderRoute } from '@/test/routes';
import * as manageBookings from './manage-bookings';

/** A row of the agent's bookings list: £200.00 in all, `balanceMinor` pence still to pay. */
function row(groupBookingId: string, balanceMinor: number) {
  return {
    __typename: 'AgentBookingRow',
    groupBookingId,
    departureDate: '2026-07-10',
    agentReference: `REF-${groupBookingId}`,
    leadGuest: 'Ailsa Munro',
    bookingDate: '2026-05-01',
    consultant: 'Isla Fraser',
    status: 'CONFIRMED',
    total: gbp(20000),
    balance: gbp(balanceMinor),
    balanceDueDate: balanceMinor > 0 ? '2026-06-10' : null,
  };
}

/** The gateway's page of bookings: `rows` of `totalCount`, 25 a page. */
function bookingsPage(rows: ReturnType<typeof row>[], totalCount: number) {
  return {
    data: {
      agentBookings: { __typename: 'AgentBookingPage', page: 1, pageSize: 25, totalCount, rows },
    },
  };
}

const ALL = bookingsPage([row('200001', 0), row('200002', 5000)], 30);
const DUE = bookingsPage([row('200002', 5000)], 1);

describe('Manage Bookings (seed 000 §2 Manage Bookings)', () => {
  it("a new search says 'Loading Bookings' until its rows arrive, never the previous rows under its address", async () => {
    let answerDue: (() => void) | undefined;
    const answer = (operation: SentOperation) => {
      const filter = operation.variables.filter as { balanceDue?: boolean } | null;
      if (!filter?.balanceDue) return ALL;
      return new Promise<object>((resolve) => {
        answerDue = () => resolve(DUE);
      });
    };
    const { router } = renderRoute(manageBookings, '/manage_bookings', { answer });
    expect(await screen.findByText('30 bookings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open booking 200001' })).toBeTruthy();

    await act(() => router.navigate('/manage_bookings?due=1'));
    expect(await screen.findByText('Loading Bookings')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open booking 200001' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Bookings pages' })).toBeNull();

    expect(answerDue, 'the balance-due page was asked for').toBeDefined();
    await act(async () => answerDue!());
    expect(await screen.findByText('1 booking')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: 'Open booking 200002' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Open booking 200001' })).toBeNull();
    expect(screen.queryByText('Loading Bookings')).toBeNull();
  });
});
