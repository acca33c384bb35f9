import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { CHECKOUT_DELAY_MS } from '@tourdesk/domain/constants';
import { LABELS } from '@tourdesk/domain/messages';
import { isFieldRequired, validatePassengerList } from '@tourdesk/domain/passenger-details';
import { useState } from 'react';
import {
  CheckoutActions_GuestFragmentDoc,
  SubscribeNewsletterDocument,
  type CheckoutActions_GuestFragment,
} from '@/apollo/generated/graphql';
import { ProceedButton, TickBox } from '@/ui/agreement';
import { Alert } from '@/ui/alert';
import { UI_TEXTS } from '@/texts';
import { passengerDetails } from '../api/passenger-fields';
import styles from './checkout.module.css';

if (false) {
  gql`
    fragment CheckoutActions_guest on Guest {
      passengerId
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
    }

    mutation SubscribeNewsletter($email: String!, $firstName: String, $lastName: String) {
      subscribeNewsletter(email: $email, firstName: $firstName, lastName: $lastName) {
        accepted
      }
    }
  `;
}

/** Props of {@link CheckoutActions}. */
export interface CheckoutActionsProps {
  /** The booking's guests, in order (fragment `CheckoutActions_guest`, read back with useFragment). */
  guests: FragmentType<CheckoutActions_GuestFragment>[];
  isAgent: boolean;
  /** Payment-link mode skips the passenger check (seed 001 §5). */
  isPaymentLink: boolean;
  bookingConditionsUrl: string;
  /** Goes on to the card payment screen. */
  onContinue: () => void;
}

/**
 * The end of the checkout page (seed 001 §4 Checkout, §5, §6): the newsletter opt-in (customers, only when the
 * e-mail is required), the terms checkbox (customers; agents are pre-accepted) and the button, which reads
 * 'Agree to continue' until the terms are ticked. On click every passenger is checked: all valid → after
 * 2 seconds on to /creditcard; otherwise 'Please complete all required passenger details to continue
 * (Passenger N is missing details)', which follows the saved details and clears once every passenger is complete.
 * The guests are read from the cache with useFragment (every guest keyed by passengerId), so saved details count
 * at once.
 */
export function CheckoutActions({
  guests,
  isAgent,
  isPaymentLink,
  bookingConditionsUrl,
  onContinue,
}: CheckoutActionsProps) {
  const [terms, setTerms] = useState(isAgent);
  const [newsletter, setNewsletter] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [subscribe] = useMutation(SubscribeNewsletterDocument);
  const read = useFragment({ fragment: CheckoutActions_GuestFragmentDoc, from: guests });
  const people = read.complete ? read.data : [];
  const lead = people[0];
  const offerNewsletter = !isAgent && lead !== undefined && isFieldRequired(passengerDetails(lead), 'email');

  // Checked against the guests as they are now: once the last missing passenger is saved (the booking reloads),
  // the alert goes, and it names the next passenger still missing details meanwhile.
  const refusals = validatePassengerList(people.map(passengerDetails), isPaymentLink).map((e) => e.message);
  const errors = attempted ? refusals : [];

  const proceed = () => {
    setAttempted(true);
    // Never on without every guest read: the check needs them all.
    if (!read.complete || refusals.length > 0) return;
    setWaiting(true);
    if (offerNewsletter && newsletter && lead?.email) {
      subscribe({
        variables: { email: lead.email, firstName: lead.firstName, lastName: lead.familyName },
      }).catch(() => undefined);
    }
    window.setTimeout(onContinue, CHECKOUT_DELAY_MS);
  };

  return (
    <div className={styles.form}>
      {offerNewsletter && (
        <TickBox isSelected={newsletter} onChange={setNewsletter}>
          {UI_TEXTS.sendMeNewsAndOffersBy}
        </TickBox>
      )}
      {!isAgent && (
        <>
          <TickBox isSelected={terms} onChange={setTerms}>
            {UI_TEXTS.iHaveReadAndAgreeTo}
          </TickBox>
          <a href={bookingConditionsUrl} target="_blank" rel="noreferrer">
            {UI_TEXTS.readTheBookingConditionsOpensIn}
          </a>
        </>
      )}
      {errors.length > 0 && (
        <Alert>
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </Alert>
      )}
      <ProceedButton disabled={!terms} pending={waiting} onClick={proceed}>
        {terms ? 'Continue to Payment' : LABELS.agreeToContinue}
      </ProceedButton>
    </div>
  );
}
