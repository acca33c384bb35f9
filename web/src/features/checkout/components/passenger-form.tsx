import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { GENDERS } from '@tourdesk/domain/constants';
import { isoDateInLondon } from '@tourdesk/domain/dates';
import { MESSAGES } from '@tourdesk/domain/messages';
import { ageCategoryLabel } from '@tourdesk/domain/age-categories';
import {
  formatDobInput,
  isFieldRequired,
  isFieldShown,
  normaliseDateOfBirthInput,
  normaliseNameInput,
  phoneNumberForProvider,
  passengerStatusText,
  validatePassengerForm,
  type PassengerFieldKey,
} from '@tourdesk/domain/passenger-details';
import { passengerAnchor } from '@tourdesk/domain/routes';
import { useId, useState } from 'react';
import {
  Controller,
  useForm,
  type FieldErrors,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { SavePassengerDocument, type PassengerForm_GuestFragment } from '@/apollo/generated/graphql';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { genderLabel, genderValue, passengerDetails } from '../api/passenger-fields';
import { ComboBoxField, type ComboBoxFieldProps, type ComboBoxOption } from './combo-box-field';
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

    mutation SavePassenger($groupBookingId: ID!, $passengers: [PassengerInput!]!) {
      updateBookingPassengers(groupBookingId: $groupBookingId, passengers: $passengers) {
        booking {
          groupBookingId
          guests {
            ...PassengerForm_guest @unmask
          }
        }
        userErrors {
          code
          message
        }
      }
    }
  `;
}

/** A country for the nationality and dial-code lists. */
export interface CountryOption {
  isoCountryCode: string;
  name: string;
  dialingCode: string | null;
}

/** The form's values: the domain's passenger keys, plus the e-mail confirmation. */
interface PassengerValues {
  firstName: string;
  familyName: string;
  email: string;
  emailConfirmation: string;
  gender: string;
  dateOfBirth: string;
  isoNationality: string;
  telephoneCountryCode: string;
  telephoneNumber: string;
  emergencyContact: string;
  emergencyCountryCode: string;
  emergencyNumber: string;
  postCode: string;
}

/** Props of {@link PassengerForm}. */
export interface PassengerFormProps {
  groupBookingId: string;
  guest: PassengerForm_GuestFragment;
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

/** Rewrites an input's value as typed (auto-capitalised names, dd-mm-yyyy) before react-hook-form reads it. */
function reformat(
  registered: UseFormRegisterReturn,
  format: (value: string) => string,
): UseFormRegisterReturn {
  const onChange: UseFormRegisterReturn['onChange'] = (event) => {
    const input = event.target as HTMLInputElement;
    input.value = format(input.value);
    return registered.onChange(event);
  };
  return { ...registered, onChange };
}

/**
 * The date-of-birth input: typed freely ('3-4-1990', '03/04/1990', '1990-04-03', '03041990') and written as
 * dd-mm-yyyy once the person leaves the field (domain normaliseDateOfBirthInput).
 */
function dateOfBirthInput(registered: UseFormRegisterReturn): UseFormRegisterReturn {
  const typed = reformat(registered, formatDobInput);
  const onBlur: UseFormRegisterReturn['onBlur'] = (event) => {
    const input = event.target as HTMLInputElement;
    const normalised = normaliseDateOfBirthInput(input.value);
    if (normalised !== input.value) {
      input.value = normalised;
      void registered.onChange(event);
    }
    return registered.onBlur(event);
  };
  return { ...typed, onBlur };
}

/**
 * One passenger's details at checkout (seed 001 §5 Passenger details at checkout, §4 Checkout): the fields the
 * booking asks for (required or optional), validated by the domain rules, saved with updateBookingPassengers.
 * The form is titled with the passenger's number and age category ('Passenger 3 · Child') and lists the trips
 * this person takes; required fields are marked (and announced) before any save. Names are auto-capitalised and
 * cut at 30 characters, the date of birth is read as people type it and shown as dd-mm-yyyy, the e-mail is
 * confirmed, customers give a dial code and a number (normalised), agents type numbers freely. Inputs carry
 * autocomplete tokens (WCAG 1.3.5) for the lead guest, whose details are the user's own.
 */
export function PassengerForm({
  groupBookingId,
  guest,
  index,
  trips,
  isAgent,
  countries,
  expanded,
  onToggle,
  onSaved,
}: PassengerFormProps) {
  const ids = { title: useId(), body: useId(), trips: useId() };
  const details = passengerDetails(guest);
  const shown = (key: PassengerFieldKey) => isFieldShown(details, key);
  const required = (key: PassengerFieldKey) => isFieldRequired(details, key);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [save, { loading }] = useMutation(SavePassengerDocument);

  const resolver: Resolver<PassengerValues> = (values) => {
    const errors = validatePassengerForm(
      { ...details, ...values },
      { isAgent, today: isoDateInLondon(new Date()), emailConfirmation: values.emailConfirmation },
    );
    if (errors.length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<PassengerValues> = {};
    for (const error of errors) {
      const key = error.field as keyof PassengerValues;
      fieldErrors[key] = { type: error.code, message: error.message };
    }
    return { values: {}, errors: fieldErrors };
  };

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PassengerValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: guest.firstName ?? '',
      familyName: guest.familyName ?? '',
      email: guest.email ?? '',
      emailConfirmation: guest.email ?? '',
      gender: genderLabel(guest.gender),
      dateOfBirth: guest.dateOfBirth ?? '',
      isoNationality: guest.nationality ?? '',
      telephoneCountryCode: guest.telephoneCountryCode ?? '',
      telephoneNumber: guest.telephoneNumber ?? '',
      emergencyContact: guest.emergencyContact ?? '',
      emergencyCountryCode: guest.emergencyCountryCode ?? '',
      emergencyNumber: guest.emergencyNumber ?? '',
      postCode: guest.postCode ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setSaveErrors([]);
    const phone = (value: string) => phoneNumberForProvider(value, isAgent);
    const optional = (key: PassengerFieldKey, value: string) =>
      shown(key) ? value.trim() || null : undefined;
    try {
      const result = await save({
        variables: {
          groupBookingId,
          passengers: [
            {
              passengerId: guest.passengerId,
              firstName: optional('firstName', values.firstName),
              familyName: optional('familyName', values.familyName),
              email: optional('email', values.email),
              gender: shown('gender') ? genderValue(values.gender) : undefined,
              dateOfBirth: optional('dateOfBirth', normaliseDateOfBirthInput(values.dateOfBirth)),
              nationality: optional('isoNationality', values.isoNationality),
              telephoneCountryCode: isAgent
                ? undefined
                : optional('telephoneNumber', values.telephoneCountryCode),
              telephoneNumber: optional('telephoneNumber', phone(values.telephoneNumber)),
              emergencyContact: optional('emergencyContact', values.emergencyContact),
              emergencyCountryCode: isAgent
                ? undefined
                : optional('emergencyNumber', values.emergencyCountryCode),
              emergencyNumber: optional('emergencyNumber', phone(values.emergencyNumber)),
              postCode: optional('postCode', values.postCode),
            },
          ],
        },
      });
      const userErrors = result.data?.updateBookingPassengers.userErrors ?? [];
      if (userErrors.length > 0 || !result.data?.updateBookingPassengers.booking) {
        setSaveErrors(userErrors.length ? userErrors.map((error) => error.message) : [UNEXPECTED_ERROR_TEXT]);
        return;
      }
      onSaved();
    } catch {
      setSaveErrors([UNEXPECTED_ERROR_TEXT]);
    }
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
      aliases: [country.name, country.dialingCode ?? ''],
    }));
  const nationalities: ComboBoxOption[] = countries.map((country) => ({
    id: country.isoCountryCode,
    value: country.isoCountryCode,
    label: country.name,
    aliases: [country.isoCountryCode],
  }));
  const comboBox = (
    key: 'telephoneCountryCode' | 'emergencyCountryCode' | 'isoNationality',
    props: Pick<ComboBoxFieldProps, 'label' | 'options' | 'placeholder' | 'required' | 'autoComplete'>,
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
        <Button type="submit" pending={loading}>
          Save passenger {index + 1}
        </Button>
      </form>
    </section>
  );
}
