import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import {
  GuestDetails_BookingFragmentDoc,
  type GuestDetails_BookingFragment,
} from '@/apollo/generated/graphql';
import styles from './booking-page.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    fragment GuestDetails_booking on Booking {
      groupBookingId
      guests {
        passengerId
        firstName
        familyName
        email
        telephoneCountryCode
        telephoneNumber
        postCode
      }
    }
  `;
}

/** 'GUEST DETAILS' (seed 001 §2 Booking page, §6): every guest by name; only the lead guest's contact details. */
export function GuestDetails({ booking }: { booking: FragmentType<GuestDetails_BookingFragment> }) {
  const { data, complete } = useFragment({
    fragment: GuestDetails_BookingFragmentDoc,
    fragmentName: 'GuestDetails_booking',
    from: booking,
  });
  if (!complete) return null;
  return (
    <section className={styles.card} aria-labelledby="guest-details-title">
      <h2 id="guest-details-title" className={styles.cardTitle}>
        {LABELS.guestDetails}
      </h2>
      <ol className={styles.guests}>
        {data.guests.map((guest, index) => {
          const name = [guest.firstName, guest.familyName].filter(Boolean).join(' ') || `Guest ${index + 1}`;
          const phone = [guest.telephoneCountryCode, guest.telephoneNumber].filter(Boolean).join(' ');
          return (
            <li key={guest.passengerId}>
              <strong>{name}</strong>
              {index === 0 && (
                <dl className={styles.contact}>
                  <div>
                    <dt>{UI_TEXTS.email}</dt>
                    <dd>{guest.email || '—'}</dd>
                  </div>
                  <div>
                    <dt>{UI_TEXTS.phone}</dt>
                    <dd>{phone || '—'}</dd>
                  </div>
                  <div>
                    <dt>{UI_TEXTS.postcode}</dt>
                    <dd>{guest.postCode || '—'}</dd>
                  </div>
                </dl>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
