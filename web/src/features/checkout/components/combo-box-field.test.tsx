import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { namedCountries } from '../api/country-options';
import { ComboBoxField, type ComboBoxOption } from './combo-box-field';

// jsdom has no CSS.escape, which react-aria reads when a key press opens the list.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

const COUNTRIES = [
  { isoCountryCode: 'BR', name: 'Brazil', dialingCode: '+55', nationality: 'Brazilian' },
  { isoCountryCode: 'CA', name: 'Canada', dialingCode: '+1', nationality: 'Canadian' },
  { isoCountryCode: 'GB', name: 'United Kingdom', dialingCode: '+44', nationality: 'British' },
  { isoCountryCode: 'US', name: 'United States', dialingCode: '+1', nationality: 'American' },
];

const DIAL_CODES: ComboBoxOption[] = COUNTRIES.map((country) => ({
  id: country.isoCountryCode,
  value: country.dialingCode,
  label: `${country.name} (${country.dialingCode})`,
}));

const NATIONALITIES: ComboBoxOption[] = COUNTRIES.map((country) => ({
  id: country.isoCountryCode,
  value: country.isoCountryCode,
  label: country.name,
}));

/** The field as react-hook-form's Controller drives it: the value lives outside. */
function Harness({
  onChange,
  box = 'dialCode',
}: {
  onChange: (value: string) => void;
  box?: 'dialCode' | 'nationality';
}) {
  const [value, setValue] = useState('');
  const label = box === 'dialCode' ? 'Phone number dial code' : 'Nationality';
  return (
    <ComboBoxField
      label={label}
      name={box}
      options={box === 'dialCode' ? DIAL_CODES : NATIONALITIES}
      named={namedCountries(COUNTRIES, box, label)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onBlur={() => undefined}
      placeholder="Choose"
      autoComplete="tel-country-code"
    />
  );
}

const CHOOSE_PLUS_ONE =
  "Phone number dial code: '+1' could be Canada or United States. Please choose one from the list.";

/** Focuses the field and types `text` into it, as a person would (the list opens as they type). */
function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('ComboBoxField (seed 001 §5 Passenger details at checkout: a dial code typed in full)', () => {
  it.each(['44', '+44', '0044', 'united kingdom'])(
    "selects the United Kingdom's +44 when '%s' is left with Tab",
    (typed) => {
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      const input = screen.getByRole('combobox', { name: 'Phone number dial code' }) as HTMLInputElement;
      type(input, typed);
      expect(onChange).not.toHaveBeenCalledWith('+44');
      fireEvent.keyDown(input, { key: 'Tab' });
      fireEvent.blur(input);
      expect(onChange).toHaveBeenLastCalledWith('+44');
      expect(input.value).toBe('United Kingdom (+44)');
      expect(input.getAttribute('aria-invalid')).toBeNull();
    },
  );

  it('selects on Enter and lets the form go on', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Phone number dial code' }) as HTMLInputElement;
    type(input, '+44');
    fireEvent.blur(input);
    fireEvent.focus(input);
    type(input, '0044');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    // With the list closed, Enter is not prevented: the form's own Enter (submit) follows.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('+44');
    expect(input.value).toBe('United Kingdom (+44)');
  });

  it('replaces a chosen country by another one typed in full', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Phone number dial code' }) as HTMLInputElement;
    type(input, 'Canada');
    fireEvent.blur(input);
    expect(input.value).toBe('Canada (+1)');
    type(input, '44');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('+44');
    expect(input.value).toBe('United Kingdom (+44)');
  });
});

describe('ComboBoxField (seed 001 §5 Passenger details at checkout: a dial code several countries share)', () => {
  it('asks which country a shared code is, naming the field, when +1 is left with Tab', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Phone number dial code' }) as HTMLInputElement;
    type(input, '+1');
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalledWith('+1');
    expect(input.value).toBe('+1');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText(CHOOSE_PLUS_ONE);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('keeps the list open on Enter for a shared code, without submitting, and takes the choice made in it', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Phone number dial code' }) as HTMLInputElement;
    type(input, '+1');
    fireEvent.blur(input);
    fireEvent.focus(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Canada (+1)', 'United States (+1)']);
    expect(screen.getByText(CHOOSE_PLUS_ONE)).toBeTruthy();
    act(() => within(list).getByRole('option', { name: 'United States (+1)' }).click());
    expect(onChange).toHaveBeenLastCalledWith('+1');
    expect(input.value).toBe('United States (+1)');
    expect(screen.queryByText(CHOOSE_PLUS_ONE)).toBeNull();
    // The chosen country is kept when the field is left with its label in it.
    fireEvent.blur(input);
    expect(input.value).toBe('United States (+1)');
    expect(onChange).toHaveBeenLastCalledWith('+1');
  });
});

describe('ComboBoxField (seed 001 §5 Passenger details at checkout: a nationality typed in full)', () => {
  it('selects a nationality by its name, code or demonym only when left, and nothing for a part', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} box="nationality" />);
    const input = screen.getByRole('combobox', { name: 'Nationality' }) as HTMLInputElement;
    fireEvent.focus(input);
    for (const typed of ['B', 'Br', 'Bri', 'Brit', 'Briti', 'Britis', 'British']) {
      fireEvent.change(input, { target: { value: typed } });
    }
    // 'Br' (Brazil's code) is never chosen while 'British' is being typed.
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('GB');
    expect(input.value).toBe('United Kingdom');
    type(input, 'br');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('BR');
    expect(input.value).toBe('Brazil');
    type(input, 'Brazi');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('Brazi');
  });

  it('carries the autocomplete token (WCAG 1.3.5)', () => {
    render(<Harness onChange={() => undefined} />);
    expect(
      screen.getByRole('combobox', { name: 'Phone number dial code' }).getAttribute('autocomplete'),
    ).toBe('tel-country-code');
  });
});
