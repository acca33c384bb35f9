import { MULTI_DAY_DURATION_FILTER, type DurationCategory } from '@tourdesk/domain/duration';
import { BRAND_FILTERS, BRAND_NAMES } from '@tourdesk/domain/tour-search';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { ChevronDownIcon } from '@/ui/icons';
import styles from './filters.module.css';

/** A choice of the popup: brand filter value and duration filter value, both null for 'Show all tours'. */
export interface BrandDurationChoice {
  brand: keyof typeof BRAND_FILTERS | null;
  duration: string | null;
}

/** Duration filter values (seed 001 §9: '2-8' is multi-day, any other value day tours) and their categories. */
const DURATIONS: { value: string; label: Exclude<DurationCategory, 'add-on'> }[] = [
  { value: '1', label: '1 Day Tours' },
  { value: MULTI_DAY_DURATION_FILTER, label: '3-8 Day Tours' },
];

const BRANDS = Object.keys(BRAND_FILTERS) as (keyof typeof BRAND_FILTERS)[];

/** Props of {@link BrandDurationPopup}. */
export interface BrandDurationPopupProps {
  /** The current choice (from the address). */
  value: BrandDurationChoice;
  onChange: (choice: BrandDurationChoice) => void;
}

/**
 * The agent brand/duration popup (seed 001 §2 Filter interfaces, §9 brand filter hag/highland, duration '2-8'):
 * four cards, one per brand and duration, and 'Show all tours'. Shown to agents only.
 */
export function BrandDurationPopup({ value, onChange }: BrandDurationPopupProps) {
  const duration = DURATIONS.find((d) => d.value === value.duration);
  const current =
    value.brand && duration ? `${BRAND_NAMES[BRAND_FILTERS[value.brand]]} ${duration.label}` : null;
  return (
    <DialogTrigger>
      <Button className={`${styles.dropdown} ${current ? styles.active : ''}`}>
        {current ?? 'Brand & duration'}
        <ChevronDownIcon />
      </Button>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.brandDialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.brandTitle}>
                Brand &amp; duration
              </Heading>
              <div className={styles.brandCards}>
                {BRANDS.flatMap((brand) =>
                  DURATIONS.map((choice) => {
                    const selected = value.brand === brand && value.duration === choice.value;
                    return (
                      <Button
                        key={`${brand}-${choice.value}`}
                        className={`${styles.brandCard} ${selected ? styles.active : ''}`}
                        aria-pressed={selected}
                        onPress={() => {
                          onChange({ brand, duration: choice.value });
                          close();
                        }}
                      >
                        <span className={styles.brandName}>{BRAND_NAMES[BRAND_FILTERS[brand]]}</span>
                        <span>{choice.label}</span>
                      </Button>
                    );
                  }),
                )}
              </div>
              <Button
                className={styles.showAll}
                onPress={() => {
                  onChange({ brand: null, duration: null });
                  close();
                }}
              >
                Show all tours
              </Button>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
