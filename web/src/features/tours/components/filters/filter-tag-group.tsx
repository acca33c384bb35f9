import { filtersSelectedLabel } from '@tourdesk/domain/tour-search';
import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { FilterBar_FilterFragment } from '@/apollo/generated/graphql';
import styles from './filters.module.css';

/** The one key a selection change added or removed, or null when nothing changed. */
export function toggledKey(before: readonly string[], after: 'all' | Set<Key>): string | null {
  if (after === 'all') return null;
  const next = [...after].map(String);
  return next.find((key) => !before.includes(key)) ?? before.find((key) => !next.includes(key)) ?? null;
}

/** Props of {@link FilterTagGroup}. */
export interface FilterTagGroupProps {
  filter: FilterBar_FilterFragment;
  /** Selected tag ids of this list. */
  selected: readonly string[];
  /** Called with the tag id pressed (selected or deselected). */
  onToggle: (tagId: string) => void;
}

/**
 * A filter list as tag buttons (seed 001 §2 location tags) under its name and 'n Filter(s) Selected': the
 * location list of the filter bar, and every list in the mobile 'Filter Trips' overlay.
 */
export function FilterTagGroup({ filter, selected, onToggle }: FilterTagGroupProps) {
  const labelId = useId();
  return (
    <div className={styles.tagGroup}>
      <p className={styles.tagGroupLabel} id={labelId}>
        {filter.name} <span className={styles.selectedCount}>{filtersSelectedLabel(selected.length)}</span>
      </p>
      <ToggleButtonGroup
        className={styles.tags}
        aria-labelledby={labelId}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          const key = toggledKey(selected, new Set(keys));
          if (key) onToggle(key);
        }}
      >
        {filter.tags.map((tag) => (
          <ToggleButton key={tag.tagId} id={tag.tagId} className={styles.tag}>
            {tag.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
