import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { bookingStatusText } from '@tourdesk/domain/booking';
import { formatMoney } from '@tourdesk/domain/money';
import {
  agentMethodPayable,
  agentReferenceShown,
  commissionShown,
  isCardMethod,
  validateAgentPayment,
  validateTermsAccepted,
} from '@tourdesk/domain/payment';
import { useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import {
  AgentPayment_BookingFragmentDoc,
  PayByAgentMethodDocument,
  type AgentPayment_BookingFragment,
} from '@/apollo/generated/graphql';
import { TickBox } from '@/ui/agreement';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { ChevronDownIcon } from '@/ui/icons';
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

    mutation PayByAgentMethod($groupBookingId: ID!, $method: String!, $agentReference: String!) {
      payByAgentMethod(
        groupBookingId: $groupBookingId
        method: $method
        agentReference: $agentReference
        option: FULL
      ) {
        booking {
          groupBookingId
          agentReference
          balanceOutstanding
          ...AgentPayment_booking
        }
        userErrors {
          message
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

interface AgentPaymentValues {
  agentReference: string;
  acknowledged: boolean;
}

type Trip = AgentPayment_BookingFragment['trips'][number];

/**
 * One trip of the payment summary (seed 001 §2 Payment summary): each passenger's price (and commission; a
 * cancelled passenger, listed as such, at its cancellation fee), then when discounted 'Discount (percent)' and the
 * 'Trip Price' they come to. Rows are the trip's own lines as the gateway builds them: nothing is added here.
 */
function SummaryTrip({ trip, gross }: { trip: Trip; gross: boolean }) {
  const { lines } = trip;
  const discounted = lines.some((line) => line.kind === 'DISCOUNT');
  return (
    <tbody>
      <tr className={styles.tripRow}>
        <th scope="rowgroup" colSpan={gross ? 2 : 3}>
          {trip.tourName} <span className={styles.muted}>{formatDate(trip.departureDate, 'dd/mm/yyyy')}</span>
        </th>
      </tr>
      {lines.map((line, index) => {
        const passenger = line.kind === 'PASSENGER' ? trip.passengers[index] : undefined;
        if (line.kind === 'TRIP_TOTAL' && !discounted) return null;
        return (
          <tr key={`${line.kind}-${index}`}>
            <th scope="row">
              {line.kind === 'TRIP_TOTAL' ? 'Trip Price' : line.label}
              {passenger?.status === 'CANCELLED' && ` (${bookingStatusText(passenger.status)})`}
            </th>
            <td data-money-role={line.kind === 'TRIP_TOTAL' ? 'subtotal' : 'summand'} data-money-amount="">
              {formatMoney(line.amount)}
            </td>
            {!gross && <td>{passenger?.commission ? formatMoney(passenger.commission) : ''}</td>}
          </tr>
        );
      })}
    </tbody>
  );
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
  const [method, setMethod] = useState(methods[0]?.method ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const { register, control, handleSubmit } = useForm<AgentPaymentValues>({
    defaultValues: { agentReference: '', acknowledged: false },
  });
  const [pay, { loading }] = useMutation(PayByAgentMethodDocument, { errorPolicy: 'all' });
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

  const submit = handleSubmit(async ({ agentReference, acknowledged }) => {
    const refusals = [
      ...validateTermsAccepted(acknowledged),
      ...validateAgentPayment(method, agentReference),
    ].map((error) => error.message);
    setErrors(refusals);
    if (refusals.length > 0) return;
    const result = await pay({
      variables: { groupBookingId: data.groupBookingId, method, agentReference: agentReference.trim() },
    });
    const payload = result.data?.payByAgentMethod;
    if (payload?.booking) onPaid();
    else setErrors([payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_TEXT]);
  });

  return (
    <>
      <section className={styles.card} aria-labelledby="payment-summary-title">
        <h2 id="payment-summary-title" className={styles.cardTitle}>
          Payment Summary
        </h2>
        <p className={styles.reference}>Booking reference #{data.groupBookingId}</p>
        <div className={styles.scroller}>
          <table className={styles.summaryTable} data-money-lines="">
            <thead>
              <tr>
                <th scope="col">Passenger</th>
                <th scope="col">Price</th>
                {!gross && <th scope="col">Commission</th>}
              </tr>
            </thead>
            {data.trips.map((trip) => (
              <SummaryTrip key={trip.bookingIdentifier} trip={trip} gross={gross} />
            ))}
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td data-money-role="total" data-money-amount="">
                  {formatMoney(data.totals.total)}
                </td>
                {!gross && <td />}
              </tr>
              {!gross && data.totals.nett && (
                <tr>
                  <th scope="row">NETT</th>
                  <td>{formatMoney(data.totals.nett)}</td>
                  <td />
                </tr>
              )}
              {data.totals.paid.amountMinor !== 0 && (
                <tr>
                  <th scope="row">Paid</th>
                  <td>{formatMoney(data.totals.paid)}</td>
                  {!gross && <td />}
                </tr>
              )}
              {payable && (
                <tr className={styles.payableRow}>
                  <th scope="row">Payable now</th>
                  <td data-payable-now="">{formatMoney(payable)}</td>
                  {!gross && <td />}
                </tr>
              )}
            </tfoot>
          </table>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="payment-method-title">
        <h2 id="payment-method-title" className={styles.cardTitle}>
          Pay
        </h2>
        <Select
          className={styles.selectField}
          selectedKey={method}
          onSelectionChange={(key) => {
            if (key !== null) setMethod(String(key));
            setErrors([]);
          }}
        >
          <Label className={styles.fieldLabel}>Payment Method</Label>
          <AriaButton className={styles.selectButton}>
            <SelectValue />
            <ChevronDownIcon />
          </AriaButton>
          <Popover className={styles.popover}>
            <ListBox className={styles.listBox}>
              {methods.map((candidate) => (
                <ListBoxItem
                  key={candidate.method}
                  id={candidate.method}
                  textValue={candidate.description}
                  className={styles.option}
                >
                  {candidate.description}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        {isCardMethod(method) ? (
          cardPayment
        ) : (
          <form className={styles.confirmation} onSubmit={(event) => void submit(event)} noValidate>
            {agentReferenceShown(method) && (
              <Field
                label="Agent Reference*"
                aria-required
                autoComplete="off"
                {...register('agentReference')}
              />
            )}
            <Controller
              control={control}
              name="acknowledged"
              render={({ field }) => (
                <TickBox isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                  I confirm the booking on {chosen?.description ?? method} and that the booking terms and
                  conditions have been explained to the client.
                </TickBox>
              )}
            />
            {errors.length > 0 && (
              <Alert>
                {errors.map((error) => (
                  <p key={error}>{error}</p>
                ))}
              </Alert>
            )}
            <Button type="submit" pending={loading}>
              Confirm Payment
            </Button>
          </form>
        )}
      </section>
    </>
  );
}
