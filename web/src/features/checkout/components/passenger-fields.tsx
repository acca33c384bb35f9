import { GENDERS } from '@tourdesk/domain/constants';
import {
  isFieldRequired,
  isFieldShown,
  normaliseNameInput,
  type PassengerDetails,
  type PassengerFieldKey,
} from '@tourdesk/domain/passenger-details';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Field, type FieldProps } from '@/ui/field';
import {
  dialCodeOptions,
  namedCountries,
  nationalityOptions,
  type CountryOption,
} from '../api/country-options';
import { dateOfBirthInput, reformat } from '../api/passenger-inputs';
import type { PassengerValues } from '../hooks/use-passenger-form';
import { ComboBoxField, type ComboBoxFieldProps } from './combo-box-field';
import { SelectField } from './select-field';
import styles from './checkout.module.css';

/** What a passenger's fields read: the react-hook-form parts, the guest's field lists and the country lists. */
export interface PassengerFields {
  control: Control<PassengerValues>;
  register: UseFormRegister<PassengerValues>;
  errors: FieldErrors<PassengerValues>;
  /** The guest's details as the domain reads them: which fields are shown and required. */
  details: PassengerDetails;
  isAgent: boolean;
  /** The lead guest, whose inputs carry autocomplete tokens (the details are the user's own). */
  lead: boolean;
  countries: readonly CountryOption[];
}

type TextKey = keyof PassengerValues & PassengerFieldKey;
type ComboBoxKey = 'telephoneCountryCode' | 'emergencyCountryCode' | 'isoNationality';

/** The autocomplete token for the lead guest's inputs, 'off' for the other passengers'. */
const auto = (fields: PassengerFields, token: string) => (fields.lead ? token : 'off');

/** A field's message under the input: a missing field is reported once for the form, not under each input. */
function errorMessage(fields: PassengerFields, key: keyof PassengerValues): string | undefined {
  const error = fields.errors[key];
  return error && error.type !== 'REQUIRED' && error.type !== 'DIAL_CODE_REQUIRED'
    ? error.message
    : undefined;
}

/**
 * A text input registered with the form, shown, marked required and invalid by the domain's rules (nothing when
 * the guest's details do not show the field).
 */
function TextField({
  fields,
  field,
  label,
  ...input
}: { fields: PassengerFields; field: TextKey; label: string } & Omit<FieldProps, 'label'>) {
  if (!isFieldShown(fields.details, field)) return null;
  return (
    <Field
      label={label}
      required={isFieldRequired(fields.details, field)}
      invalid={Boolean(fields.errors[field])}
      error={errorMessage(fields, field)}
      {...fields.register(field)}
      {...input}
    />
  );
}

/**
 * A person's name (first, family, emergency contact), normalised by the domain's rule as it is typed; `token` is
 * its autocomplete token for the lead guest, or null for someone else's name.
 */
function NameField({
  fields,
  field,
  label,
  token,
}: {
  fields: PassengerFields;
  field: 'firstName' | 'familyName' | 'emergencyContact';
  label: string;
  token: string | null;
}) {
  return (
    <TextField
      fields={fields}
      field={field}
      label={label}
      {...reformat(fields.register(field), normaliseNameInput)}
      autoComplete={token ? auto(fields, token) : 'off'}
    />
  );
}

/** A country combo box (nationality, dial code) driven by the form through a Controller. */
function CountryComboBox({
  fields,
  field: key,
  ...props
}: { fields: PassengerFields; field: ComboBoxKey } & Pick<
  ComboBoxFieldProps,
  'label' | 'options' | 'named' | 'placeholder' | 'required' | 'autoComplete'
>) {
  return (
    <Controller
      control={fields.control}
      name={key}
      render={({ field }) => (
        <ComboBoxField
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          invalid={Boolean(fields.errors[key])}
        />
      )}
    />
  );
}

/**
 * A phone number: agents type it freely; customers give a dial code and a number (nothing when the guest's
 * details do not show it). `token` is the number's autocomplete token ('tel'), or null for someone else's number
 * (the emergency contact).
 */
function PhoneFields({
  fields,
  number,
  dialCode,
  label,
  token,
}: {
  fields: PassengerFields;
  number: 'telephoneNumber' | 'emergencyNumber';
  dialCode: 'telephoneCountryCode' | 'emergencyCountryCode';
  label: string;
  token: string | null;
}) {
  if (!isFieldShown(fields.details, number)) return null;
  if (fields.isAgent) {
    return (
      <TextField
        fields={fields}
        field={number}
        label={label}
        type="tel"
        autoComplete={token ? auto(fields, token) : 'off'}
      />
    );
  }
  return (
    <div className={styles.phone}>
      <CountryComboBox
        fields={fields}
        field={dialCode}
        label={`${label} dial code`}
        placeholder="Dial code"
        options={dialCodeOptions(fields.countries)}
        named={namedCountries(fields.countries, 'dialCode', `${label} dial code`)}
        required={isFieldRequired(fields.details, number)}
        autoComplete={token ? auto(fields, `${token}-country-code`) : 'off'}
      />
      <TextField
        fields={fields}
        field={number}
        label={label}
        type="tel"
        inputMode="tel"
        autoComplete={token ? auto(fields, `${token}-national`) : 'off'}
      />
    </div>
  );
}

/** The e-mail, and its confirmation when the booking requires one. */
function EmailFields({ fields }: { fields: PassengerFields }) {
  return (
    <>
      <TextField
        fields={fields}
        field="email"
        label="E-mail"
        type="email"
        autoComplete={auto(fields, 'email')}
      />
      {isFieldRequired(fields.details, 'email') && (
        <Field
          label="Confirm e-mail"
          type="email"
          autoComplete={auto(fields, 'email')}
          required
          error={fields.errors.emailConfirmation?.message}
          {...fields.register('emailConfirmation')}
        />
      )}
    </>
  );
}

/** The passenger's own details the booking asks for, in a grid: names, e-mail, gender, birth, nationality, post code. */
export function PersonalFields({ fields }: { fields: PassengerFields }) {
  const { details, errors, register } = fields;
  const shown = (key: PassengerFieldKey) => isFieldShown(details, key);
  const required = (key: PassengerFieldKey) => isFieldRequired(details, key);
  return (
    <div className={styles.grid}>
      <NameField fields={fields} field="firstName" label="First name" token="given-name" />
      <NameField fields={fields} field="familyName" label="Family name" token="family-name" />
      {shown('email') && <EmailFields fields={fields} />}
      {shown('gender') && (
        <SelectField
          label="Gender"
          placeholder="Select gender"
          options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
          aria-required={required('gender') || undefined}
          invalid={Boolean(errors.gender)}
          autoComplete={auto(fields, 'sex')}
          {...register('gender')}
        />
      )}
      <TextField
        fields={fields}
        field="dateOfBirth"
        label="Date of birth (dd-mm-yyyy)"
        {...dateOfBirthInput(register('dateOfBirth'))}
        placeholder="dd-mm-yyyy"
        autoComplete={auto(fields, 'bday')}
      />
      {shown('isoNationality') && (
        <CountryComboBox
          fields={fields}
          field="isoNationality"
          label="Nationality"
          placeholder="Select nationality"
          options={nationalityOptions(fields.countries)}
          named={namedCountries(fields.countries, 'nationality', 'Nationality')}
          required={required('isoNationality')}
          autoComplete={auto(fields, 'country')}
        />
      )}
      <TextField
        fields={fields}
        field="postCode"
        label="Post code"
        autoComplete={auto(fields, 'postal-code')}
      />
    </div>
  );
}

/** How to reach the passenger and their emergency contact: phone number, contact's name and number. */
export function ContactFields({ fields }: { fields: PassengerFields }) {
  return (
    <>
      <PhoneFields
        fields={fields}
        number="telephoneNumber"
        dialCode="telephoneCountryCode"
        label="Phone number"
        token="tel"
      />
      <NameField fields={fields} field="emergencyContact" label="Emergency contact name" token={null} />
      <PhoneFields
        fields={fields}
        number="emergencyNumber"
        dialCode="emergencyCountryCode"
        label="Emergency contact number"
        token={null}
      />
    </>
  );
}
