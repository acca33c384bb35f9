import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { agentMethodPayable, commissionShown, isCardMethod } from '@tourdesk/domain/payment';
import type { ReactNode } from 'react';
import {
  AgentPayment_BookingFragmentDoc,
  type AgentPayment_BookingFragment,
} from '@/apollo/generated/graphql';
import { UI_TEXTS } from '@/texts';
import { useAgentPayment } from '../hooks/use-agent-payment';
import { AgentPaymentConfirmation } from './agent-payment-confirmation';
import { PaymentMethodSelect } from './payment-method-select';
import { PaymentSummary } from './payment-summary';
import styles from './payment.module.css';

if (false) {
  gql`
    fragment AgentPayment_booking on Booking {
      groupBookingId
      currency
      trips {
        ...MoneyLines_bookedTrip @unmask
        passengers {
          tripPassengerId
          commission {
            amountMinor
            currency
          }
        }
      }
      totals {
        total {
          amountMinor
          currency
        }
        nett {
          amountMinor
          currency
        }
        paid {
          amountMinor
          currency
        }
      }
      paymentOptions {
        option
        amount {
          amountMinor
          currency
        }
        nettAmount {
          amountMinor
          currency
        }
      }
    }
  `;
}

/** An agency payment method as the selector lists it (viewer.agent.paymentMethods). */
export interface AgentPaymentMethod {
  method: string;
  description: string;
  isGross: boolean;
}

/**
 * The agent's payment (seed 001 §2 Card payment screen, §5 Agent payment): the 'Payment Summary' (reference, per
 * trip and passenger the price and commission, discount lines, Total and NETT; commission and NETT hidden for a
 * gross 'G' method; Paid once something is, and for a non-card method 'Payable now', what confirming it charges:
 * what is left of the NETT for a nett method, the amount outstanding for a gross one, as the gateway works it out), the 'Payment Method' selector (the first method preselected) and 'Agent Reference*' (hidden
 * for CC); the card form for CC, otherwise the confirmation block whose acknowledgement must be ticked
 * ('Please acknowledge terms and conditions') and whose reference must not be blank ('Please enter an agent
 * reference.') before the booking is updated.
 */
export function AgentPayment({
  booking,
  methods,
  cardPayment,
  onPaid,
}: {
  booking: FragmentType<AgentPayment_BookingFragment>;
  /** The agency's methods (at least one). */
  methods: readonly AgentPaymentMethod[];
  /** The card form, shown while the method is CC. */
  cardPayment: ReactNode;
  /** The booking is updated: go to the confirmation. */
  onPaid: () => void;
}) {
  const { data, complete } = useFragment({
    fragment: AgentPayment_BookingFragmentDoc,
    fragmentName: 'AgentPayment_booking',
    from: booking,
  });
  const { method, chooseMethod, errors, register, control, submit, loading } = useAgentPayment({
    groupBookingId: complete ? data.groupBookingId : '',
    firstMethod: methods[0]?.method ?? '',
    onPaid,
  });
  if (!complete) return null;
  const chosen = methods.find((candidate) => candidate.method === method);
  const nettGross = chosen?.isGross ? 'G' : 'N';
  const gross = !commissionShown(nettGross);
  // What confirming the chosen method charges (the full amount: the method is paid in full).
  const payable = agentMethodPayable(
    method,
    nettGross,
    data.paymentOptions.find((option) => option.option === 'FULL'),
  );

  return (
    <>
      <PaymentSummary booking={data} gross={gross} payable={payable} />
      <section className={styles.card} aria-labelledby="payment-method-title">
        <h2 id="payment-method-title" className={styles.cardTitle}>
          {UI_TEXTS.pay}
        </h2>
        <PaymentMethodSelect methods={methods} method={method} onChange={chooseMethod} />
        {isCardMethod(method) ? (
          cardPayment
        ) : (
          <AgentPaymentConfirmation
            method={method}
            description={chosen?.description ?? method}
            register={register}
            control={control}
            errors={errors}
            pending={loading}
            onSubmit={submit}
          />
        )}
      </section>
    </>
  );
}
