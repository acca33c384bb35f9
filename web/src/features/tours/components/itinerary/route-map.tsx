import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ItineraryPanel_TourFragment } from '@/apollo/generated/graphql';
import { CloseIcon, ExpandIcon } from '@/ui/icons';
import { UI_TEXTS } from '@/texts';
import styles from './itinerary.module.css';

/**
 * The itinerary's route map: the small image as a button (named 'Enlarge the map: …') that opens the large one in
 * a modal dialog titled by the map's description, closed with its Close button, Escape or a click outside.
 */
export function RouteMap({
  map,
  titleId,
}: {
  map: NonNullable<ItineraryPanel_TourFragment['mapImage']>;
  /** The id of the section's 'Map' heading. */
  titleId: string;
}) {
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {UI_TEXTS.map}
      </h3>
      <DialogTrigger>
        <Button className={styles.mapButton} aria-label={`Enlarge the map: ${map.alt}`}>
          <img src={map.small} alt="" width={400} height={500} className={styles.mapImage} />
          <span className={styles.enlarge} aria-hidden="true">
            <ExpandIcon />
          </span>
        </Button>
        <ModalOverlay className={styles.mapOverlay} isDismissable>
          <Modal className={styles.mapModal}>
            <Dialog className={styles.mapDialog}>
              <Heading slot="title" className="visually-hidden">
                {map.alt}
              </Heading>
              <Button slot="close" className={styles.mapClose} aria-label="Close">
                <CloseIcon />
              </Button>
              <img src={map.large} alt={map.alt} width={800} height={1000} className={styles.mapLarge} />
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </section>
  );
}
