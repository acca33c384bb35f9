import { MULTI_DAY_DURATION_FILTER, type DurationCategory } from '@tourdesk/domain/duration';
import { BRAND_FILTERS, BRAND_NAMES } from '@tourdesk/domain/tour-search';
import styles from './filters.module.css';
import { LABELS } from '@tourdesk/domain/messages';

/** A choice of the popup: brand filter value and duration filter value, both null for 'Show all tours'. */
export interface BrandDurationChoice {
  brand: keyof typeof BRAND_FILTERS | null;
  duration: string | null;
}

/** Duration filter values (seed 001 §9: '2-8' is multi-day, any other value day tours) and their categories. */
const DURATIONS: { value: string; label: DurationCategory }[] = [
  { value: '1', label: '1 Day Tours' },
  { value: MULTI_DAY_DURATION_FILTER, label: '3-8 Day Tours' },
];

const BRANDS = Object.keys(BRAND_FILTERS) as (keyof typeof BRAND_FILTERS)[];

/** '{brand name} {duration category}' of a choice, or null for 'Show all tours' (or an unknown duration). */
export function brandDurationLabel(choice: BrandDurationChoice): string | null {
  const duration = DURATIONS.find((d) => d.value === choice.duration);
  return choice.brand && duration ? `${BRAND_NAMES[BRAND_FILTERS[choice.brand]]} ${duration.label}` : null;
}

/** Props of {@link BrandDurationChoices}. */
export interface BrandDurationChoicesProps {
  /** The current choice; its card is shown pressed. */
  value: BrandDurationChoice;
  onChoose: (choice: BrandDurationChoice) => void;
}

/**
 * The agent brand/duration choices (seed 001 §2 Filter interfaces, §9 brand filter hag/highland, duration
 * '2-8'): four cards, one per brand and duration (toggle buttons, the current one pressed), and 'Show all
 * tours'. Shown in the desktop popup and in the mobile 'Filter Trips' overlay.
 */
export function BrandDurationChoices({ value, onChoose }: BrandDurationChoicesProps) {
  return (
    <>
      <div className={styles.brandCards}>
        {BRANDS.flatMap((brand) =>
          DURATIONS.map((choice) => {
            const selected = value.brand === brand && value.duration === choice.value;
            return (
              <button
                key={`${brand}-${choice.value}`}
                type="button"
                className={`${styles.brandCard} ${selected ? styles.active : ''}`}
                aria-pressed={selected}
                onClick={() => onChoose({ brand, duration: choice.value })}
              >
                <span className={styles.brandName}>{BRAND_NAMES[BRAND_FILTERS[brand]]}</span>
                <span>{choice.label}</span>
              </button>
            );
          }),
        )}
      </div>
      <button
        type="button"
        className={styles.showAll}
        onClick={() => onChoose({ brand: null, duration: null })}
      >
        {LABELS.showAllTours}
      </button>
    </>
  );
}
