import { MESSAGES } from '@tourdesk/domain/messages';
import type { UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import type { HumanVerification_ChallengeFragment } from '@/apollo/generated/graphql';
import { paths } from '@tourdesk/domain/paths';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { UI_TEXTS } from '@/texts';
import { useRegistration, type RegistrationValues } from '../hooks/use-registration';
import styles from './account-card.module.css';
import { HumanVerification } from './human-verification';

/**
 * Agent registration (seed 000 §2 Registration screen, §5, §8): name, agency name, agency phone number, address
 * lines, agency e-mail, IATA and ABN; the ALTCHA human verification; a hidden honeypot. Checked with the domain
 * rule first ('Looks like you are a bot...', 'Please complete the human verification.', 'Please fill in all
 * required fields.'), then by the gateway; a refused registration shows 'Failed to register ' plus the message.
 * `onRegistered` runs once the server accepted it; `onChallengeUsed` once a challenge has been spent.
 */
export function RegistrationForm({
  challenge,
  onRegistered,
  onChallengeUsed,
}: {
  challenge: HumanVerification_ChallengeFragment;
  onRegistered: () => void;
  onChallengeUsed: () => void;
}) {
  const { register, onSubmit, loading, message, invalidField, onVerification } = useRegistration({
    onRegistered,
    onChallengeUsed,
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.subtitle}>{UI_TEXTS.fieldsMarkedAreRequired}</p>
      <RegistrationFields register={register} invalidField={invalidField} />
      <HumanVerification challenge={challenge} onChange={onVerification} />
      {message && <Alert>{message}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" pending={loading}>
          {UI_TEXTS.register}
        </Button>
        <Link to={paths.login.getHref()}>{UI_TEXTS.backToLogin}</Link>
      </div>
    </form>
  );
}

/**
 * The registration form's inputs (seed 000 §2 Registration screen): the required ones marked with `aria-required`
 * and `invalidField` (the one the domain rule named) marked invalid, and the hidden honeypot.
 */
function RegistrationFields({
  register,
  invalidField,
}: {
  register: UseFormRegister<RegistrationValues>;
  invalidField: string | null;
}) {
  const required = (field: keyof RegistrationValues) => ({
    'aria-required': true,
    invalid: invalidField === field,
  });
  return (
    <>
      <div className={styles.grid}>
        <Field label="Name *" autoComplete="name" {...required('name')} {...register('name')} />
        <Field
          label="Agency name *"
          autoComplete="organization"
          {...required('agencyName')}
          {...register('agencyName')}
        />
        <Field
          label="Agency phone number *"
          type="tel"
          autoComplete="tel"
          {...required('agencyPhoneNumber')}
          {...register('agencyPhoneNumber')}
        />
        <Field
          label="Agency e-mail *"
          type="email"
          autoComplete="email"
          {...required('agencyEmail')}
          {...register('agencyEmail')}
        />
        <Field
          label="Address line 1 *"
          autoComplete="address-line1"
          {...required('agencyAddressLine1')}
          {...register('agencyAddressLine1')}
        />
        <Field label="Address line 2" autoComplete="address-line2" {...register('agencyAddressLine2')} />
        <Field label="IATA" {...register('iata')} />
        <Field label="ABN" {...register('abn')} />
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {UI_TEXTS.website}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
    </>
  );
}

/** The panel replacing the form once registered (seed 000 §2, §4). */
export function RegistrationSuccessful() {
  return (
    <div className={styles.form}>
      <Alert tone="success">{MESSAGES.registrationSuccessful}</Alert>
      <p className={styles.subtitle}>{UI_TEXTS.weWillBeInTouchOnce}</p>
      <div className={styles.actions}>
        <Link to={paths.login.getHref()}>{UI_TEXTS.backToLogin}</Link>
      </div>
    </div>
  );
}
