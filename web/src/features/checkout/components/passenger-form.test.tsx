import type { FragmentType } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PassengerForm_GuestFragmentDoc, type PassengerForm_GuestFragment } from '@/apollo/generated/graphql';
import { createCache } from '@/apollo/client';
import { gatewayClient, type Answer } from '@/test/apollo';
import { blankGuest } from '@/test/guests';
import { PassengerForm, type CountryOption } from './passenger-form';

// jsdom has no CSS.escape, which react-aria reads when a key press opens the list.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

/** Countries as the gateway's `countries` answers them (provider-sim's list, i18n-nationality's demonyms). */
const COUNTRIES: CountryOption[] = [
  { isoCountryCode: 'AU', name: 'Australia', dialingCode: '+61', nationality: 'Australian' },
  { isoCountryCode: 'AT', name: 'Austria', dialingCode: '+43', nationality: 'Austrian' },
  { isoCountryCode: 'CA', name: 'Canada', dialingCode: '+1', nationality: 'Canadian' },
  { isoCountryCode: 'DE', name: 'Germany', dialingCode: '+49', nationality: 'German' },
  { isoCountryCode: 'IE', name: 'Ireland', dialingCode: '+353', nationality: 'Irish' },
  { isoCountryCode: 'AE', name: 'United Arab Emirates', dialingCode: '+971', nationality: 'Emirian' },
  { isoCountryCode: 'GB', name: 'United Kingdom', dialingCode: '+44', nationality: 'British' },
  { isoCountryCode: 'US', name: 'United States', dialingCode: '+1', nationality: 'American' },
];

/** The lead guest of booking 200001 with nothing filled in, as the checkout query writes it to the cache. */
const GUEST = blankGuest('900001');

/**
 * Renders the lead guest's form over the app's cache (createCache: guests keyed by passengerId) with the network
 * replaced at the link: `answer` gives the gateway's answer to each operation, and every operation is recorded.
 */
function renderForm(answer?: Answer) {
  const cache = createCache();
  cache.writeFragment({
    fragment: PassengerForm_GuestFragmentDoc,
    fragmentName: 'PassengerForm_guest',
    data: GUEST,
  });
  const { client, sent } = gatewayClient(answer, cache);
  const onSaved = vi.fn();
  render(
    <ApolloProvider client={client}>
      <PassengerForm
        groupBookingId="200001"
        guest={GUEST as FragmentType<PassengerForm_GuestFragment>}
        index={0}
        trips={['Loch Ness, Glencoe & the Highlands']}
        isAgent={false}
        countries={COUNTRIES}
        expanded
        onToggle={() => undefined}
        onSaved={onSaved}
      />
    </ApolloProvider>,
  );
  return { sent, onSaved, cache };
}

/** Types `text` into a combo box as a person would (focus, then the text), and returns the options listed. */
function typeAndList(input: HTMLElement, text: string): string[] {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.change(input, { target: { value: text } });
  const list = screen.queryByRole('listbox');
  return list
    ? within(list)
        .getAllByRole('option')
        .map((option) => option.textContent ?? '')
    : [];
}

/** Leaves a combo box with Tab, as a person moving on to the next field. */
function tabAway(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Tab' });
  fireEvent.blur(input);
}

/** Types the passenger's names, e-mail twice and date of birth into the form's text fields. */
function fillNameEmailAndBirthDate() {
  fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: 'Morag' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Family name/ }), {
    target: { value: 'Sinclair' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), {
    target: { value: 'morag@example.com' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Confirm e-mail/ }), {
    target: { value: 'morag@example.com' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Date of birth/ }), {
    target: { value: '01-02-1980' },
  });
}

// A whole form of react-aria fields in jsdom takes a few seconds on a busy machine (10 s seen at load average 35):
// the budget is that, not the default 5 s.
describe(
  'PassengerForm (seed 001 §5 Passenger details at checkout: dial code and nationality from long lists)',
  { timeout: 30_000 },
  () => {
    it("lists the United Kingdom's +44 for '44', '+44' and part of its name, and not Australia's +61", () => {
      renderForm();
      const dial = screen.getByRole('combobox', { name: 'Phone number dial code' });
      for (const typed of ['44', '+44', 'United King']) {
        const listed = typeAndList(dial, typed);
        expect(listed, typed).toContain('United Kingdom (+44)');
        expect(listed, typed).not.toContain('Australia (+61)');
      }
      act(() =>
        within(screen.getByRole('listbox')).getByRole('option', { name: 'United Kingdom (+44)' }).click(),
      );
      expect((dial as HTMLInputElement).value).toBe('United Kingdom (+44)');
    });

    it('lists a country for part of its demonym, and chooses it for the demonym typed in full when left', () => {
      renderForm();
      const nationality = screen.getByRole('combobox', { name: 'Nationality' }) as HTMLInputElement;
      expect(typeAndList(nationality, 'Briti')).toEqual(['United Kingdom']);
      expect(typeAndList(nationality, 'Austral')).toEqual(['Australia']);
      for (const [typed, country] of [
        ['British', 'United Kingdom'],
        ['German', 'Germany'],
        ['Irish', 'Ireland'],
      ] as const) {
        typeAndList(nationality, typed);
        tabAway(nationality);
        expect(nationality.value, typed).toBe(country);
      }
    });

    it('saves the dial code and nationality chosen by typing, as their codes, with the other details', async () => {
      const { sent, onSaved } = renderForm((operation) => ({
        data: {
          updateBookingPassengers: {
            __typename: 'UpdateBookingPassengersPayload',
            booking: {
              __typename: 'Booking',
              groupBookingId: '200001',
              guests: [{ ...GUEST, ...(operation.variables.passengers as object[])[0], isComplete: true }],
            },
            userErrors: [],
          },
        },
      }));
      fillNameEmailAndBirthDate();
      const nationality = screen.getByRole('combobox', { name: 'Nationality' });
      typeAndList(nationality, 'Irish');
      tabAway(nationality);
      const dial = screen.getByRole('combobox', { name: 'Phone number dial code' });
      typeAndList(dial, '0044');
      tabAway(dial);
      fireEvent.change(screen.getByRole('textbox', { name: /^Phone number$/ }), {
        target: { value: '7700 900123' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save passenger 1' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      const save = sent.find((operation) => operation.operationName === 'SavePassenger');
      expect(save?.variables).toMatchObject({
        groupBookingId: '200001',
        passengers: [
          {
            passengerId: '900001',
            firstName: 'Morag',
            familyName: 'Sinclair',
            email: 'morag@example.com',
            nationality: 'IE',
            telephoneCountryCode: '+44',
          },
        ],
      });
    });
  },
);
