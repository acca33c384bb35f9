import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIsSSR, useModalOverlay } from 'react-aria';
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

/** The open state react-aria's modal hooks read. */
type OverlayTriggerState = Parameters<typeof useModalOverlay>[1];

/**
 * Whether a slide-out hydrated in place has become a modal dialog: false while the page hydrates, true from the
 * first task after the browser has drawn the hydrated page. Becoming modal locks the page's scroll, which measures
 * the page's scrollbar (a forced layout), and takes the focus: left to the drawing after hydration, that work
 * would run on a page whose layout the hydration had just invalidated, in the same long task; a task of its own
 * after the next frame finds the layout done.
 */
function useModalOnceDrawn(): boolean {
  const hydrating = useIsSSR();
  const [modal, setModal] = useState(false);
  useEffect(() => {
    if (hydrating) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setModal(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hydrating]);
  return modal;
}

/**
 * The slide-out of a server-rendered page (a tour details panel opened by address), hydrated where the server drew
 * it rather than drawn again: React hydrates its content in place (the panel's own Suspense boundaries one after
 * another), so the browser does not build its whole tree anew in one commit. Until the hydrated page has been drawn
 * it is `inert` and `aria-hidden` ({@link useModalOnceDrawn}), so nothing done before the script has run is lost;
 * then it is a modal dialog like react-aria's (`useModalOverlay`: Escape and a click on the backdrop close it, the
 * page behind is inert and does not scroll) and takes the focus.
 */
function HydratedSlideOut({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const modal = useModalOnceDrawn();
  const modalRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  const state = useMemo<OverlayTriggerState>(
    () => ({
      isOpen: modal,
      setOpen: (open) => {
        if (!open) onClose();
      },
      open: () => undefined,
      close: onClose,
      toggle: onClose,
      point: null,
      setPoint: () => undefined,
    }),
    [modal, onClose],
  );
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, modalRef);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (modal && dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
  }, [modal]);
  return (
    <div {...underlayProps} className={styles.overlay} inert={!modal} aria-hidden={!modal || undefined}>
      <div {...modalProps} ref={modalRef} className={styles.modal}>
        <section
          ref={dialogRef}
          className={styles.dialog}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          tabIndex={-1}
        >
          <div className={styles.bar}>
            <Button className={styles.close} aria-label="Close" onPress={onClose}>
              <CloseIcon />
            </Button>
          </div>
          {children}
        </section>
      </div>
    </div>
  );
}

/**
 * A panel sliding in from the right (seed 001 §2 slide-outs): a react-aria modal dialog, so focus is trapped
 * and restored, and Escape or a click on the backdrop closes it. The close button sits in a bar at the top of the
 * panel that stays in view as the panel scrolls; the bar takes its own room and the panel keeps focused and
 * scrolled-to content below it (scroll padding), so it never covers a control (WCAG 2.4.11).
 * react-aria's modal renders only in the browser (into a portal): a slide-out the server draws (a page opened with it)
 * stays where it was drawn and is hydrated there, with the same modal behaviour once hydrated (see
 * {@link HydratedSlideOut}), so a server-rendered page shows it with its content and data.
 */
export function SlideOut({ 'aria-label': label, onClose, children }: SlideOutProps) {
  const hydrating = useIsSSR();
  // Each slide-out keeps the form it was first drawn in: a page's own from the server, react-aria's modal otherwise.
  const [inPlace] = useState(hydrating);
  if (inPlace) {
    return (
      <HydratedSlideOut label={label} onClose={onClose}>
        {children}
      </HydratedSlideOut>
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
