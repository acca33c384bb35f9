import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { validateConsultant, validateConsultantChosen } from '@tourdesk/domain/account';
import { MESSAGES } from '@tourdesk/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  SelectConsultantDocument,
  SelectConsultant_PendingLoginFragmentDoc,
  type SelectConsultant_PendingLoginFragment,
} from '@/apollo/generated/graphql';
import { domainResolver, showUserErrors } from '@/lib/form-errors';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CONSULTANT_FIELDS, ConsultantFields, type ConsultantValues } from './consultant-fields';
import styles from './account-card.module.css';

if (false) {
  gql`
    fragment SelectConsultant_pendingLogin on PendingLogin {
      userName
      agency {
        code
        name
      }
      contacts {
        contactId
        firstName
        secondName
        email
      }
    }

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
const NEW_CONSULTANT = 'new';

/**
 * Agent login step 2 (seed 000 §2, §4, §6): the agency's contacts to pick from, or a new consultant (first name,
 * second name, e-mail) to create. Without a choice it shows 'Please select or create a contact for your login', as
 * does the gateway when no consultant could be set; a new consultant's missing or invalid fields say so at the
 * field (the domain's rules, checked again by the gateway), the first taking focus. On success the session is an
 * agent session and `onSelected` runs with the session's currency (the agency's). With `focusOnShow` (it has just
 * replaced the login form, whose focused field is gone) focus moves to the 'Signed in as…' line, so keyboard and
 * screen-reader users continue from the new step instead of the top of the page.
 */
export function SelectConsultant({
  pendingLogin,
  onSelected,
  focusOnShow = false,
}: {
  pendingLogin: FragmentType<SelectConsultant_PendingLoginFragment>;
  onSelected: (currency: string) => Promise<void>;
  focusOnShow?: boolean;
}) {
  const { data, complete } = useFragment({
    fragment: SelectConsultant_PendingLoginFragmentDoc,
    fragmentName: 'SelectConsultant_pendingLogin',
    from: pendingLogin,
  });
  const intro = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) intro.current?.focus();
  }, [focusOnShow]);
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

  if (!complete) return null;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p ref={intro} tabIndex={-1} className={styles.subtitle}>
        Signed in as {data.userName}, {data.agency.name}
      </p>
      {message && <Alert>{message}</Alert>}
      <RadioGroup
        className={styles.radioGroup}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setMessage(null);
        }}
      >
        <Label className={styles.radioLabel}>Select a consultant</Label>
        {data.contacts.map((contact) => (
          <Radio key={contact.contactId} className={styles.radio} value={contact.contactId}>
            <span className={styles.radioMark} aria-hidden="true" />
            <span>
              {contact.firstName} {contact.secondName}
              {contact.email && <span className={styles.radioEmail}>{contact.email}</span>}
            </span>
          </Radio>
        ))}
        <Radio className={styles.radio} value={NEW_CONSULTANT}>
          <span className={styles.radioMark} aria-hidden="true" />
          <span>Create a new consultant</span>
        </Radio>
      </RadioGroup>
      {choice === NEW_CONSULTANT && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.radioLabel}>New consultant</legend>
          <ConsultantFields register={register} errors={errors} />
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button type="submit" pending={loading}>
          Continue
        </Button>
      </div>
    </form>
  );
}
