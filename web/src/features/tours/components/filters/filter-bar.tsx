import { gql } from '@apollo/client';
import {
  DEPARTURE_CITIES,
  filterButtonLabel,
  toggleFilterTag,
  type FilterSelection,
} from '@tourdesk/domain/tour-search';
import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FilterBar_FilterFragment } from '@/apollo/generated/graphql';
import { ChevronDownIcon, FilterIcon } from '@/ui/icons';
import { brandDurationLabel, type BrandDurationChoice } from './brand-duration-choices';
import { FilterTagGroup } from './filter-tag-group';
import styles from './filters.module.css';
import { LABELS } from '@tourdesk/domain/messages';

if (false) {
  gql`
    fragment FilterBar_filter on Filter {
      name
      tags {
        tagId
        name
        tagName
        filterName
      }
    }
  `;
}

// The menus, the popup and the overlay load when first opened: the list's first load stays small (B5).
const FilterMenu = lazy(() => import('./filter-menu').then((module) => ({ default: module.FilterMenu })));
const FilterOverlay = lazy(() =>
  import('./filter-overlay').then((module) => ({ default: module.FilterOverlay })),
);
const BrandDurationPopup = lazy(() =>
  import('./brand-duration-popup').then((module) => ({ default: module.BrandDurationPopup })),
);

/** A change of the filters: the new tag selection and, when the agent changed it, the brand/duration choice. */
export interface FilterChange {
  /** Selected tag ids, already following the accumulative rule. */
  tagIds: string[];
  /** The new brand/duration choice; absent when unchanged. */
  brandDuration?: BrandDurationChoice;
}

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** The filter lists (the route's query spreads the fragment unmasked: filters have no cache key). */
  filters: readonly FilterBar_FilterFragment[];
  /** Selected tag ids (from the address: its tags and the tags its presets stand for). */
  selectedTagIds: readonly string[];
  /** The agent brand/duration popup's current choice, or null where the popup is not offered (customers). */
  brandDuration: BrandDurationChoice | null;
  onChange: (change: FilterChange) => void;
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

/**
 * A button that opens a popup loaded on first use (a menu or a dialog): `aria-haspopup` and `aria-expanded`
 * as WAI-ARIA's menu button pattern asks; the popup gets the button's ref to sit under it and to give the
 * focus back when it closes.
 */
function PopupButton({
  label,
  accessibleName,
  active,
  popup,
  children,
}: {
  label: string;
  accessibleName?: string;
  active: boolean;
  popup: 'menu' | 'dialog';
  children: (props: { triggerRef: RefObject<HTMLButtonElement | null>; onClose: () => void }) => ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.dropdown} ${active ? styles.active : ''}`}
        aria-label={accessibleName}
        aria-haspopup={popup}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronDownIcon />
      </button>
      {open && <Suspense fallback={null}>{children({ triggerRef, onClose: () => setOpen(false) })}</Suspense>}
    </>
  );
}

/**
 * The search page's filters (seed 001 §2 Filter interfaces, §4 Search and filters, §6): for agents the
 * brand/duration popup, a dropdown per filter list (react-aria menus), the location list as tag buttons with
 * 'n Filter(s) Selected', and on screens up to 768px a 'Filter Trips' button opening an overlay with every list
 * (and the agent's brand/duration cards), Apply and Close. Selections follow the domain's accumulative rule (a
 * tag clears the other lists; the same tag again deselects it). The lists come as the gateway gives them: the
 * agent-only tag is already hidden from customers there.
 */
export function FilterBar({ filters, selectedTagIds, brandDuration, onChange }: FilterBarProps) {
  const [overlayOpen, setOverlayOpen] = useState(false);
  // The gateway already hides the agent-only tag from customers (seed 001 §6); an emptied list is not shown.
  const lists = filters.filter((filter) => filter.tags.length > 0);
  const selection = selectionOf(lists, selectedTagIds);
  const location = lists.find(isLocationFilter);
  const dropdowns = lists.filter((filter) => filter !== location);
  const brandLabel = brandDuration ? brandDurationLabel(brandDuration) : null;

  return (
    <>
      <div className={styles.bar} role="group" aria-label="Filters">
        {brandDuration && (
          <PopupButton label={brandLabel ?? 'Brand & duration'} active={brandLabel !== null} popup="dialog">
            {(popup) => (
              <BrandDurationPopup
                {...popup}
                value={brandDuration}
                onChange={(choice) => onChange({ tagIds: [...selectedTagIds], brandDuration: choice })}
              />
            )}
          </PopupButton>
        )}
        {dropdowns.map((filter) => {
          const selected = selection[filter.name] ?? [];
          const label = filterButtonLabel(
            filter.name,
            filter.tags.filter((tag) => selected.includes(tag.tagId)),
          );
          return (
            <PopupButton
              key={filter.name}
              label={label}
              // A count alone does not say which list it counts: the name says it too.
              accessibleName={label.startsWith(filter.name) ? undefined : `${filter.name}: ${label}`}
              active={selected.length > 0}
              popup="menu"
            >
              {(popup) => (
                <FilterMenu
                  {...popup}
                  filter={filter}
                  selected={selected}
                  onToggle={(tagId) => onChange({ tagIds: toggled(selection, filter.name, tagId) })}
                />
              )}
            </PopupButton>
          );
        })}
        {location && (
          <FilterTagGroup
            filter={location}
            selected={selection[location.name] ?? []}
            onToggle={(tagId) => onChange({ tagIds: toggled(selection, location.name, tagId) })}
          />
        )}
      </div>
      <button type="button" className={styles.filterTrips} onClick={() => setOverlayOpen(true)}>
        <FilterIcon />
        {LABELS.filterTrips}
      </button>
      {overlayOpen && (
        <Suspense fallback={null}>
          <FilterOverlay
            lists={lists}
            selection={selection}
            brandDuration={brandDuration}
            onApply={(draft, choice) =>
              onChange({ tagIds: tagIdsOf(draft), ...(choice ? { brandDuration: choice } : {}) })
            }
            onClose={() => setOverlayOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
