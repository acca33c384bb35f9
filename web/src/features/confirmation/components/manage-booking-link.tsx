import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { formatLongDate, isoDateInLondon } from '@tourdesk/domain/dates';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  EmailBookingDocumentDocument,
  ManageBookingLink_BookingFragmentDoc,
  type ManageBookingLink_BookingFragment,
} from '@/apollo/generated/graphql';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { LinkButton } from '@/ui/link-button';
import { UI_TEXTS } from '@/texts';
import styles from './confirmation.module.css';

if (false) {
  gql`
    fragment ManageBookingLink_booking on Booking {
      groupBookingId
      manageLink {
        path
        expiresAt
      }
    }
  `;
}

/**
 * 'Manage your booking' (consumers): the booking's signed link (its page with documents, balance and
 * cancellation), which opens it in any browser until its expiry (a day in Europe/London), and says so; and
 * 'Email me my booking': the booking statement e-mailed to an address, the message carrying the link (the gateway
 * adds it for a consumer). Nothing without a link (agents, a booking paid by payment link).
 */
export function ManageBookingLink({ booking }: { booking: FragmentType<ManageBookingLink_BookingFragment> }) {
  const { data, complete } = useFragment({
    fragment: ManageBookingLink_BookingFragmentDoc,
    fragmentName: 'ManageBookingLink_booking',
    from: booking,
  });
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [emailDocument, { loading }] = useMutation(EmailBookingDocumentDocument, { errorPolicy: 'all' });
  if (!complete || !data.manageLink) return null;
  const until = formatLongDate(isoDateInLondon(new Date(data.manageLink.expiresAt)));

  const send = handleSubmit(async ({ email }) => {
    setOutcome(null);
    const result = await emailDocument({
      variables: {
        groupBookingId: data.groupBookingId,
        messageType: 'CONSUMER_STATEMENT',
        email: email.trim(),
      },
    });
    const payload = result.data?.emailBookingDocument;
    setOutcome(
      payload?.sent
        ? { tone: 'success', text: `Booking statement and link sent to ${email.trim()}.` }
        : { tone: 'error', text: payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_TEXT },
    );
  });

  return (
    <section className={styles.card} aria-labelledby="manage-booking-title">
      <h2 id="manage-booking-title" className={styles.cardTitle}>
        {UI_TEXTS.manageYourBooking}
      </h2>
      <p className={styles.muted}>
        {UI_TEXTS.yourBookingPageHasYourDocuments}
        {data.groupBookingId} {UI_TEXTS.inAnyBrowserUntil} {until}.
      </p>
      <LinkButton to={data.manageLink.path} variant="secondary">
        {UI_TEXTS.viewOrManageBooking}
        {data.groupBookingId}
      </LinkButton>
      <form className={styles.manageEmail} onSubmit={(event) => void send(event)} noValidate>
        <Field label="Email me my booking" type="email" autoComplete="email" {...register('email')} />
        <Button type="submit" variant="secondary" pending={loading}>
          {UI_TEXTS.send}
        </Button>
      </form>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </section>
  );
}
