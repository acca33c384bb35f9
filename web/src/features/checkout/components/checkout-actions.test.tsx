import { ApolloClient, ApolloLink, type FragmentType } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { passengerMissingDetailsMessage } from '@tourdesk/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import {
  CheckoutActions_GuestFragmentDoc,
  type CheckoutActions_GuestFragment,
} from '@/apollo/generated/graphql';
import { createCache } from '@/apollo/client';
import { blankGuest, type TestGuest } from '@/test/guests';
import { CheckoutActions } from './checkout-actions';

/** A guest as the checkout query answers it, asked for a first and a family name. */
const guest = (passengerId: string, firstName: string | null) =>
  blankGuest(passengerId, { firstName, familyName: 'Fraser', requiredFields: ['FIRST_NAME', 'FAMILY_NAME'] });

describe('CheckoutActions (seed 001 §4 Checkout, §5 Passenger details at checkout)', () => {
  it('checks the guests read from the cache (Guest keyed by passengerId), so a saved guest counts at once', async () => {
    const cache = createCache();
    const write = (data: TestGuest) =>
      cache.writeFragment({
        fragment: CheckoutActions_GuestFragmentDoc,
        fragmentName: 'CheckoutActions_guest',
        data,
      });
    write(guest('200001-P1', 'Morag'));
    write(guest('200001-P2', null));
    const client = new ApolloClient({ cache, link: ApolloLink.empty(), dataMasking: true });
    const guests = ['200001-P1', '200001-P2'].map(
      (passengerId) => ({ __typename: 'Guest', passengerId }) as FragmentType<CheckoutActions_GuestFragment>,
    );
    const onContinue = vi.fn();
    render(
      <ApolloProvider client={client}>
        <CheckoutActions
          guests={guests}
          isAgent
          isPaymentLink={false}
          bookingConditionsUrl="https://tourdesk.example/conditions"
          onContinue={onContinue}
        />
      </ApolloProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByText(passengerMissingDetailsMessage(1))).toBeTruthy();

    // The save's answer refreshes the guest's cache entry: the alert goes without the page passing anything new.
    act(() => write(guest('200001-P2', 'Ewan')));
    await waitFor(() => expect(screen.queryByText(passengerMissingDetailsMessage(1))).toBeNull());
    expect(onContinue).not.toHaveBeenCalled();
  });
});
