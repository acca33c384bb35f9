import { gql } from '@apollo/client';
import {
  DEPARTURE_CITIES,
  filtersSelectedLabel,
  toggleFilterTag,
  visibleFilterTags,
  type FilterSelection,
} from '@tourdesk/domain/tour-search';
import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  ToggleButton,
  ToggleButtonGroup,
  type Key,
} from 'react-aria-components';
import type { FilterBar_FilterFragment } from '@/apollo/generated/graphql';
import { ChevronDownIcon, FilterIcon } from '@/ui/icons';
import styles from './filters.module.css';

if (false) {
  gql`
    fragment FilterBar_filter on Filter {
      name
      tags {
        tagId
        name
        tagName
      }
    }
  `;
}

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** The filter lists (the route's query spreads the fragment unmasked: filters have no cache key). */
  filters: readonly FilterBar_FilterFragment[];
  /** Selected tag ids (from the address). */
  selectedTagIds: readonly string[];
  /** Agents also see the agent-only tag (seed 001 §6). */
  isAgent: boolean;
  /** New selection, already following the accumulative rule. */
  onChange: (tagIds: string[]) => void;
  /** Further desktop controls placed first in the bar (the agent brand/duration popup). */
  children?: ReactNode;
}

type FilterList = FilterBar_FilterFragment;

/** The selection per filter name of a set of selected tag ids. */
function selectionOf(filters: readonly FilterList[], tagIds: readonly string[]): FilterSelection {
  const selection: Record<string, string[]> = {};
  for (const filter of filters) {
    const selected = filter.tags.filter((tag) => tagIds.includes(tag.tagId)).map((tag) => tag.tagId);
    if (selected.length) selection[filter.name] = selected;
  }
  return selection;
}

const tagIdsOf = (selection: FilterSelection) => Object.values(selection).flat();

/** The selected tag ids after a click on `tagId` of `filterName` (the domain's accumulative rule). */
const toggled = (selection: FilterSelection, filterName: string, tagId: string) =>
  tagIdsOf(toggleFilterTag(selection, filterName, tagId));

/** A list whose tags are all departure cities (seed 001 §9) is shown as location tag buttons. */
const isLocationFilter = (filter: FilterList) =>
  filter.tags.length > 0 &&
  filter.tags.every((tag) => (DEPARTURE_CITIES as readonly string[]).includes(tag.tagName.toLowerCase()));

/** The one key a selection change added or removed. */
function toggledKey(before: readonly string[], after: 'all' | Set<Key>): string | null {
  if (after === 'all') return null;
  const next = [...after].map(String);
  return next.find((key) => !before.includes(key)) ?? before.find((key) => !next.includes(key)) ?? null;
}

function FilterDropdown({
  filter,
  selected,
  onToggle,
}: {
  filter: FilterList;
  selected: readonly string[];
  onToggle: (tagId: string) => void;
}) {
  const label = selected.length ? filtersSelectedLabel(selected.length) : filter.name;
  return (
    <MenuTrigger>
      <Button
        className={`${styles.dropdown} ${selected.length ? styles.active : ''}`}
        aria-label={selected.length ? `${filter.name}: ${label}` : filter.name}
      >
        {label}
        <ChevronDownIcon />
      </Button>
      <Popover className={styles.popover} placement="bottom start">
        <Menu
          className={styles.menu}
          aria-label={filter.name}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={(keys) => {
            const key = toggledKey(selected, keys);
            if (key) onToggle(key);
          }}
        >
          {filter.tags.map((tag) => (
            <MenuItem key={tag.tagId} id={tag.tagId} className={styles.menuItem}>
              {({ isSelected }) => (
                <>
                  <span className={styles.check} aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                  {tag.name}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function FilterTagGroup({
  filter,
  selected,
  onToggle,
}: {
  filter: FilterList;
  selected: readonly string[];
  onToggle: (tagId: string) => void;
}) {
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

/**
 * The search page's filters (seed 001 §2 Filter interfaces, §4 Search and filters, §6): a dropdown per filter
 * list (react-aria menus; opening one closes the others), the location list as tag buttons with 'n Filter(s)
 * Selected', and on screens up to 768px a 'Filter Trips' button opening an overlay with every list, Apply and
 * Close. Selections follow the domain's accumulative rule (a tag clears the other lists; the same tag again
 * deselects it); the agent-only tag is hidden from customers.
 */
export function FilterBar({ filters, selectedTagIds, isAgent, onChange, children }: FilterBarProps) {
  const lists = filters
    .map((filter) => ({ ...filter, tags: visibleFilterTags(filter.tags, isAgent) }))
    .filter((filter) => filter.tags.length > 0);
  const selection = selectionOf(lists, selectedTagIds);
  const location = lists.find(isLocationFilter);
  const dropdowns = lists.filter((filter) => filter !== location);

  return (
    <>
      <div className={styles.bar} role="group" aria-label="Filters">
        {children}
        {dropdowns.map((filter) => (
          <FilterDropdown
            key={filter.name}
            filter={filter}
            selected={selection[filter.name] ?? []}
            onToggle={(tagId) => onChange(toggled(selection, filter.name, tagId))}
          />
        ))}
        {location && (
          <FilterTagGroup
            filter={location}
            selected={selection[location.name] ?? []}
            onToggle={(tagId) => onChange(toggled(selection, location.name, tagId))}
          />
        )}
      </div>
      <MobileFilters lists={lists} selection={selection} onApply={onChange} />
    </>
  );
}

function MobileFilters({
  lists,
  selection,
  onApply,
}: {
  lists: FilterList[];
  selection: FilterSelection;
  onApply: (tagIds: string[]) => void;
}) {
  const [draft, setDraft] = useState<FilterSelection | null>(null);
  const close = () => setDraft(null);
  return (
    <>
      <Button className={styles.filterTrips} onPress={() => setDraft(selection)}>
        <FilterIcon />
        Filter Trips
      </Button>
      <ModalOverlay
        className={styles.overlay}
        isOpen={draft !== null}
        isDismissable
        onOpenChange={(open) => {
          if (!open) close();
        }}
      >
        <Modal className={styles.overlayModal}>
          <Dialog className={styles.overlayDialog}>
            <Heading slot="title" className={styles.overlayTitle}>
              Filter Trips
            </Heading>
            <div className={styles.overlayBody}>
              {draft &&
                lists.map((filter) => (
                  <FilterTagGroup
                    key={filter.name}
                    filter={filter}
                    selected={draft[filter.name] ?? []}
                    onToggle={(tagId) => {
                      setDraft(toggleFilterTag(draft, filter.name, tagId));
                    }}
                  />
                ))}
            </div>
            <div className={styles.overlayActions}>
              <Button className={`${styles.action} ${styles.secondary}`} onPress={close}>
                Close
              </Button>
              <Button
                className={styles.action}
                onPress={() => {
                  if (draft) onApply(tagIdsOf(draft));
                  close();
                }}
              >
                Apply
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
