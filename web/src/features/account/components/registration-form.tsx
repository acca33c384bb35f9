import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { validateRegistration, type RegistrationForm as RegistrationFields } from '@tourdesk/domain/account';
import { MESSAGES } from '@tourdesk/domain/messages';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RegisterDocument, type HumanVerification_ChallengeFragment } from '@/apollo/generated/graphql';
import { paths } from '@/paths';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import styles from './account-card.module.css';
import { HumanVerification } from './human-verification';

if (false) {
  gql`
    mutation Register($input: RegistrationInput!) {
      register(input: $input) {
        success
        userErrors {
          code
          field
          message
        }
      }
    }
  `;
}

interface RegistrationValues {
  name: string;
  agencyName: string;
  agencyPhoneNumber: string;
  agencyAddressLine1: string;
  agencyAddressLine2: string;
  agencyEmail: string;
  iata: string;
  abn: string;
  /** The honeypot, named like a field bots love to fill. */
  website: string;
}

const EMPTY: RegistrationValues = {
  name: '',
  agencyName: '',
  agencyPhoneNumber: '',
  agencyAddressLine1: '',
  agencyAddressLine2: '',
  agencyEmail: '',
  iata: '',
  abn: '',
  website: '',
};

/** Optional fields are sent as null when left blank. */
function optional(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

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
  const { register, handleSubmit } = useForm<RegistrationValues>({ defaultValues: EMPTY });
  const [altchaPayload, setAltchaPayload] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const [registerAgency, { loading }] = useMutation(RegisterDocument, { errorPolicy: 'all' });
  const onVerification = useCallback((payload: string | null) => setAltchaPayload(payload), []);

  const onSubmit = handleSubmit(async (values) => {
    const form: RegistrationFields = { ...values, honeypot: values.website };
    const [invalid] = validateRegistration(form, altchaPayload !== null);
    if (invalid) {
      setMessage(invalid.message);
      setInvalidField(invalid.field ?? null);
      return;
    }
    setMessage(null);
    setInvalidField(null);
    const result = await registerAgency({
      variables: {
        input: {
          name: values.name.trim(),
          agencyName: values.agencyName.trim(),
          agencyPhoneNumber: values.agencyPhoneNumber.trim(),
          agencyAddressLine1: values.agencyAddressLine1.trim(),
          agencyAddressLine2: optional(values.agencyAddressLine2),
          agencyEmail: values.agencyEmail.trim(),
          iata: optional(values.iata),
          abn: optional(values.abn),
          altchaPayload,
          website: optional(values.website),
        },
      },
    });
    if (result.data?.register.success) {
      onRegistered();
      return;
    }
    // A challenge is single-use: the next attempt needs a fresh one.
    setAltchaPayload(null);
    onChallengeUsed();
    setMessage(result.error ? UNEXPECTED_ERROR_TEXT : (result.data?.register.userErrors[0]?.message ?? null));
  });

  const required = (field: keyof RegistrationValues) => ({
    'aria-required': true,
    invalid: invalidField === field,
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.subtitle}>Fields marked * are required.</p>
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
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <HumanVerification challenge={challenge} onChange={onVerification} />
      {message && <Alert>{message}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" pending={loading}>
          Register
        </Button>
        <Link to={paths.login.getHref()}>Back to login</Link>
      </div>
    </form>
  );
}

/** The panel replacing the form once registered (seed 000 §2, §4). */
export function RegistrationSuccessful() {
  return (
    <div className={styles.form}>
      <Alert tone="success">{MESSAGES.registrationSuccessful}</Alert>
      <p className={styles.subtitle}>We will be in touch once your agency account is ready.</p>
      <div className={styles.actions}>
        <Link to={paths.login.getHref()}>Back to login</Link>
      </div>
    </div>
  );
}
