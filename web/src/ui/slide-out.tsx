import { memo, startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
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
 * Whether the slide-out is drawn as react-aria's modal: at once when it opens in the browser; on the server and
 * while a server-rendered page hydrates, not yet (the in-place copy), and then in a transition after hydration.
 * The modal mounts its content anew in a portal, which for a tour details panel is its whole tree: as a
 * transition React renders it in slices between which the browser handles input, instead of the one long task
 * of the synchronous re-render that `useIsSSR` changing from its server value would cause.
 */
function useModalOnceHydrated(): boolean {
  const hydrating = useIsSSR();
  const [modal, setModal] = useState(!hydrating);
  useEffect(() => {
    if (!modal) startTransition(() => setModal(true));
  }, [modal]);
  return modal;
}

/** A promise that never settles: what {@link ServerMarkup} waits for in the browser. */
const never = new Promise<never>(() => undefined);

/**
 * Its children on the server; in the browser it suspends for good, so while a page hydrates, React keeps the
 * server's markup of the Suspense boundary around it as it is, without hydrating it (the modal that replaces the
 * copy renders the content itself: hydrating the copy first would do that work twice).
 */
function ServerMarkup({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') use(never);
  return children;
}

/**
 * The slide-out drawn in place, inert, on the server and while the page hydrates. Memoised so that no update
 * (the page's own re-render, `useIsSSR` changing from its server value) reaches the boundary of the markup it
 * leaves unhydrated: an update there would make React draw the boundary's empty fallback instead.
 */
const InPlaceCopy = memo(function InPlaceCopy({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.overlay} inert aria-hidden="true">
      <div className={styles.modal}>
        <section className={styles.dialog} role="dialog" aria-modal="true" aria-label={label}>
          <div className={styles.bar}>
            <button type="button" className={styles.close} aria-label="Close">
              <CloseIcon />
            </button>
          </div>
          <Suspense>
            <ServerMarkup>{children}</ServerMarkup>
          </Suspense>
        </section>
      </div>
    </div>
  );
});

/**
 * A panel sliding in from the right (seed 001 §2 slide-outs): a react-aria modal dialog, so focus is trapped
 * and restored, and Escape or a click on the backdrop closes it. The close button sits in a bar at the top of the
 * panel that stays in view as the panel scrolls; the bar takes its own room and the panel keeps focused and
 * scrolled-to content below it (scroll padding), so it never covers a control (WCAG 2.4.11).
 * react-aria's modal renders only in the browser (into a portal): on the server and while the page hydrates the
 * same panel is drawn in place, so a server-rendered page shows it with its content and data. That copy
 * is `inert` and `aria-hidden` (no focus, no clicks, out of the accessibility tree) until the modal replaces it, so nothing done
 * before the script has run is lost. Its content is never hydrated (see {@link InPlaceCopy}): the modal replaces it in
 * a transition once the page has hydrated (see {@link useModalOnceHydrated}).
 */
export function SlideOut({ 'aria-label': label, onClose, children }: SlideOutProps) {
  if (!useModalOnceHydrated()) return <InPlaceCopy label={label}>{children}</InPlaceCopy>;
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
