import styles from './itinerary.module.css';

/** Props of {@link DeparturePointMap}. */
export interface DeparturePointMapProps {
  /** WGS84 degrees. */
  latitude: number;
  longitude: number;
  /** What the pin marks, e.g. '60 High Street, Royal Mile, Edinburgh'. */
  label: string;
}

function coordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
}

/**
 * The departure point's map frame (seed 001 §2 Itinerary slide-out), drawn locally as SVG: a framed grid with
 * a pin and the point's coordinates. No outside tile server is contacted (the CSP allows none).
 */
export function DeparturePointMap({ latitude, longitude, label }: DeparturePointMapProps) {
  const position = `${coordinate(latitude, 'N', 'S')}, ${coordinate(longitude, 'E', 'W')}`;
  const lines = [40, 80, 120, 160, 200, 240, 280];
  return (
    <figure className={styles.pointMap}>
      <svg viewBox="0 0 320 160" role="img" aria-label={`Map of the departure point: ${label}, ${position}`}>
        <rect x="1" y="1" width="318" height="158" rx="8" className={styles.pointMapFrame} />
        {lines.map((x) => (
          <line key={`v${x}`} x1={x} y1="1" x2={x} y2="159" className={styles.pointMapGrid} />
        ))}
        {[40, 80, 120].map((y) => (
          <line key={`h${y}`} x1="1" y1={y} x2="319" y2={y} className={styles.pointMapGrid} />
        ))}
        <path d="M20 130 C 90 100, 140 120, 190 70 S 280 40, 305 20" className={styles.pointMapRoad} />
        <path
          d="M160 82 c-11 -14 -16 -22 -16 -30 a16 16 0 0 1 32 0 c0 8 -5 16 -16 30 z"
          className={styles.pointMapPin}
        />
        <circle cx="160" cy="52" r="6" fill="#ffffff" />
      </svg>
      <figcaption className={styles.pointMapCaption}>{position}</figcaption>
    </figure>
  );
}
