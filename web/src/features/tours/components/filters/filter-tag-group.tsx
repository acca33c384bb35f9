import { filtersSelectedLabel } from '@tourdesk/domain/tour-search';
import { useId } from 'react';
import type { FilterBar_FilterFragment } from '@/apollo/generated/graphql';
import styles from './filters.module.css';

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
 * location list of the filter bar, and every list in the mobile 'Filter Trips' overlay. Each tag is a native
 * toggle button (`aria-pressed`), drawn and reachable before the page's script has run.
 */
export function FilterTagGroup({ filter, selected, onToggle }: FilterTagGroupProps) {
  const labelId = useId();
  return (
    <div className={styles.tagGroup}>
      <p className={styles.tagGroupLabel} id={labelId}>
        {filter.name} <span className={styles.selectedCount}>{filtersSelectedLabel(selected.length)}</span>
      </p>
      <div className={styles.tags} role="group" aria-labelledby={labelId}>
        {filter.tags.map((tag) => (
          <button
            key={tag.tagId}
            type="button"
            className={styles.tag}
            aria-pressed={selected.includes(tag.tagId)}
            onClick={() => onToggle(tag.tagId)}
          >
            {tag.name}
          </button>
        ))}
      </div>
    </div>
  );
}
