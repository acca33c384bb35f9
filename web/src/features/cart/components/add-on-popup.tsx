import { addOnPopupHeadline } from '@tourdesk/domain/add-ons';
import { LABELS } from '@tourdesk/domain/messages';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/ui/button';
import styles from './add-on-popup.module.css';

/** An add-on the popup suggests. */
export interface PopupAddOn {
  name: string;
  /** Image cropped at width 600 (seed 001 §2). */
  imageUrl: string;
  /** The main trip it is offered for ('Show add-ons for my trip' scrolls to that trip's add-ons). */
  tripTourId: string;
}

/**
 * The customer's add-on popup at checkout (seed 001 §2 Cart popup, §4 Checkout): 'Last chance to secure your spot
 * for {name}!' (or '... and other add-ons!'), 'Show add-ons for my trip' and 'Proceed without add-ons'. A react-aria
 * modal dialog: focus moves in and is restored; Escape counts as showing the add-ons (the user stays in the cart).
 */
export function AddOnPopup({
  addOns,
  onShowAddOns,
  onProceed,
}: {
  addOns: readonly PopupAddOn[];
  onShowAddOns: () => void;
  onProceed: () => void;
}) {
  const [first] = addOns;
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onShowAddOns();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {first && <img className={styles.image} src={first.imageUrl} alt="" width={600} height={300} />}
          <Heading slot="title" className={styles.title}>
            {addOnPopupHeadline(addOns.map((addOn) => addOn.name))}
          </Heading>
          <div className={styles.actions}>
            <Button onClick={onShowAddOns}>{LABELS.showAddOnsForMyTrip}</Button>
            <Button variant="secondary" onClick={onProceed}>
              {LABELS.proceedWithoutAddOns}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
