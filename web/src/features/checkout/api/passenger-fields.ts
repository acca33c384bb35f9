import type { PassengerDetails } from '@tourdesk/domain/passenger-details';
import type { Gender, PassengerField } from '@/apollo/generated/graphql';

/** The provider's field name (seed 000 §3 Passenger) of each GraphQL PassengerField, as the domain rules take them. */
const PROVIDER_FIELD: Record<PassengerField, string> = {
  FIRST_NAME: 'first_name',
  FAMILY_NAME: 'family_name',
  EMAIL: 'email',
  GENDER: 'gender',
  DATE_OF_BIRTH: 'date_of_birth',
  NATIONALITY: 'iso_nationality',
  TELEPHONE_NUMBER: 'telephone_number',
  EMERGENCY_CONTACT: 'emergency_contact',
  EMERGENCY_NUMBER: 'emergency_number',
  POST_CODE: 'post_code',
};

/** A guest as the checkout reads it (the fields of the Guest type). */
export interface GuestFields {
  firstName: string | null;
  familyName: string | null;
  email: string | null;
  gender: Gender | null;
  dateOfBirth: string | null;
  nationality: string | null;
  telephoneCountryCode: string | null;
  telephoneNumber: string | null;
  emergencyContact: string | null;
  emergencyCountryCode: string | null;
  emergencyNumber: string | null;
  postCode: string | null;
  requiredFields: readonly PassengerField[];
  optionalFields: readonly PassengerField[];
}

/** 'Female' for FEMALE: the form's gender values are the provider's (seed 001 §3 gender Female/Male). */
export function genderLabel(gender: Gender | null): string {
  return gender === 'FEMALE' ? 'Female' : gender === 'MALE' ? 'Male' : '';
}

/** The GraphQL Gender of a form value ('Female' → FEMALE), or null when blank. */
export function genderValue(label: string): Gender | null {
  const upper = label.trim().toUpperCase();
  return upper === 'FEMALE' || upper === 'MALE' ? upper : null;
}

/** A guest in the domain's passenger shape, for the passenger-details rules. */
export function passengerDetails(guest: GuestFields): PassengerDetails {
  return {
    firstName: guest.firstName,
    familyName: guest.familyName,
    email: guest.email,
    gender: genderLabel(guest.gender),
    dateOfBirth: guest.dateOfBirth,
    isoNationality: guest.nationality,
    telephoneCountryCode: guest.telephoneCountryCode,
    telephoneNumber: guest.telephoneNumber,
    emergencyContact: guest.emergencyContact,
    emergencyCountryCode: guest.emergencyCountryCode,
    emergencyNumber: guest.emergencyNumber,
    postCode: guest.postCode,
    requiredFields: guest.requiredFields.map((field) => PROVIDER_FIELD[field]),
    optionalFields: guest.optionalFields.map((field) => PROVIDER_FIELD[field]),
  };
}
