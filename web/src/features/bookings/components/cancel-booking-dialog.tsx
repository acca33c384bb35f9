import { LABELS } from '@tourdesk/domain/messages';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import { CancellationQuote } from './cancellation-quote';
import styles from './cancel-booking-dialog.module.css';

/**
 * The cancel confirmation (seed 000 §2): 'Are you sure you want to cancel this booking?', what cancelling the
 * flagged passengers costs (the provider's quote: fee and refund per passenger and in total, or the seed's 'fees
 * may apply' line when no quote can be had) and two confirmations (terms explained to the client; wish to
 * proceed), both required, with the quote settled, before the cancellation can be confirmed. A react-aria modal:
 * focus moves in and is trapped, Escape closes it, focus returns to the trigger.
 */
export function CancelBookingDialog({
  groupBookingId,
  tripPassengerIds,
  isOpen,
  pending,
  failure,
  onClose,
  onConfirm,
}: {
  groupBookingId: string;
  /** The trip passengers flagged for cancellation. */
  tripPassengerIds: readonly string[];
  isOpen: boolean;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const [explained, setExplained] = useState(false);
  const [proceed, setProceed] = useState(false);
  const close = () => {
    setExplained(false);
    setProceed(false);
    onClose();
  };
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={!pending}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title" className={styles.title}>
            {LABELS.cancelBookingConfirm}
          </Heading>
          <CancellationQuote groupBookingId={groupBookingId} tripPassengerIds={tripPassengerIds}>
            {(quote) => (
              <>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={explained}
                    onChange={(e) => setExplained(e.target.checked)}
                  />
                  <span>{UI_TEXTS.iHaveExplainedTheBookingTerms}</span>
                </label>
                <label className={styles.check}>
                  <input type="checkbox" checked={proceed} onChange={(e) => setProceed(e.target.checked)} />
                  <span>{UI_TEXTS.iWishToProceedWithThe}</span>
                </label>
                {failure && <Alert>{failure}</Alert>}
                <div className={styles.actions}>
                  <Button
                    variant="danger"
                    disabled={!explained || !proceed || quote === 'loading'}
                    pending={pending}
                    onClick={onConfirm}
                  >
                    {UI_TEXTS.confirmCancellation}
                  </Button>
                  <Button variant="secondary" disabled={pending} onClick={close}>
                    {UI_TEXTS.keepBooking}
                  </Button>
                </div>
              </>
            )}
          </CancellationQuote>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
