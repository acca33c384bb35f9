import { LABELS } from '@tourdesk/domain/messages';
import { Suspense } from 'react';
import { LoadingState } from '@/ui/loading-state';
import { EditTripPanel, SlideOut } from './lazy-panels';
import type { EditTripPanelProps } from './edit-trip-panel';
import styles from './tour-panel/tour-panel.module.css';

/**
 * The cart's 'Tour Details Changes' slide-out (seed 001 §2 Cart page) around {@link EditTripPanel}, whose code
 * loads when the slide-out first opens ('Loading your tour' meanwhile).
 */
export function EditTripSlideOut({ onClose, ...panel }: EditTripPanelProps & { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <SlideOut aria-label="Tour Details Changes" onClose={onClose}>
        <h2 className={styles.editTitle}>{LABELS.tourDetailsChanges}</h2>
        <Suspense fallback={<LoadingState text={LABELS.loadingYourTour} />}>
          <EditTripPanel {...panel} />
        </Suspense>
      </SlideOut>
    </Suspense>
  );
}
