import { useRef, type ReactNode, type RefObject } from 'react';
import { useInteractOutside } from 'react-aria';
import { Menu, MenuItem, Popover, type Key, type Selection } from 'react-aria-components';
import styles from './popup-menu.module.css';

/** Props of {@link PopupMenu}. */
export interface PopupMenuProps {
  /** The button the menu opens from: the popover sits under it, and a click on it is left to its own toggle. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Where the popover is drawn; by default at the end of the page. */
  container?: HTMLElement | null;
  placement: 'bottom start' | 'bottom end';
  /** The popover's own class (its sizes), added to the shared frame. */
  className: string | undefined;
  /** The menu's accessible name. */
  label: string;
  selectionMode: 'single' | 'multiple';
  selectedKeys: readonly string[];
  disallowEmptySelection?: boolean;
  /** An item chosen (a click, Enter or Space), with its id. */
  onAction?: (key: Key) => void;
  /** The selection after an item was toggled. */
  onSelectionChange?: (keys: Selection) => void;
  onClose: () => void;
  /** The {@link PopupMenuItem}s. */
  children: ReactNode;
}

/**
 * An open popup menu: a react-aria menu in a non-modal popover under its button, like a menu bar's menus (the page
 * stays live under it). The focus moves to the first item; arrow keys move, Escape, Tab or a click outside closes
 * it (`onClose`), a click on its own button is left to the button's toggle. The caller renders it only while open.
 */
export function PopupMenu({
  triggerRef,
  container,
  placement,
  className,
  label,
  selectionMode,
  selectedKeys,
  disallowEmptySelection,
  onAction,
  onSelectionChange,
  onClose,
  children,
}: PopupMenuProps) {
  const popoverRef = useRef<HTMLElement>(null);
  const outsideTrigger = (element: Element) => !triggerRef.current?.contains(element);
  // Non-modal, so react-aria does not close it on a click outside: a click outside but on its button closes it.
  useInteractOutside({
    ref: popoverRef,
    onInteractOutside: (event) => {
      if (event.target instanceof Element && outsideTrigger(event.target)) onClose();
    },
  });
  return (
    <Popover
      ref={popoverRef}
      className={[styles.popover, className].join(' ')}
      placement={placement}
      triggerRef={triggerRef}
      UNSTABLE_portalContainer={container ?? undefined}
      isOpen
      isNonModal
      shouldCloseOnInteractOutside={outsideTrigger}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Menu
        className={styles.menu}
        aria-label={label}
        autoFocus="first"
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        disallowEmptySelection={disallowEmptySelection}
        onClose={onClose}
        onAction={onAction}
        onSelectionChange={onSelectionChange}
      >
        {children}
      </Menu>
    </Popover>
  );
}

/** Props of {@link PopupMenuItem}. */
export interface PopupMenuItemProps {
  id: string;
  /** The item's text for type-ahead, when its content is not plain text. */
  textValue?: string;
  /** The item's own class (its padding and height), added to the shared item. */
  className: string | undefined;
  children: ReactNode;
}

/** An item of a {@link PopupMenu}: a check mark (hidden from assistive technology) when selected, then `children`. */
export function PopupMenuItem({ id, textValue, className, children }: PopupMenuItemProps) {
  return (
    <MenuItem id={id} className={[styles.item, className].join(' ')} textValue={textValue}>
      {({ isSelected }) => (
        <>
          <span className={styles.check} aria-hidden="true">
            {isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </MenuItem>
  );
}
