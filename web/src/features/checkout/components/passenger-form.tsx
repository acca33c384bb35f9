import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ageCategoryLabel } from '@tourdesk/domain/age-categories';
import { GENDERS } from '@tourdesk/domain/constants';
import { MESSAGES } from '@tourdesk/domain/messages';
import {
  chooseCountryMessage,
  countriesNamedByTyped,
  countryMatchesSearch,
  isFieldRequired,
  isFieldShown,
  normaliseNameInput,
  passengerStatusText,
  type PassengerFieldKey,
} from '@tourdesk/domain/passenger-details';
import { passengerAnchor } from '@tourdesk/domain/routes';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { PassengerForm_GuestFragmentDoc, type PassengerForm_GuestFragment } from '@/apollo/generated/graphql';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { passengerDetails } from '../api/passenger-fields';
import { dateOfBirthInput, reformat } from '../api/passenger-inputs';
import { usePassengerForm, type PassengerValues } from '../hooks/use-passenger-form';
import {
  ComboBoxField,
  type ComboBoxFieldProps,
  type ComboBoxOption,
  type NamedOptions,
} from './combo-box-field';
import { SelectField } from './select-field';
import styles from './checkout.module.css';

if (false) {
  gql`
    fragment PassengerForm_guest on Guest {
      passengerId
      ageCategory
      firstName
      familyName
      email
      gender
      dateOfBirth
      nationality
      telephoneCountryCode
      telephoneNumber
      emergencyContact
      emergencyCountryCode
      emergencyNumber
      postCode
      requiredFields
      optionalFields
      isComplete
    }
  `;
}

/** A country for the nationality and dial-code lists. */
export interface CountryOption {
  isoCountryCode: string;
  name: string;
  dialingCode: string | null;
  /** Demonym ('British'), found by the nationality box; null when unknown. */
  nationality: string | null;
}

/** Props of {@link PassengerForm}. */
export interface PassengerFormProps {
  groupBookingId: string;
  /** The guest as the page query holds it (fragment `PassengerForm_guest`, a Guest keyed by its passengerId). */
  guest: FragmentType<PassengerForm_GuestFragment>;
  /** 0-based position ('Passenger 1' is the lead guest). */
  index: number;
  /** Names of the trips this passenger takes (one form per person, however many trips). */
  trips: readonly string[];
  isAgent: boolean;
  countries: readonly CountryOption[];
  expanded: boolean;
  onToggle: () => void;
  /** Called once the details are saved and the booking reloaded. */
  onSaved: () => void;
}

/**
 * One passenger's details at checkout (seed 001 §5 Passenger details at checkout, §4 Checkout): the fields the
 * booking asks for (required or optional), validated by the domain rules, saved with updateBookingPassengers.
 * The form is titled with the passenger's number and age category ('Passenger 3 · Child') and lists the trips
 * this person takes; required fields are marked (and announced) before any save. Names are auto-capitalised and
 * cut at 30 characters, the date of birth is read as people type it and shown as dd-mm-yyyy, the e-mail is
 * confirmed, customers give a dial code and a number (normalised), agents type numbers freely. Inputs carry
 * autocomplete tokens (WCAG 1.3.5) for the lead guest, whose details are the user's own. The guest is read from
 * the cache with useFragment, so a save (the mutation returns the saved guests) refreshes it.
 */
export function PassengerForm({ guest, ...props }: PassengerFormProps) {
  const { data, complete } = useFragment({ fragment: PassengerForm_GuestFragmentDoc, from: guest });
  return complete ? <GuestForm guest={data} {...props} /> : null;
}

/** {@link PassengerForm} once its guest is read. */
function GuestForm({
  groupBookingId,
  guest,
  index,
  trips,
  isAgent,
  countries,
  expanded,
  onToggle,
  onSaved,
}: Omit<PassengerFormProps, 'guest'> & { guest: PassengerForm_GuestFragment }) {
  const ids = { title: useId(), body: useId(), trips: useId() };
  const details = passengerDetails(guest);
  const shown = (key: PassengerFieldKey) => isFieldShown(details, key);
  const required = (key: PassengerFieldKey) => isFieldRequired(details, key);
  const { control, register, errors, submit, saveErrors, saving } = usePassengerForm({
    groupBookingId,
    guest,
    details,
    isAgent,
    onSaved,
  });

  const lead = index === 0;
  const auto = (token: string) => (lead ? token : 'off');
  const invalid = (key: keyof PassengerValues) => Boolean(errors[key]);
  const message = (key: keyof PassengerValues) =>
    errors[key] && errors[key].type !== 'REQUIRED' && errors[key].type !== 'DIAL_CODE_REQUIRED'
      ? errors[key].message
      : undefined;
  const missing = Object.values(errors).some(
    (error) => error?.type === 'REQUIRED' || error?.type === 'DIAL_CODE_REQUIRED',
  );
  const dialCodes: ComboBoxOption[] = countries
    .filter((country) => country.dialingCode)
    .map((country) => ({
      id: country.isoCountryCode,
      value: country.dialingCode ?? '',
      label: `${country.name} (${country.dialingCode})`,
      matches: (typed: string) => countryMatchesSearch(country, typed, 'dialCode'),
    }));
  const nationalities: ComboBoxOption[] = countries.map((country) => ({
    id: country.isoCountryCode,
    value: country.isoCountryCode,
    label: country.name,
    matches: (typed: string) => countryMatchesSearch(country, typed, 'nationality'),
  }));
  /** The countries a text typed in full names in the box (the domain's rule), with the message asking to choose. */
  const named =
    (box: 'dialCode' | 'nationality', field: string) =>
    (typed: string): NamedOptions => {
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
  const comboBox = (
    key: 'telephoneCountryCode' | 'emergencyCountryCode' | 'isoNationality',
    props: Pick<
      ComboBoxFieldProps,
      'label' | 'options' | 'named' | 'placeholder' | 'required' | 'autoComplete'
    >,
  ) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <ComboBoxField
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          invalid={invalid(key)}
        />
      )}
    />
  );
  const text = (key: keyof PassengerValues & PassengerFieldKey, label: string, extra: object = {}) => (
    <Field
      label={label}
      required={required(key)}
      invalid={invalid(key)}
      error={message(key)}
      {...register(key)}
      {...extra}
    />
  );
  const phoneFields = (
    numberKey: 'telephoneNumber' | 'emergencyNumber',
    dialKey: 'telephoneCountryCode' | 'emergencyCountryCode',
    label: string,
    /** Autocomplete token of the number ('tel'), or null for someone else's number (the emergency contact). */
    token: string | null,
  ) =>
    isAgent ? (
      text(numberKey, label, { type: 'tel', autoComplete: token ? auto(token) : 'off' })
    ) : (
      <div className={styles.phone}>
        {comboBox(dialKey, {
          label: `${label} dial code`,
          placeholder: 'Dial code',
          options: dialCodes,
          named: named('dialCode', `${label} dial code`),
          required: required(numberKey),
          autoComplete: token ? auto(`${token}-country-code`) : 'off',
        })}
        {text(numberKey, label, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: token ? auto(`${token}-national`) : 'off',
        })}
      </div>
    );

  return (
    <section id={passengerAnchor(guest.passengerId)} className={styles.card} aria-labelledby={ids.title}>
      <div className={styles.passengerHeader}>
        <h3 id={ids.title} className={styles.passengerTitle}>
          Passenger {index + 1} · {ageCategoryLabel(guest.ageCategory)}
          {guest.firstName ? `: ${guest.firstName} ${guest.familyName ?? ''}`.trimEnd() : ''}
        </h3>
        {trips.length > 0 && (
          <p id={ids.trips} className={styles.passengerTrips}>
            Travelling on: {trips.join(', ')}
          </p>
        )}
        <p className={guest.isComplete ? styles.complete : styles.incomplete}>
          {passengerStatusText(guest.isComplete, isAgent)}
        </p>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={expanded}
          aria-controls={ids.body}
          aria-describedby={ids.title}
          onClick={onToggle}
        >
          {expanded ? 'Hide details' : 'Edit details'}
        </Button>
      </div>
      <form
        id={ids.body}
        hidden={!expanded}
        className={styles.form}
        noValidate
        aria-labelledby={ids.title}
        onSubmit={(event) => void submit(event)}
      >
        <p className={styles.muted}>Fields marked * are required.</p>
        <div className={styles.grid}>
          {shown('firstName') &&
            text('firstName', 'First name', {
              ...reformat(register('firstName'), normaliseNameInput),
              autoComplete: auto('given-name'),
            })}
          {shown('familyName') &&
            text('familyName', 'Family name', {
              ...reformat(register('familyName'), normaliseNameInput),
              autoComplete: auto('family-name'),
            })}
          {shown('email') && text('email', 'E-mail', { type: 'email', autoComplete: auto('email') })}
          {shown('email') && required('email') && (
            <Field
              label="Confirm e-mail"
              type="email"
              autoComplete={auto('email')}
              required
              error={errors.emailConfirmation?.message}
              {...register('emailConfirmation')}
            />
          )}
          {shown('gender') && (
            <SelectField
              label="Gender"
              placeholder="Select gender"
              options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
              aria-required={required('gender') || undefined}
              invalid={invalid('gender')}
              autoComplete={auto('sex')}
              {...register('gender')}
            />
          )}
          {shown('dateOfBirth') &&
            text('dateOfBirth', 'Date of birth (dd-mm-yyyy)', {
              ...dateOfBirthInput(register('dateOfBirth')),
              placeholder: 'dd-mm-yyyy',
              autoComplete: auto('bday'),
            })}
          {shown('isoNationality') &&
            comboBox('isoNationality', {
              label: 'Nationality',
              placeholder: 'Select nationality',
              options: nationalities,
              named: named('nationality', 'Nationality'),
              required: required('isoNationality'),
              autoComplete: auto('country'),
            })}
          {shown('postCode') && text('postCode', 'Post code', { autoComplete: auto('postal-code') })}
        </div>
        {shown('telephoneNumber') &&
          phoneFields('telephoneNumber', 'telephoneCountryCode', 'Phone number', 'tel')}
        {shown('emergencyContact') &&
          text('emergencyContact', 'Emergency contact name', {
            ...reformat(register('emergencyContact'), normaliseNameInput),
            autoComplete: 'off',
          })}
        {shown('emergencyNumber') &&
          phoneFields('emergencyNumber', 'emergencyCountryCode', 'Emergency contact number', null)}
        {missing && <p className={styles.formError}>{MESSAGES.completeAllRequiredFields}</p>}
        {saveErrors.length > 0 && (
          <Alert>
            {saveErrors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </Alert>
        )}
        <Button type="submit" pending={saving}>
          Save passenger {index + 1}
        </Button>
      </form>
    </section>
  );
}
