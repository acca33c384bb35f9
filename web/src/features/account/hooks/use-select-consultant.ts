import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { validateConsultant, validateConsultantChosen } from '@tourdesk/domain/account';
import { MESSAGES } from '@tourdesk/domain/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectConsultantDocument } from '@/apollo/generated/graphql';
import { domainResolver, showUserErrors } from '@/lib/form-errors';
import { UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { CONSULTANT_FIELDS, type ConsultantValues } from '../components/consultant-fields';

if (false) {
  gql`
    mutation SelectConsultant($contactId: ID, $newConsultant: ConsultantInput) {
      selectConsultant(contactId: $contactId, newConsultant: $newConsultant) {
        viewer {
          currency
          agent {
            consultant {
              contactId
            }
          }
        }
        userErrors {
          field
          message
        }
      }
    }
  `;
}

/** The radio value that stands for "create a new consultant" (contact ids are the provider's numbers). */
export const NEW_CONSULTANT = 'new';

/**
 * Agent login step 2's state and submission (seed 000 §2, §4, §6): the chosen contact (or {@link NEW_CONSULTANT})
 * and the new consultant's fields. Without a choice the `message` is 'Please select or create a contact for your
 * login', as when the gateway could set no consultant; a new consultant's missing or invalid fields are errors at
 * the field (the domain's rules, checked again by the gateway), the first taking focus. On success `onSelected`
 * runs with the session's currency (the agency's).
 * @returns the `choice` and `choose` (which clears the message), `creating` when the choice is a new consultant,
 * react-hook-form's `register` and `errors`, `onSubmit` for the form, `loading` while sending and the `message`.
 */
export function useSelectConsultant(onSelected: (currency: string) => Promise<void>) {
  const [choice, setChoice] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const creating = choice === NEW_CONSULTANT;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConsultantValues, { creating: boolean }>({
    defaultValues: { firstName: '', secondName: '', email: '' },
    // Only a new consultant has fields to check; an existing contact needs none.
    resolver: domainResolver((values, context) => (context?.creating ? validateConsultant(values) : [])),
    context: { creating },
  });
  const [selectConsultant, { loading }] = useMutation(SelectConsultantDocument, { errorPolicy: 'all' });

  const onSubmit = handleSubmit(async (values) => {
    const chosenError = validateConsultantChosen(choice)[0];
    if (chosenError) {
      setMessage(chosenError.message);
      return;
    }
    setMessage(null);
    const result = await selectConsultant({
      variables: creating
        ? {
            newConsultant: {
              firstName: values.firstName.trim(),
              secondName: values.secondName.trim(),
              email: values.email.trim(),
            },
          }
        : { contactId: choice },
    });
    if (result.error) {
      setMessage(UNEXPECTED_ERROR_TEXT);
      return;
    }
    const payload = result.data?.selectConsultant;
    const unplaced = showUserErrors(payload?.userErrors ?? [], CONSULTANT_FIELDS, setError);
    if (!payload?.viewer.agent) {
      if (unplaced.length > 0 || (payload?.userErrors.length ?? 0) === 0) {
        setMessage(unplaced[0] ?? MESSAGES.selectOrCreateContact);
      }
      return;
    }
    await onSelected(payload.viewer.currency);
  });

  const choose = (value: string) => {
    setChoice(value);
    setMessage(null);
  };

  return { choice, choose, creating, register, errors, onSubmit, loading, message };
}
