/** A promo code: percentage off the trip price between two dates (YYYY-MM-DD, inclusive). */
export interface PromoCode {
  code: string;
  percent: number;
  validFrom: string;
  validTo: string;
  description: string;
}

/** The promo codes: HIGHLAND10 (10%, valid) and WINTER2024 (expired). */
export const PROMO_CODES: PromoCode[] = [
  {
    code: 'HIGHLAND10',
    percent: 10,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    description: 'HIGHLAND10: 10% off',
  },
  {
    code: 'WINTER2024',
    percent: 15,
    validFrom: '2024-11-01',
    validTo: '2025-02-28',
    description: 'WINTER2024: 15% off',
  },
];

/** The text the provider gives when a code does not apply. */
export const INVALID_PROMO = 'Invalid or expired coupon code.';

/** The promo code valid on `today` (case-insensitive), or undefined. */
export function validPromo(code: string, today: string): PromoCode | undefined {
  const found = PROMO_CODES.find((p) => p.code === code.trim().toUpperCase());
  return found && today >= found.validFrom && today <= found.validTo ? found : undefined;
}

/** Percentage of the multi-day-tour discount ('Receive a 10% discount when booking multiple Day Tours!'). */
export const MULTI_DAY_TOUR_PERCENT = 10;
