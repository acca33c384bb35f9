import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/ui/field';

/** A consultant contact as its forms edit it (seed 000 §3 Contact: first name, second name, e-mail). */
export interface ConsultantValues {
  firstName: string;
  secondName: string;
  email: string;
}

/** The consultant fields, as the gateway's userErrors name them (`['input', 'email']`...). */
export const CONSULTANT_FIELDS = ['firstName', 'secondName', 'email'] as const;

/**
 * The consultant's first name, second name and e-mail inputs (seed 000 §2: the new consultant at login, the
 * consultant panel of My Profile), each required, with its message from `errors` at the input.
 */
export function ConsultantFields({
  register,
  errors,
}: {
  register: UseFormRegister<ConsultantValues>;
  errors: FieldErrors<ConsultantValues>;
}) {
  return (
    <>
      <Field
        label="First name"
        autoComplete="given-name"
        aria-required="true"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <Field
        label="Second name"
        autoComplete="family-name"
        aria-required="true"
        error={errors.secondName?.message}
        {...register('secondName')}
      />
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        aria-required="true"
        error={errors.email?.message}
        {...register('email')}
      />
    </>
  );
}
