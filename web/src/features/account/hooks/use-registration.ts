import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { validateRegistration, type RegistrationForm as RegistrationFields } from '@tourdesk/domain/account';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RegisterDocument } from '@/apollo/generated/graphql';
import { UNEXPECTED_ERROR_TEXT } from '@/ui/alert';

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

/** The registration form's inputs as typed (seed 000 §2 Registration screen). */
export interface RegistrationValues {
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

/** The gateway's registration input from the typed values and the human verification's payload. */
function registrationInput(values: RegistrationValues, altchaPayload: string | null) {
  return {
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
  };
}

/**
 * The agent registration's state and submission (seed 000 §2 Registration screen, §5, §8): checks the values with
 * the domain rule first ('Looks like you are a bot...', 'Please complete the human verification.', 'Please fill
 * in all required fields.'), then sends them to the gateway; a refusal's message (or the unexpected-error text) is
 * the form's `message`. `onRegistered` runs once the server accepted it; `onChallengeUsed` once a challenge has
 * been spent (a challenge is single-use, so the payload is forgotten).
 * @returns react-hook-form's `register`, `onSubmit` for the form, `loading` while sending, the `message` to show,
 * the `invalidField` the domain rule named, and `onVerification` for the human verification's payload.
 */
export function useRegistration({
  onRegistered,
  onChallengeUsed,
}: {
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
    const result = await registerAgency({ variables: { input: registrationInput(values, altchaPayload) } });
    if (result.data?.register.success) {
      onRegistered();
      return;
    }
    // A challenge is single-use: the next attempt needs a fresh one.
    setAltchaPayload(null);
    onChallengeUsed();
    setMessage(result.error ? UNEXPECTED_ERROR_TEXT : (result.data?.register.userErrors[0]?.message ?? null));
  });

  return { register, onSubmit, loading, message, invalidField, onVerification };
}
