import { useSyncExternalStore } from 'react';
import { NOTICES } from '@tourdesk/domain/messages';
import { storeOutage } from '@/apollo/store-outage-state';
import styles from './systems-notice.module.css';

/**
 * 'We are having trouble reaching our systems; retrying…' while the browser's queries are being retried because
 * the gateway cannot reach its session store (src/apollo/store-outage.ts, src/apollo/store-outage-state.ts); nothing otherwise. A polite status, so
 * screen readers announce it without taking the focus from the page the visitor stays on.
 */
export function SystemsNotice() {
  const retrying = useSyncExternalStore(storeOutage.subscribe, storeOutage.get, () => false);
  return (
    <p role="status" className={retrying ? styles.notice : styles.idle}>
      {retrying ? NOTICES.systemsRetrying : null}
    </p>
  );
}
