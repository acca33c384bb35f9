import { isPaymentLinkMode } from '@tourdesk/domain/routes';
import { useLocation } from 'react-router';

/**
 * True while the current address contains 'paylink' (payment-link mode, seed 000 §2): checkout then skips
 * the passenger-validity check and the discount block (seed 001 §5).
 */
export function usePaymentLinkMode(): boolean {
  const { pathname, search, hash } = useLocation();
  return isPaymentLinkMode(pathname + search + hash);
}
