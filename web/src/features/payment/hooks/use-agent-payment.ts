import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { validateAgentPayment, validateTermsAccepted } from '@tourdesk/domain/payment';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PayByAgentMethodDocument } from '@/apollo/generated/graphql';
import { UNEXPECTED_ERROR_TEXT } from '@/ui/alert';

if (false) {
  gql`
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

/** The agent payment confirmation's inputs. */
export interface AgentPaymentValues {
  agentReference: string;
  acknowledged: boolean;
}

/**
 * The agent's payment by an agency method (seed 001 §5 Agent payment): the chosen `method` (`firstMethod` at
 * first; `chooseMethod` forgets the messages) and the confirmation's submission, which needs the acknowledgement
 * ticked ('Please acknowledge terms and conditions') and, where the method asks for one, an agent reference
 * ('Please enter an agent reference.') before the booking is paid in full; a refusal's message (or the
 * unexpected-error text) is then the `errors`. `onPaid` runs once the booking is updated.
 * @returns `method`, `chooseMethod`, the `errors` to show, react-hook-form's `register` and `control`, `submit`
 * for the form and `loading` while paying.
 */
export function useAgentPayment({
  groupBookingId,
  firstMethod,
  onPaid,
}: {
  groupBookingId: string;
  firstMethod: string;
  onPaid: () => void;
}) {
  const [method, setMethod] = useState(firstMethod);
  const [errors, setErrors] = useState<string[]>([]);
  const { register, control, handleSubmit } = useForm<AgentPaymentValues>({
    defaultValues: { agentReference: '', acknowledged: false },
  });
  const [pay, { loading }] = useMutation(PayByAgentMethodDocument, { errorPolicy: 'all' });

  const submit = handleSubmit(async ({ agentReference, acknowledged }) => {
    const refusals = [
      ...validateTermsAccepted(acknowledged),
      ...validateAgentPayment(method, agentReference),
    ].map((error) => error.message);
    setErrors(refusals);
    if (refusals.length > 0) return;
    const result = await pay({
      variables: { groupBookingId, method, agentReference: agentReference.trim() },
    });
    const payload = result.data?.payByAgentMethod;
    if (payload?.booking) onPaid();
    else setErrors([payload?.userErrors[0]?.message ?? UNEXPECTED_ERROR_TEXT]);
  });

  const chooseMethod = (next: string | null) => {
    if (next !== null) setMethod(next);
    setErrors([]);
  };

  return { method, chooseMethod, errors, register, control, submit, loading };
}
