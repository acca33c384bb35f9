import type { PaymentOption } from '@/apollo/generated/graphql';

/** The payment options' names in the choice (seed 001 §2 Card payment screen). */
export const OPTION_LABELS: Record<PaymentOption, string> = {
  FULL: 'Full amount',
  DEPOSIT: 'Deposit',
};

/** How the amount of each option is named in its card charge. */
export const AMOUNT_LABELS: Record<PaymentOption, string> = {
  FULL: 'Full amount payable',
  DEPOSIT: 'Deposit payable now',
};
