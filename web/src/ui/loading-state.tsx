import styles from './loading-state.module.css';

/** A spinner with the spec's loading text (e.g. 'Loading Search Information'), announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
