import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { MESSAGES } from '@tourdesk/domain/messages';
import { passengerAnchor } from '@tourdesk/domain/routes';
import { useId } from 'react';
import { PassengerForm_GuestFragmentDoc, type PassengerForm_GuestFragment } from '@/apollo/generated/graphql';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import type { CountryOption } from '../api/country-options';
import { passengerDetails } from '../api/passenger-fields';
import { usePassengerForm } from '../hooks/use-passenger-form';
import { ContactFields, PersonalFields, type PassengerFields } from './passenger-fields';
import { PassengerHeader } from './passenger-header';
import styles from './checkout.module.css';

export type { CountryOption } from '../api/country-options';

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
  const { control, register, errors, submit, saveErrors, saving } = usePassengerForm({
    groupBookingId,
    guest,
    details,
    isAgent,
    onSaved,
  });
  const fields: PassengerFields = {
    control,
    register,
    errors,
    details,
    isAgent,
    lead: index === 0,
    countries,
  };
  const missing = Object.values(errors).some(
    (error) => error?.type === 'REQUIRED' || error?.type === 'DIAL_CODE_REQUIRED',
  );

  return (
    <section id={passengerAnchor(guest.passengerId)} className={styles.card} aria-labelledby={ids.title}>
      <PassengerHeader {...{ guest, index, trips, isAgent, ids, expanded, onToggle }} />
      <form
        id={ids.body}
        hidden={!expanded}
        className={styles.form}
        noValidate
        aria-labelledby={ids.title}
        onSubmit={(event) => void submit(event)}
      >
        <p className={styles.muted}>{UI_TEXTS.fieldsMarkedAreRequired}</p>
        <PersonalFields fields={fields} />
        <ContactFields fields={fields} />
        {missing && <p className={styles.formError}>{MESSAGES.completeAllRequiredFields}</p>}
        {saveErrors.length > 0 && (
          <Alert>
            {saveErrors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </Alert>
        )}
        <Button type="submit" pending={saving}>
          {UI_TEXTS.savePassenger} {index + 1}
        </Button>
      </form>
    </section>
  );
}
