import type { ReactNode } from 'react';
import styles from './alert.module.css';

/**
 * A message the screen shows in place of the spec's browser alerts (error texts, 'Sucessfully changed
 * password'): announced by screen readers as it appears, and kept on screen until the next attempt.
 */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      className={[styles.alert, tone === 'success' ? styles.success : styles.failure].join(' ')}
      role="alert"
    >
      {children}
    </div>
  );
}

/** Shown when a request fails unexpectedly (network down, masked server error); the spec has no text for it. */
export const UNEXPECTED_ERROR_TEXT = 'Sorry, something went wrong. Please try again.';
