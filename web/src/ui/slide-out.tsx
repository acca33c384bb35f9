import type { ReactNode } from 'react';
import { useIsSSR } from 'react-aria';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '@/ui/icons';
import styles from './slide-out.module.css';

/** Props of {@link SlideOut}. */
export interface SlideOutProps {
  /** Accessible name of the dialog (the tour's name, 'Dates'...). */
  'aria-label': string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A panel sliding in from the right (seed 001 §2 slide-outs): a react-aria modal dialog, so focus is trapped
 * and restored, and Escape or a click on the backdrop closes it. The close button sits in a bar at the top of the
 * panel that stays in view as the panel scrolls; the bar takes its own room and the panel keeps focused and
 * scrolled-to content below it (scroll padding), so it never covers a control (WCAG 2.4.11).
 * react-aria's modal renders only in the browser (into a portal): on the server and while the page hydrates the
 * same panel is drawn in place, so a server-rendered page shows it with its content and data. That copy
 * is `inert` and `aria-hidden` (no focus, no clicks, out of the accessibility tree) until the modal replaces it, so nothing done
 * before the script has run is lost.
 */
export function SlideOut({ 'aria-label': label, onClose, children }: SlideOutProps) {
  if (useIsSSR()) {
    return (
      <div className={styles.overlay} inert aria-hidden="true">
        <div className={styles.modal}>
          <section className={styles.dialog} role="dialog" aria-modal="true" aria-label={label}>
            <div className={styles.bar}>
              <button type="button" className={styles.close} aria-label="Close">
                <CloseIcon />
              </button>
            </div>
            {children}
          </section>
        </div>
      </div>
    );
  }
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={label}>
          <div className={styles.bar}>
            <Button className={styles.close} slot="close" aria-label="Close">
              <CloseIcon />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
