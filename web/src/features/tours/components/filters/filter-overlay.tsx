import { toggleFilterTag, type FilterSelection } from '@tourdesk/domain/tour-search';
import { useId, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { FilterBar_FilterFragment } from '@/apollo/generated/graphql';
import { BrandDurationChoices, type BrandDurationChoice } from './brand-duration-choices';
import { FilterTagGroup } from './filter-tag-group';
import styles from './filters.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

/** Props of {@link FilterOverlay}. */
export interface FilterOverlayProps {
  /** The filter lists shown (agent-only tags already removed for customers). */
  lists: readonly FilterBar_FilterFragment[];
  /** The applied selection the overlay starts from. */
  selection: FilterSelection;
  /** The applied brand/duration choice (agents), or null when the popup is not offered. */
  brandDuration: BrandDurationChoice | null;
  /** Apply: the overlay's tag selection and, for agents, its brand/duration choice. */
  onApply: (selection: FilterSelection, brandDuration: BrandDurationChoice | null) => void;
  onClose: () => void;
}

/**
 * The mobile 'Filter Trips' overlay (seed 001 §2): every filter list as tag buttons, for agents also the
 * brand/duration cards, on a draft that Apply applies and Close (or Escape) discards. Loaded only once opened.
 */
export function FilterOverlay({ lists, selection, brandDuration, onApply, onClose }: FilterOverlayProps) {
  const [draft, setDraft] = useState(selection);
  const [brandDraft, setBrandDraft] = useState(brandDuration);
  const brandTitleId = useId();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={styles.overlayModal}>
        <Dialog className={styles.overlayDialog}>
          <Heading slot="title" className={styles.overlayTitle}>
            {LABELS.filterTrips}
          </Heading>
          <div className={styles.overlayBody}>
            {brandDraft && (
              <section className={styles.tagGroup} aria-labelledby={brandTitleId}>
                <p className={styles.tagGroupLabel} id={brandTitleId}>
                  {UI_TEXTS.brandAndDuration}
                </p>
                <BrandDurationChoices value={brandDraft} onChoose={setBrandDraft} />
              </section>
            )}
            {lists.map((filter) => (
              <FilterTagGroup
                key={filter.name}
                filter={filter}
                selected={draft[filter.name] ?? []}
                onToggle={(tagId) => setDraft(toggleFilterTag(draft, filter.name, tagId))}
              />
            ))}
          </div>
          <div className={styles.overlayActions}>
            <Button className={`${styles.action} ${styles.secondary}`} onPress={onClose}>
              {LABELS.close}
            </Button>
            <Button
              className={styles.action}
              onPress={() => {
                onApply(draft, brandDraft);
                onClose();
              }}
            >
              {LABELS.apply}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
