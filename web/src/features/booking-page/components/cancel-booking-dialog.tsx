import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CancelWholeBookingDocument } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import styles from './booking-page.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    mutation CancelWholeBooking($groupBookingId: ID!, $tripPassengerIds: [ID!]!) {
      cancelBookingPassengers(groupBookingId: $groupBookingId, tripPassengerIds: $tripPassengerIds) {
        booking {
          groupBookingId
          ...BookingPageDetails_booking
          ...BookingRefund_booking
        }
        userErrors {
          message
        }
      }
    }
  `;
}

/** What the dialog shows of a cancellation's cost: `actions` draws its buttons once it knows the quote's state. */
export type CancellationQuoteSlot = (
  tripPassengerIds: readonly string[],
  actions: (state: 'loading' | 'quoted' | 'unavailable') => ReactNode,
) => ReactNode;

/**
 * The booking page's cancel confirmation (seed 001 §2 Booking page, seed 000 §2 cancel dialog): what cancelling
 * every passenger still booked costs (the provider's quote, through `cancellationQuote`), 'Cancel Booking' with a
 * spinner while cancelling and 'Exit'. The cancel answers the booking, which refreshes the page (its figures and
 * its refund) through the cache; the dialog then closes.
 */
export function CancelBookingDialog({
  groupBookingId,
  tripPassengerIds,
  isOpen,
  onOpenChange,
  cancellationQuote,
}: {
  groupBookingId: string;
  /** The trip passengers still booked, all cancelled. */
  tripPassengerIds: readonly string[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  cancellationQuote: CancellationQuoteSlot;
}) {
  const [cancel, { loading }] = useMutation(CancelWholeBookingDocument, { errorPolicy: 'all' });
  const onCancel = async () => {
    await cancel({ variables: { groupBookingId, tripPassengerIds: [...tripPassengerIds] } });
    onOpenChange(false);
  };
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={!loading}
      onOpenChange={onOpenChange}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title" className={styles.cardTitle}>
            {UI_TEXTS.cancelThisBooking}
          </Heading>
          <p>
            {UI_TEXTS.everyPassengerOfBooking}
            {groupBookingId} {UI_TEXTS.willBeCancelled}
          </p>
          {cancellationQuote(tripPassengerIds, (quote) => (
            <div className={styles.actions}>
              <Button
                variant="danger"
                pending={loading}
                disabled={quote === 'loading'}
                onClick={() => void onCancel()}
              >
                {LABELS.cancelBooking}
              </Button>
              <Button variant="secondary" disabled={loading} onClick={() => onOpenChange(false)}>
                {LABELS.exit}
              </Button>
            </div>
          ))}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
