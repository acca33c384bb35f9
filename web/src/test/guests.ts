import type { PassengerField, PassengerForm_GuestFragment } from '@/apollo/generated/graphql';

/** A guest as the checkout query writes it to the cache (every field the checkout's fragments read). */
export type TestGuest = Omit<PassengerForm_GuestFragment, ' $fragmentName'>;

/** Every passenger detail a tour can ask for (seed 001 §5 Passenger details at checkout). */
export const ALL_PASSENGER_FIELDS: PassengerField[] = [
  'FIRST_NAME',
  'FAMILY_NAME',
  'EMAIL',
  'NATIONALITY',
  'TELEPHONE_NUMBER',
  'DATE_OF_BIRTH',
];

/**
 * An adult guest of a booking with nothing filled in yet, as the checkout query answers it: asked for
 * `requiredFields` (default {@link ALL_PASSENGER_FIELDS}), not complete; `details` overrides any field.
 */
export function blankGuest(passengerId: string, details: Partial<TestGuest> = {}): TestGuest {
  return {
    __typename: 'Guest',
    passengerId,
    ageCategory: 'ADULT',
    firstName: null,
    familyName: null,
    email: null,
    gender: null,
    dateOfBirth: null,
    nationality: null,
    telephoneCountryCode: null,
    telephoneNumber: null,
    emergencyContact: null,
    emergencyCountryCode: null,
    emergencyNumber: null,
    postCode: null,
    requiredFields: ALL_PASSENGER_FIELDS,
    optionalFields: [],
    isComplete: false,
    ...details,
  };
}
