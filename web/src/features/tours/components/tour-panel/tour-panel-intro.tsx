import type { TourPanel_TourFragment } from '@/apollo/generated/graphql';
import styles from './tour-panel.module.css';
import { UI_TEXTS } from '@/texts';

/**
 * The top of the tour details panel (seed 001 §2 Tour details panel): duration, the tour's name as the panel's
 * heading (`titleId`), the departure city and the image (600 × 400, beside the title on wide screens).
 */
export function TourPanelIntro({ tour, titleId }: { tour: TourPanel_TourFragment; titleId?: string }) {
  return (
    <div className={styles.intro}>
      <header className={styles.header}>
        <p className={styles.duration}>{tour.duration.label}</p>
        <h2 className={styles.title} id={titleId}>
          {tour.name}
        </h2>
        <p className={styles.departure}>{UI_TEXTS.cityDeparture(tour.startLocation.city)}</p>
      </header>
      <img className={styles.image} src={tour.image.url} alt={tour.image.alt} width={600} height={400} />
    </div>
  );
}

/** A text saying what 'Add to Cart' still needs, next to the control that fixes it (none when `text` is null). */
export function NeedText({ id, text }: { id: string; text: string | null }) {
  return (
    text && (
      <p id={id} className={styles.need}>
        {text}
      </p>
    )
  );
}
