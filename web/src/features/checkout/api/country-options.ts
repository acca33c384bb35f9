import {
  chooseCountryMessage,
  countriesNamedByTyped,
  countryMatchesSearch,
} from '@tourdesk/domain/passenger-details';
import type { ComboBoxOption, NamedOptions } from './combo-box-options';

/** A country for the nationality and dial-code lists. */
export interface CountryOption {
  isoCountryCode: string;
  name: string;
  dialingCode: string | null;
  /** Demonym ('British'), found by the nationality box; null when unknown. */
  nationality: string | null;
}

/** The dial-code box's options: the countries with a dial code, 'United Kingdom (+44)', found by their digits. */
export function dialCodeOptions(countries: readonly CountryOption[]): ComboBoxOption[] {
  return countries
    .filter((country) => country.dialingCode)
    .map((country) => ({
      id: country.isoCountryCode,
      value: country.dialingCode ?? '',
      label: `${country.name} (${country.dialingCode})`,
      matches: (typed: string) => countryMatchesSearch(country, typed, 'dialCode'),
    }));
}

/** The nationality box's options: every country, valued by its ISO code, found by its demonym too. */
export function nationalityOptions(countries: readonly CountryOption[]): ComboBoxOption[] {
  return countries.map((country) => ({
    id: country.isoCountryCode,
    value: country.isoCountryCode,
    label: country.name,
    matches: (typed: string) => countryMatchesSearch(country, typed, 'nationality'),
  }));
}

/**
 * The countries a text typed in full names in a box (the domain's rule, countriesNamedByTyped), with the message
 * asking to choose, naming `field`, when it names several.
 */
export function namedCountries(
  countries: readonly CountryOption[],
  box: 'dialCode' | 'nationality',
  field: string,
): (typed: string) => NamedOptions {
  return (typed) => {
    const found = countriesNamedByTyped(countries, typed, box);
    if (found.kind === 'none') return { ids: [] };
    if (found.kind === 'one') return { ids: [found.country.isoCountryCode] };
    return {
      ids: found.countries.map((country) => country.isoCountryCode),
      choose: chooseCountryMessage(
        field,
        typed,
        found.countries.map((country) => country.name),
      ),
    };
  };
}
