import { BRAND_NAMES } from '@tourdesk/domain/tour-search';
import { useSiteConfig } from '@/config/site-config';
import { UI_TEXTS } from '@/texts';

/**
 * "If you don't receive a confirmation email please contact us" with the brand's support contact (seed 001 §2
 * Card payment screen, Confirmation): brand-specific, so shown only on the two brands' sites (HAG, HEX).
 */
export function BrandContact({ className }: { className?: string }) {
  const { brand, email } = useSiteConfig();
  if (!brand) return null;
  return (
    <p className={className}>
      {UI_TEXTS.ifYouDonTReceiveA} {BRAND_NAMES[brand]}, <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}
