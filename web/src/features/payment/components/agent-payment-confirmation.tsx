import { agentReferenceShown } from '@tourdesk/domain/payment';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { TickBox } from '@/ui/agreement';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { UI_TEXTS } from '@/texts';
import type { AgentPaymentValues } from '../hooks/use-agent-payment';
import styles from './payment.module.css';

/**
 * The confirmation block of a non-card agency method (seed 001 §5 Agent payment): 'Agent Reference*' where the
 * `method` asks for one, the acknowledgement naming the method (`description`), the `errors` and 'Confirm
 * Payment'.
 */
export function AgentPaymentConfirmation({
  method,
  description,
  register,
  control,
  errors,
  pending,
  onSubmit,
}: {
  method: string;
  description: string;
  register: UseFormRegister<AgentPaymentValues>;
  control: Control<AgentPaymentValues>;
  errors: readonly string[];
  pending: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
}) {
  return (
    <form className={styles.confirmation} onSubmit={(event) => void onSubmit(event)} noValidate>
      {agentReferenceShown(method) && (
        <Field label="Agent Reference*" aria-required autoComplete="off" {...register('agentReference')} />
      )}
      <Controller
        control={control}
        name="acknowledged"
        render={({ field }) => (
          <TickBox isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur}>
            {UI_TEXTS.iConfirmTheBookingOn} {description} {UI_TEXTS.andThatTheBookingTermsAnd}
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
      <Button type="submit" pending={pending}>
        {UI_TEXTS.confirmPayment}
      </Button>
    </form>
  );
}
