import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { validateConsultantChosen } from '@tourdesk/domain/account';
import { MESSAGES } from '@tourdesk/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  SelectConsultantDocument,
  SelectConsultant_PendingLoginFragmentDoc,
  type SelectConsultant_PendingLoginFragment,
} from '@/apollo/generated/graphql';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
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
          agent {
            consultant {
              contactId
            }
          }
        }
        userErrors {
          message
        }
      }
    }
  `;
}

/** The radio value that stands for "create a new consultant" (contact ids are the provider's numbers). */
const NEW_CONSULTANT = 'new';

interface NewConsultantValues {
  firstName: string;
  secondName: string;
  email: string;
}

/**
 * Agent login step 2 (seed 000 §2, §4, §6): the agency's contacts to pick from, or a new consultant (first name,
 * second name, e-mail) to create. Without a choice (or with an incomplete new consultant) it shows 'Please
 * select or create a contact for your login', as does the gateway when no consultant could be set. On success
 * the session is an agent session and `onSelected` runs. With `focusOnShow` (it has just replaced the login form,
 * whose focused field is gone) focus moves to the 'Signed in as…' line, so keyboard and screen-reader users continue
 * from the new step instead of the top of the page.
 */
export function SelectConsultant({
  pendingLogin,
  onSelected,
  focusOnShow = false,
}: {
  pendingLogin: FragmentType<SelectConsultant_PendingLoginFragment>;
  onSelected: () => Promise<void>;
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
  const { register, handleSubmit } = useForm<NewConsultantValues>({
    defaultValues: { firstName: '', secondName: '', email: '' },
  });
  const [selectConsultant, { loading }] = useMutation(SelectConsultantDocument, { errorPolicy: 'all' });

  const onSubmit = handleSubmit(async (values) => {
    const creating = choice === NEW_CONSULTANT;
    const filled = values.firstName.trim() && values.secondName.trim() && values.email.trim();
    // Nothing chosen, or a new consultant without its details: no contact for the login yet.
    const chosen = choice !== null && (!creating || filled) ? choice : null;
    const errors = validateConsultantChosen(chosen);
    if (errors[0]) {
      setMessage(errors[0].message);
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
    const refused = result.data?.selectConsultant.userErrors[0]?.message;
    if (refused || !result.data?.selectConsultant.viewer.agent) {
      setMessage(refused ?? MESSAGES.selectOrCreateContact);
      return;
    }
    await onSelected();
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
          <Field label="First name" autoComplete="given-name" {...register('firstName')} />
          <Field label="Second name" autoComplete="family-name" {...register('secondName')} />
          <Field label="E-mail" type="email" autoComplete="email" {...register('email')} />
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
