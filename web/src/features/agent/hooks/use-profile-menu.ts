import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

/** How long the pointer may be away from the trigger and its menu before a menu opened by hover closes. */
const HOVER_CLOSE_DELAY_MS = 300;

/**
 * How the My Profile menu is open: `peek` when hover or keyboard focus on the trigger showed it (a non-modal
 * popover: focus stays where it was, the pointer leaving or focus moving on closes it); `first`/`last` when the
 * keyboard entered the peeking menu (focus on that item); `menu` when opened by a click or a key (react-aria's own
 * focus rules). Once entered or clicked, the menu is react-aria's modal one (an outside click or Escape closes it).
 */
export type MenuOpening = 'peek' | 'first' | 'last' | 'menu' | null;

/** Keys that move from a peeking menu into it, and the item each focuses. */
const ENTER_MENU_KEYS: Record<string, 'first' | 'last'> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * The My Profile menu's opening (seed 000 §2: a hover dropdown): hovering the trigger or its menu with a mouse,
 * or reaching the trigger with Tab, shows the menu without taking focus; a click and Enter, Space or the arrow
 * keys work as in any react-aria menu (focus in the menu, Escape closes and returns to the trigger).
 * @returns the `opening`, the popover's ref, and the props for the MenuTrigger, the element around the trigger,
 * the trigger button, the element around the menu and the menu's `autoFocus`.
 */
export function useProfileMenu() {
  const [opening, setOpening] = useState<MenuOpening>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const popover = useRef<HTMLDivElement>(null);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const peek = () => {
    window.clearTimeout(closeTimer.current);
    setOpening((current) => current ?? 'peek');
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') peek();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(
      () => setOpening((current) => (current === 'peek' ? null : current)),
      HOVER_CLOSE_DELAY_MS,
    );
  };
  // Capture phase: runs before react-aria's trigger keys, which would otherwise toggle the peeking menu shut.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (opening !== 'peek') return;
    const into = ENTER_MENU_KEYS[event.key];
    if (into) {
      event.preventDefault();
      setOpening(into);
    } else if (event.key === 'Escape') {
      setOpening(null);
    }
  };
  return {
    opening,
    popoverRef: popover,
    /** MenuTrigger's controlled state. */
    triggerProps: {
      isOpen: opening !== null,
      onOpenChange: (open: boolean) =>
        setOpening((current) => (open ? (current && current !== 'peek' ? current : 'menu') : null)),
    },
    /** On the element around the trigger. */
    areaProps: { onPointerEnter, onPointerLeave, onKeyDownCapture },
    /** On the trigger button: reached by Tab, the menu peeks; leaving it elsewhere closes a peeking menu. */
    buttonProps: {
      onKeyUp: (event: KeyboardEvent) => {
        if (event.key === 'Tab') peek();
      },
      onBlur: (event: FocusEvent) => {
        const into = event.relatedTarget instanceof Node && popover.current?.contains(event.relatedTarget);
        if (!into) setOpening((current) => (current === 'peek' ? null : current));
      },
    },
    /** On the element inside the popover, around the menu. */
    menuAreaProps: { onPointerEnter, onPointerLeave },
    /** The menu's focus on opening: none while peeking, the item the key asked for, else react-aria's. */
    autoFocus: opening === 'peek' ? false : opening === 'first' || opening === 'last' ? opening : undefined,
  };
}
