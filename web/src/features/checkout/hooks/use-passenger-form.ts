import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { isoDateInLondon } from '@tourdesk/domain/dates';
import {
  isFieldShown,
  normaliseDateOfBirthInput,
  phoneNumberForProvider,
  validatePassengerForm,
  type PassengerDetails,
  type PassengerFieldKey,
} from '@tourdesk/domain/passenger-details';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  SavePassengerDocument,
  type PassengerForm_GuestFragment,
  type PassengerInput,
} from '@/apollo/generated/graphql';
import { UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { genderLabel, genderValue } from '../api/passenger-fields';

if (false) {
  gql`
    mutation SavePassenger($groupBookingId: ID!, $passengers: [PassengerInput!]!) {
      updateBookingPassengers(groupBookingId: $groupBookingId, passengers: $passengers) {
        booking {
          groupBookingId
          guests {
            # The saved guests refresh their cache entries (keyed by passengerId), which the forms and the
            # checkout's passenger check read.
            passengerId
            isComplete
            ...PassengerForm_guest
            ...CheckoutActions_guest
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

/** The form's values: the domain's passenger keys, plus the e-mail confirmation. */
export interface PassengerValues {
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

/** What {@link usePassengerForm} needs. */
export interface PassengerFormOptions {
  groupBookingId: string;
  guest: PassengerForm_GuestFragment;
  /** The guest's details as the domain reads them (passengerDetails). */
  details: PassengerDetails;
  isAgent: boolean;
  /** Called once the details are saved and the booking reloaded. */
  onSaved: () => void;
}

/**
 * One passenger's details form at checkout (seed 001 §5 Passenger details at checkout): react-hook-form values
 * preset from the guest, validated on submit by the domain (validatePassengerForm, one error per field), then
 * saved with updateBookingPassengers: fields the booking does not ask for are left out, empty ones sent as null,
 * numbers normalised for the provider (phoneNumberForProvider), dial codes only from customers.
 * @returns the form's `control`, `register` and `errors`, `submit` (the form's submit handler), the save's
 *   `saveErrors` (the gateway's messages, or the unexpected-error text) and `saving`.
 */
export function usePassengerForm({ groupBookingId, guest, details, isAgent, onSaved }: PassengerFormOptions) {
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [save, { loading: saving }] = useMutation(SavePassengerDocument);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PassengerValues>({
    resolver: passengerResolver(details, isAgent),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: passengerValues(guest),
  });

  const submit = handleSubmit(async (values) => {
    setSaveErrors([]);
    try {
      const result = await save({
        variables: {
          groupBookingId,
          passengers: [passengerInput(guest.passengerId, values, details, isAgent)],
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

  return { control, register, errors, submit, saveErrors, saving };
}

/** The form's resolver: the domain's validatePassengerForm (today in London), one error per field. */
function passengerResolver(details: PassengerDetails, isAgent: boolean): Resolver<PassengerValues> {
  return (values) => {
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
}

/** The form's first values: the guest's saved details ('' when unset), the e-mail confirmed as saved. */
function passengerValues(guest: PassengerForm_GuestFragment): PassengerValues {
  return {
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
  };
}

/**
 * The passenger as saved: fields the booking does not ask for left out (undefined), empty ones null, numbers
 * normalised for the provider, dial codes only from customers.
 */
function passengerInput(
  passengerId: string,
  values: PassengerValues,
  details: PassengerDetails,
  isAgent: boolean,
): PassengerInput {
  const shown = (key: PassengerFieldKey) => isFieldShown(details, key);
  const phone = (value: string) => phoneNumberForProvider(value, isAgent);
  const optional = (key: PassengerFieldKey, value: string) => (shown(key) ? value.trim() || null : undefined);
  return {
    passengerId,
    firstName: optional('firstName', values.firstName),
    familyName: optional('familyName', values.familyName),
    email: optional('email', values.email),
    gender: shown('gender') ? genderValue(values.gender) : undefined,
    dateOfBirth: optional('dateOfBirth', normaliseDateOfBirthInput(values.dateOfBirth)),
    nationality: optional('isoNationality', values.isoNationality),
    telephoneCountryCode: isAgent ? undefined : optional('telephoneNumber', values.telephoneCountryCode),
    telephoneNumber: optional('telephoneNumber', phone(values.telephoneNumber)),
    emergencyContact: optional('emergencyContact', values.emergencyContact),
    emergencyCountryCode: isAgent ? undefined : optional('emergencyNumber', values.emergencyCountryCode),
    emergencyNumber: optional('emergencyNumber', phone(values.emergencyNumber)),
    postCode: optional('postCode', values.postCode),
  };
}
