import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  EmailBookingDocumentDocument,
  PrintDocuments_BookingFragmentDoc,
  type BookingMessageType,
  type PrintDocuments_BookingFragment,
} from '@/apollo/generated/graphql';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import styles from './confirmation.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    fragment PrintDocuments_booking on Booking {
      groupBookingId
      documents {
        name
        url
        messageType
      }
    }

    mutation EmailBookingDocument($groupBookingId: ID!, $messageType: BookingMessageType!, $email: String!) {
      emailBookingDocument(groupBookingId: $groupBookingId, messageType: $messageType, email: $email) {
        sent
        userErrors {
          message
        }
      }
    }
  `;
}

/**
 * 'Print Documents' (seed 001 §2 Confirmation, agents only): the advice text, each document as a link opening in
 * a new tab, and the 'Email documents' address with a send button per document (spinner while sending; the
 * address has no shown validation, seed 001 §5).
 */
export function PrintDocuments({ booking }: { booking: FragmentType<PrintDocuments_BookingFragment> }) {
  const { data, complete } = useFragment({
    fragment: PrintDocuments_BookingFragmentDoc,
    fragmentName: 'PrintDocuments_booking',
    from: booking,
  });
  const { register, getValues } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [sending, setSending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [emailDocument] = useMutation(EmailBookingDocumentDocument, { errorPolicy: 'all' });
  if (!complete) return null;

  const send = async (name: string, messageType: BookingMessageType) => {
    const email = getValues('email').trim();
    setSending(name);
    setOutcome(null);
    const result = await emailDocument({
      variables: { groupBookingId: data.groupBookingId, messageType, email },
    });
    setSending(null);
    const payload = result.data?.emailBookingDocument;
    setOutcome(
      payload?.sent
        ? { tone: 'success', text: `${name} sent to ${email}.` }
        : { tone: 'error', text: payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_TEXT },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="print-documents-title">
      <h2 id="print-documents-title" className={styles.cardTitle}>
        {LABELS.printDocuments}
      </h2>
      <p>{LABELS.pleaseCheckTheBookingDetailsCarefully}</p>
      <Field label="Email documents" type="email" autoComplete="email" {...register('email')} />
      <ul className={styles.documents}>
        {data.documents.map((document) => {
          const messageType = document.messageType;
          return (
            <li key={document.url}>
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                {document.name}
                <span className={styles.visuallyHidden}> {UI_TEXTS.opensInANewTab}</span>
              </a>
              {messageType && (
                <Button
                  size="small"
                  variant="secondary"
                  pending={sending === document.name}
                  disabled={sending !== null}
                  aria-label={`Email ${document.name}`}
                  onClick={() => void send(document.name, messageType)}
                >
                  {UI_TEXTS.send}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </section>
  );
}
