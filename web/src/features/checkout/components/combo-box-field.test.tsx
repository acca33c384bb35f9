import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComboBoxField, type ComboBoxOption } from './combo-box-field';

afterEach(cleanup);

const DIAL_CODES: ComboBoxOption[] = [
  { id: 'CA', value: '+1', label: 'Canada (+1)', aliases: ['Canada', '+1'] },
  { id: 'GB', value: '+44', label: 'United Kingdom (+44)', aliases: ['United Kingdom', '+44'] },
  { id: 'US', value: '+1', label: 'United States (+1)', aliases: ['United States', '+1'] },
];

const NATIONALITIES: ComboBoxOption[] = [
  { id: 'BR', value: 'BR', label: 'Brazil', aliases: ['Brazilian'], codes: ['BR'] },
  { id: 'GB', value: 'GB', label: 'United Kingdom', aliases: ['British'], codes: ['GB'] },
];

/** The field as react-hook-form's Controller drives it: the value lives outside. */
function Harness({
  onChange,
  options = DIAL_CODES,
}: {
  onChange: (value: string) => void;
  options?: ComboBoxOption[];
}) {
  const [value, setValue] = useState('');
  return (
    <ComboBoxField
      label="Phone number dial code"
      name="telephoneCountryCode"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onBlur={() => undefined}
      placeholder="Dial code"
      autoComplete="tel-country-code"
    />
  );
}

describe('ComboBoxField (seed 001 §5 Passenger details at checkout: dial code and nationality lists)', () => {
  it('selects the option whose country name is typed in full, case-insensitively', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Phone number dial code' }), {
      target: { value: 'united kingdom' },
    });
    expect(onChange).toHaveBeenLastCalledWith('+44');
  });

  it('keeps the country chosen among those sharing a dial code', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Phone number dial code' });
    fireEvent.change(input, { target: { value: 'United States (+1)' } });
    expect(onChange).toHaveBeenLastCalledWith('+1');
    expect((input as HTMLInputElement).value).toBe('United States (+1)');
  });

  it('chooses by a code only when the field is left with it, never while a longer word is typed', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} options={NATIONALITIES} />);
    const input = screen.getByRole('combobox', { name: 'Phone number dial code' });
    fireEvent.focus(input);
    for (const typed of ['B', 'Br', 'Bri', 'Brit', 'Briti', 'Britis', 'British']) {
      fireEvent.change(input, { target: { value: typed } });
    }
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['GB']);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.change(input, { target: { value: 'br' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('Brazil');
    expect(onChange).toHaveBeenLastCalledWith('BR');
  });

  it('selects nothing for a partial name, and carries the autocomplete token (WCAG 1.3.5)', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Phone number dial code' });
    fireEvent.change(input, { target: { value: 'United' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('autocomplete')).toBe('tel-country-code');
  });

  it('keeps what was typed when leaving the field, and clears the value when the text names no option', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Phone number dial code' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'United Kingdom' } });
    expect(onChange).toHaveBeenLastCalledWith('+44');
    fireEvent.change(input, { target: { value: 'United Kingdo' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('United Kingdo');
  });
});
