import { formatDate } from '@tourdesk/domain/dates';
import { LABELS } from '@tourdesk/domain/messages';
import { totalPassengers } from '@tourdesk/domain/passengers-count';
import type { TourPanel_TourFragment } from '@/apollo/generated/graphql';
import type { TourPanelState } from '@/features/tours/hooks/use-tour-panel';
import { CapacityCalendar } from './capacity-calendar';
import { NeedText } from './tour-panel-intro';
import styles from './tour-panel.module.css';
import { UI_TEXTS } from '@/texts';

/**
 * The tour details panel's date choice (seed 001 §2 Tour details panel, §5): the selected-date banner (polite
 * live region), then 'Choose a date' with the capacity calendar for the party's size and, while no date is
 * chosen, what 'Add to Cart' needs.
 */
export function DatesSection({ tour, panel }: { tour: TourPanel_TourFragment; panel: TourPanelState }) {
  const { ids, booking, actions } = panel;
  const { form, need } = booking;
  return (
    <>
      <p className={styles.banner} aria-live="polite">
        {form.departureDate ? (
          <>
            {LABELS.selectedDate} <strong>{formatDate(form.departureDate, 'dd/mm/yyyy')}</strong>
          </>
        ) : (
          LABELS.noDateSelected
        )}
      </p>
      <section id={ids.dates} className={styles.dates} aria-labelledby={`${ids.dates}-title`}>
        <h3 id={`${ids.dates}-title`} className={styles.sectionTitle}>
          {UI_TEXTS.chooseADate}
        </h3>
        <CapacityCalendar
          tourId={tour.tourId}
          months={tour.months}
          passengers={Math.max(totalPassengers(form.passengers), 1)}
          value={form.departureDate}
          onChange={actions.chooseDate}
          aria-labelledby={`${ids.dates}-title`}
          aria-describedby={need('departureDate') ? ids.dateNeed : undefined}
          onMonthChange={actions.showMonth}
        />
        <NeedText id={ids.dateNeed} text={need('departureDate')} />
      </section>
    </>
  );
}
