import type { RefObject } from 'react';
import type { Key } from 'react-aria-components';
import type { FilterBar_FilterFragment } from '@/apollo/generated/graphql';
import { PopupMenu, PopupMenuItem } from '@/ui/popup-menu';
import styles from './filters.module.css';

/** The one key a selection change added or removed, or null when nothing changed. */
function toggledKey(before: readonly string[], after: 'all' | Set<Key>): string | null {
  if (after === 'all') return null;
  const next = [...after].map(String);
  return next.find((key) => !before.includes(key)) ?? before.find((key) => !next.includes(key)) ?? null;
}

/** Props of {@link FilterMenu}. */
export interface FilterMenuProps {
  filter: FilterBar_FilterFragment;
  /** Selected tag ids of this list. */
  selected: readonly string[];
  /** The dropdown button the menu opens from (placement, and where the focus returns). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  onToggle: (tagId: string) => void;
  onClose: () => void;
}

/**
 * An open filter dropdown (seed 001 §2 dropdown filter list): a {@link PopupMenu} of check items under its
 * button, loaded only once a dropdown opens. The focus moves to the first item; Escape, a click
 * outside or Tab closes it. The popover is non-modal, like a menu bar's menus: the page stays live under it, so
 * one click on another dropdown closes this one and opens that one (seed 001 §4 'opening one dropdown closes the
 * others'); a click on its own button closes it.
 */
export function FilterMenu({ filter, selected, triggerRef, onToggle, onClose }: FilterMenuProps) {
  return (
    <PopupMenu
      triggerRef={triggerRef}
      // Drawn inside the page's main landmark, next to the filters, not at the end of the page.
      container={document.getElementById('main')}
      placement="bottom start"
      className={styles.menuPopover}
      label={filter.name}
      selectionMode="multiple"
      selectedKeys={selected}
      onClose={onClose}
      onSelectionChange={(keys) => {
        const key = toggledKey(selected, keys);
        if (key) onToggle(key);
      }}
    >
      {filter.tags.map((tag) => (
        <PopupMenuItem key={tag.tagId} id={tag.tagId} className={styles.menuItem}>
          {tag.name}
        </PopupMenuItem>
      ))}
    </PopupMenu>
  );
}
