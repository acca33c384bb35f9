import { describe, expect, it } from 'vitest';
import type { PassengerDetails } from '../src/passenger-details.js';
import {
  capitaliseName,
  chooseCountryMessage,
  countriesNamedByTyped,
  countryMatchesSearch,
  firstInvalidPassengerIndex,
  formatDobInput,
  normaliseDateOfBirthInput,
  parseTypedDateOfBirth,
  isFieldRequired,
  isFieldShown,
  isValidDateOfBirth,
  isValidTypedDob,
  normaliseNameInput,
  phoneNumberForProvider,
  parseDateOfBirth,
  passengerFailingFields,
  passengerFieldKey,
  passengerStatusText,
  validatePassengerForm,
  validatePassengerList,
  validatePassengerUpdate,
} from '../src/passenger-details.js';

const today = '2025-06-15';

describe('required and shown fields (seed 001 §5 Passenger details at checkout)', () => {
  const p: PassengerDetails = {
    requiredFields: ['first_name', 'iso_nationality_sate'],
    optionalFields: ['post_code'],
  };
  it('requires fields in required_fields and shows required or optional ones', () => {
    expect(isFieldRequired(p, 'firstName')).toBe(true);
    expect(isFieldRequired(p, 'isoNationalityState')).toBe(true);
    expect(isFieldShown(p, 'postCode')).toBe(true);
    expect(isFieldRequired(p, 'postCode')).toBe(false);
    expect(isFieldShown(p, 'email')).toBe(false);
    expect(passengerFieldKey('dateOfBirth')).toBe('dateOfBirth');
    expect(passengerFieldKey('nope')).toBeNull();
  });
});

describe('names truncated to 30 and auto-capitalised (seed 001 §5, §9)', () => {
  it('capitalises words and cuts', () => {
    expect(capitaliseName("mary-jane o'neil")).toBe("Mary-Jane O'Neil");
    expect(capitaliseName('macDonald')).toBe('MacDonald');
    expect(normaliseNameInput('a'.repeat(40))).toBe(`A${'a'.repeat(29)}`);
  });
});

describe('date of birth typed as dd-mm-yyyy (seed 001 §5)', () => {
  it('keeps digits and separators as typed, so one-digit days and months stay put', () => {
    expect(formatDobInput('3-4-1990')).toBe('3-4-1990');
    expect(formatDobInput('03/04/1990')).toBe('03/04/1990');
    expect(formatDobInput('1990.04.03')).toBe('1990.04.03');
    expect(formatDobInput('14021992')).toBe('14021992');
    expect(formatDobInput('3a-4b-1990')).toBe('3-4-1990');
    expect(formatDobInput('011219901234')).toBe('0112199012');
  });
  it('reads what people type and writes it as dd-mm-yyyy', () => {
    expect(parseTypedDateOfBirth('3-4-1990')).toBe('03-04-1990');
    expect(parseTypedDateOfBirth('03/04/1990')).toBe('03-04-1990');
    expect(parseTypedDateOfBirth('1990-04-03')).toBe('03-04-1990');
    expect(parseTypedDateOfBirth('3.4.1990')).toBe('03-04-1990');
    expect(parseTypedDateOfBirth('03041990')).toBe('03-04-1990');
    expect(parseTypedDateOfBirth('31-02-1990')).toBeNull();
    expect(parseTypedDateOfBirth('3-4-90')).toBeNull();
    expect(parseTypedDateOfBirth('')).toBeNull();
    expect(normaliseDateOfBirthInput(' 3-4-1990 ')).toBe('03-04-1990');
    expect(normaliseDateOfBirthInput('34-19-90')).toBe('34-19-90');
    expect(normaliseDateOfBirthInput('31131990')).toBe('31-13-1990');
  });
  it('is valid for day 1-31, month 1-12, 1900 < year <= current year', () => {
    expect(isValidTypedDob('01-12-1990', today)).toBe(true);
    expect(isValidTypedDob('31-02-1990', today)).toBe(true);
    expect(isValidTypedDob('00-12-1990', today)).toBe(false);
    expect(isValidTypedDob('01-13-1990', today)).toBe(false);
    expect(isValidTypedDob('01-01-1900', today)).toBe(false);
    expect(isValidTypedDob('01-01-2025', today)).toBe(true);
    expect(isValidTypedDob('01-01-2026', today)).toBe(false);
    expect(isValidTypedDob('1-1-1990', today)).toBe(false);
  });
});

describe('strict date of birth: DD-MM-YYYY or YYYY-MM-DD, real date (seed 000 §5 Passenger validity)', () => {
  it('accepts both forms and refuses impossible dates', () => {
    expect(parseDateOfBirth('29-02-2024')).toBe('2024-02-29');
    expect(parseDateOfBirth('1990-12-01')).toBe('1990-12-01');
    expect(isValidDateOfBirth('29-02-2023')).toBe(false);
    expect(isValidDateOfBirth('1990-13-01')).toBe(false);
    expect(isValidDateOfBirth('01/12/1990')).toBe(false);
  });
});

describe('phone numbers sent to the provider (seed 001 §5)', () => {
  it('customers: separators and a leading 0 stripped', () => {
    expect(phoneNumberForProvider('07700 900.123', false)).toBe('7700900123');
    expect(phoneNumberForProvider('0131-496-0000', false)).toBe('1314960000');
    expect(phoneNumberForProvider('7700', false)).toBe('7700');
  });

  it('agents: free text, trimmed', () => {
    expect(phoneNumberForProvider(' +44 (0)7700 900-123 ', true)).toBe('+44 (0)7700 900-123');
  });
});

describe('checkout passenger form validation (seed 001 §5, §8)', () => {
  const required = ['first_name', 'email', 'date_of_birth', 'telephone_number'];
  const valid: PassengerDetails = {
    requiredFields: required,
    firstName: 'Ada',
    email: 'ada@example.com',
    dateOfBirth: '10-12-1985',
    telephoneNumber: '7700900123',
    telephoneCountryCode: '+44',
  };
  it('passes a complete passenger', () => {
    expect(
      validatePassengerForm(valid, { isAgent: false, today, emailConfirmation: 'ADA@example.com ' }),
    ).toEqual([]);
    expect(
      validatePassengerForm(
        { ...valid, dateOfBirth: '3-4-1990' },
        { isAgent: false, today, emailConfirmation: 'ada@example.com' },
      ),
    ).toEqual([]);
  });
  it('flags blank required fields, bad DOB, email mismatch and missing dial code', () => {
    const errors = validatePassengerForm(
      { ...valid, firstName: ' ', dateOfBirth: '10-13-1985', telephoneCountryCode: '' },
      { isAgent: false, today, emailConfirmation: 'other@example.com' },
    );
    expect(errors).toEqual([
      { code: 'REQUIRED', field: 'firstName', message: 'Please complete all required fields.' },
      { code: 'INVALID_DATE_OF_BIRTH', field: 'dateOfBirth', message: 'Please enter a valid Date of Birth' },
      { code: 'EMAIL_MISMATCH', field: 'emailConfirmation', message: 'E-mail addresses do not match' },
      {
        code: 'DIAL_CODE_REQUIRED',
        field: 'telephoneCountryCode',
        message: 'Please complete all required fields.',
      },
    ]);
  });
  it('does not require a dial code from agents, nor check DOB when not required', () => {
    const agent = {
      ...valid,
      telephoneCountryCode: null,
      dateOfBirth: 'junk',
      requiredFields: ['telephone_number'],
    };
    expect(validatePassengerForm(agent, { isAgent: true, today })).toEqual([]);
  });
});

describe('booked passenger update: checkout form rules, then passenger validity (seed 001 §5, seed 000 §5)', () => {
  const stored: PassengerDetails = {
    requiredFields: ['first_name', 'email', 'gender', 'date_of_birth', 'telephone_number'],
    firstName: 'Ada',
    email: 'ada@example.com',
    gender: 'Female',
    dateOfBirth: '1985-12-10',
    telephoneNumber: '7700900123',
    telephoneCountryCode: '44',
  };
  it('accepts a stored yyyy-mm-dd date of birth and the email confirmed by itself', () => {
    expect(validatePassengerUpdate(stored, { isAgent: false, today })).toEqual([]);
    expect(
      validatePassengerUpdate({ ...stored, dateOfBirth: '10-12-1985' }, { isAgent: false, today }),
    ).toEqual([]);
  });
  it('applies the form rules: blank required fields and the customer dial code', () => {
    expect(
      validatePassengerUpdate(
        { ...stored, firstName: '', telephoneCountryCode: null },
        { isAgent: false, today },
      ),
    ).toEqual([
      { code: 'REQUIRED', field: 'firstName', message: 'Please complete all required fields.' },
      {
        code: 'DIAL_CODE_REQUIRED',
        field: 'telephoneCountryCode',
        message: 'Please complete all required fields.',
      },
    ]);
    expect(
      validatePassengerUpdate({ ...stored, telephoneCountryCode: null }, { isAgent: true, today }),
    ).toEqual([]);
  });
  it('adds what only passenger validity refuses: a date that is no calendar day, an unknown gender', () => {
    expect(
      validatePassengerUpdate(
        { ...stored, dateOfBirth: '31-02-1990', gender: 'X' },
        { isAgent: false, today },
      ),
    ).toEqual([
      { code: 'INVALID_DATE_OF_BIRTH', field: 'dateOfBirth', message: 'Please enter a valid Date of Birth' },
      { code: 'REQUIRED', field: 'gender', message: 'Please complete all required fields.' },
    ]);
  });
  it('names each field once', () => {
    const errors = validatePassengerUpdate(
      { ...stored, dateOfBirth: '1990-13-01' },
      { isAgent: false, today },
    );
    expect(errors).toEqual([
      { code: 'INVALID_DATE_OF_BIRTH', field: 'dateOfBirth', message: 'Please enter a valid Date of Birth' },
    ]);
  });
});

describe('passenger validity and first failing index (seed 000 §5)', () => {
  const ok: PassengerDetails = {
    requiredFields: ['first_name', 'gender', 'date_of_birth'],
    firstName: 'A',
    gender: 'Female',
    dateOfBirth: '1990-01-31',
  };
  it('checks required fields, gender and strict date of birth', () => {
    expect(passengerFailingFields(ok)).toEqual([]);
    expect(passengerFailingFields({ ...ok, gender: 'X', dateOfBirth: '31-02-1990' })).toEqual([
      'dateOfBirth',
      'gender',
    ]);
    expect(passengerFailingFields({ ...ok, firstName: '' })).toEqual(['firstName']);
    expect(passengerFailingFields({ requiredFields: [], firstName: '' })).toEqual([]);
  });
  it('finds the first failing passenger', () => {
    const list = [ok, { ...ok, firstName: null }, { ...ok, gender: '' }];
    expect(firstInvalidPassengerIndex(list)).toBe(1);
    expect(firstInvalidPassengerIndex([ok])).toBe(-1);
  });
  it("reports 'Please complete all required passenger details to continue (Passenger N is missing details)' (seed 001 §4)", () => {
    expect(validatePassengerList([ok, { ...ok, firstName: '' }])).toEqual([
      {
        code: 'PASSENGER_DETAILS_MISSING',
        field: 'passengers.1',
        message:
          'Please complete all required passenger details to continue (Passenger 2 is missing details)',
      },
    ]);
    expect(validatePassengerList([{ ...ok, firstName: '' }], true)).toEqual([]);
  });
  it('shows the status texts (seed 001 §2 Checkout)', () => {
    expect(passengerStatusText(false, true)).toBe('Add required guest details');
    expect(passengerStatusText(true, true)).toBe('Required guest details added');
    expect(passengerStatusText(true, false)).toBe('Required details completed');
  });
});

describe('dial codes and nationalities found as people type them (seed 001 §5 Passenger details at checkout)', () => {
  const uk = { isoCountryCode: 'GB', name: 'United Kingdom', dialingCode: '+44', nationality: 'British' };
  const au = { isoCountryCode: 'AU', name: 'Australia', dialingCode: '+61', nationality: 'Australian' };
  const ci = { isoCountryCode: 'CI', name: 'Côte d’Ivoire', dialingCode: '+225', nationality: 'Ivorian' };

  it("finds a dial code by '44', '+44', '+4' or the country's name, never by its nationality", () => {
    for (const typed of ['44', '+44', '0044', '+4', ' 4 4', 'united', 'KINGDOM']) {
      expect(countryMatchesSearch(uk, typed, 'dialCode'), typed).toBe(true);
    }
    expect(countryMatchesSearch(au, '44', 'dialCode')).toBe(false);
    expect(countryMatchesSearch(uk, 'British', 'dialCode')).toBe(false);
    expect(countryMatchesSearch({ ...uk, dialingCode: null }, '', 'dialCode')).toBe(false);
  });

  it("finds a nationality by demonym ('British', 'Australian'), name, accents ignored, or its code", () => {
    expect(countryMatchesSearch(uk, 'British', 'nationality')).toBe(true);
    expect(countryMatchesSearch(au, 'austral', 'nationality')).toBe(true);
    expect(countryMatchesSearch(uk, 'gb', 'nationality')).toBe(true);
    expect(countryMatchesSearch(ci, 'cote', 'nationality')).toBe(true);
    expect(countryMatchesSearch(au, 'British', 'nationality')).toBe(false);
    expect(countryMatchesSearch(uk, '44', 'nationality')).toBe(false);
    expect(countryMatchesSearch(uk, '', 'nationality')).toBe(true);
  });
});

describe('a dial code or nationality typed in full selects its country (seed 001 §5 Passenger details at checkout)', () => {
  const uk = { isoCountryCode: 'GB', name: 'United Kingdom', dialingCode: '+44', nationality: 'British' };
  const ca = { isoCountryCode: 'CA', name: 'Canada', dialingCode: '+1', nationality: 'Canadian' };
  const us = { isoCountryCode: 'US', name: 'United States', dialingCode: '+1', nationality: 'American' };
  const ie = { isoCountryCode: 'IE', name: 'Ireland', dialingCode: '+353', nationality: 'Irish' };
  const ci = { isoCountryCode: 'CI', name: 'Côte d’Ivoire', dialingCode: '+225', nationality: 'Ivorian' };
  const countries = [uk, ca, us, ie, ci];

  it("selects a country by its exact dial code, with '+', '00' or neither, or by its name", () => {
    for (const typed of ['44', '+44', '0044', ' +44 ', 'united kingdom', 'UNITED KINGDOM']) {
      expect(countriesNamedByTyped(countries, typed, 'dialCode'), typed).toEqual({
        kind: 'one',
        country: uk,
      });
    }
    expect(countriesNamedByTyped(countries, '+353', 'dialCode')).toEqual({ kind: 'one', country: ie });
    expect(countriesNamedByTyped(countries, 'cote d’ivoire', 'dialCode')).toEqual({
      kind: 'one',
      country: ci,
    });
  });

  it('asks which country when a dial code is shared (+1: Canada, United States), in list order', () => {
    for (const typed of ['1', '+1', '001']) {
      expect(countriesNamedByTyped(countries, typed, 'dialCode'), typed).toEqual({
        kind: 'several',
        countries: [ca, us],
      });
    }
  });

  it('selects nothing for part of a code or name, a nationality in the dial-code box, or nothing typed', () => {
    for (const typed of ['4', '+4', '35', '4412', 'united', 'British', 'GB', '', '  ', '+', '00']) {
      expect(countriesNamedByTyped(countries, typed, 'dialCode'), typed).toEqual({ kind: 'none' });
    }
    const withoutDial = { ...uk, dialingCode: null };
    expect(countriesNamedByTyped([withoutDial], 'United Kingdom', 'dialCode')).toEqual({ kind: 'none' });
  });

  it('selects a nationality by its name, two-letter code or demonym; never by a dial code or a part', () => {
    for (const typed of ['United Kingdom', 'gb', 'GB', 'british', ' British ']) {
      expect(countriesNamedByTyped(countries, typed, 'nationality'), typed).toEqual({
        kind: 'one',
        country: uk,
      });
    }
    expect(countriesNamedByTyped(countries, 'ivorian', 'nationality')).toEqual({ kind: 'one', country: ci });
    for (const typed of ['44', '+44', 'Brit', 'United', 'G', '']) {
      expect(countriesNamedByTyped(countries, typed, 'nationality'), typed).toEqual({ kind: 'none' });
    }
  });

  it("prefers a country's name to another country's code or demonym, and asks when a demonym is shared", () => {
    const india = { isoCountryCode: 'IN', name: 'India', dialingCode: '+91', nationality: 'Indian' };
    const other = { isoCountryCode: 'XX', name: 'Elsewhere', dialingCode: '+999', nationality: 'India' };
    expect(countriesNamedByTyped([other, india], 'india', 'nationality')).toEqual({
      kind: 'one',
      country: india,
    });
    const congo = { isoCountryCode: 'CG', name: 'Congo', dialingCode: '+242', nationality: 'Congolese' };
    const drc = { isoCountryCode: 'CD', name: 'DR Congo', dialingCode: '+243', nationality: 'Congolese' };
    expect(countriesNamedByTyped([congo, drc], 'Congolese', 'nationality')).toEqual({
      kind: 'several',
      countries: [congo, drc],
    });
  });

  it('names the field, what was typed and the countries it could be', () => {
    expect(chooseCountryMessage('Phone number dial code', ' +1 ', ['Canada', 'United States'])).toBe(
      "Phone number dial code: '+1' could be Canada or United States. Please choose one from the list.",
    );
    expect(chooseCountryMessage('Nationality', 'Congolese', ['Congo', 'DR Congo', 'Elsewhere'])).toBe(
      "Nationality: 'Congolese' could be Congo, DR Congo or Elsewhere. Please choose one from the list.",
    );
  });
});
