import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  SelectConsultant_PendingLoginFragmentDoc,
  type SelectConsultant_PendingLoginFragment,
} from '@/apollo/generated/graphql';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import { NEW_CONSULTANT, useSelectConsultant } from '../hooks/use-select-consultant';
import { ConsultantFields } from './consultant-fields';
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
  `;
}

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
  const { choice, choose, creating, register, errors, onSubmit, loading, message } =
    useSelectConsultant(onSelected);

  if (!complete) return null;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p ref={intro} tabIndex={-1} className={styles.subtitle}>
        {UI_TEXTS.signedInAs} {data.userName}, {data.agency.name}
      </p>
      {message && <Alert>{message}</Alert>}
      <ConsultantChoice contacts={data.contacts} choice={choice} onChange={choose} />
      {creating && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.radioLabel}>{UI_TEXTS.newConsultant}</legend>
          <ConsultantFields register={register} errors={errors} />
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button type="submit" pending={loading}>
          {UI_TEXTS.continue}
        </Button>
      </div>
    </form>
  );
}

/** The radio group 'Select a consultant': one radio per agency contact (name and e-mail), then 'Create a new consultant'. */
function ConsultantChoice({
  contacts,
  choice,
  onChange,
}: {
  contacts: SelectConsultant_PendingLoginFragment['contacts'];
  choice: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <RadioGroup className={styles.radioGroup} value={choice} onChange={onChange}>
      <Label className={styles.radioLabel}>{UI_TEXTS.selectAConsultant}</Label>
      {contacts.map((contact) => (
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
        <span>{UI_TEXTS.createANewConsultant}</span>
      </Radio>
    </RadioGroup>
  );
}
