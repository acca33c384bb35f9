import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { validateConsultant } from '@tourdesk/domain/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ConsultantPanel_ConsultantFragmentDoc,
  UpdateConsultantDocument,
  type ConsultantPanel_ConsultantFragment,
} from '@/apollo/generated/graphql';
import { domainResolver, showUserErrors } from '@/lib/form-errors';
import { Alert, UNEXPECTED_ERROR_TEXT } from '@/ui/alert';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import { CONSULTANT_FIELDS, ConsultantFields, type ConsultantValues } from './consultant-fields';
import styles from './account-card.module.css';
import panel from './profile-panel.module.css';

if (false) {
  gql`
    fragment ConsultantPanel_consultant on Consultant {
      contactId
      firstName
      secondName
      email
    }

    mutation UpdateConsultant($input: ConsultantInput!) {
      updateConsultant(input: $input) {
        consultant {
          ...ConsultantPanel_consultant
        }
        userErrors {
          field
          message
        }
      }
    }
  `;
}

function ConsultantForm({
  consultant,
  onDone,
}: {
  consultant: ConsultantValues;
  onDone: (saved: boolean) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConsultantValues>({
    defaultValues: consultant,
    resolver: domainResolver<ConsultantValues>((values) => validateConsultant(values)),
  });
  const [message, setMessage] = useState<string | null>(null);
  const [updateConsultant, { loading }] = useMutation(UpdateConsultantDocument, { errorPolicy: 'all' });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const input = {
      firstName: values.firstName.trim(),
      secondName: values.secondName.trim(),
      email: values.email.trim(),
    };
    const result = await updateConsultant({ variables: { input } });
    if (result.error) {
      setMessage(UNEXPECTED_ERROR_TEXT);
      return;
    }
    const payload = result.data?.updateConsultant;
    if (payload?.consultant && payload.userErrors.length === 0) {
      onDone(true);
      return;
    }
    const unplaced = showUserErrors(payload?.userErrors ?? [], CONSULTANT_FIELDS, setError);
    if (unplaced.length > 0 || !payload?.userErrors.length) setMessage(unplaced[0] ?? UNEXPECTED_ERROR_TEXT);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {message && <Alert>{message}</Alert>}
      <ConsultantFields register={register} errors={errors} />
      <div className={styles.actions}>
        <Button type="submit" pending={loading}>
          {UI_TEXTS.save}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {UI_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * My Profile, consultant information (seed 000 §2): the consultant chosen at login, viewed and edited (first
 * name, second name, e-mail). The saved consultant updates every screen showing it (cache by contact id).
 */
export function ConsultantPanel({
  consultant,
}: {
  consultant: FragmentType<ConsultantPanel_ConsultantFragment>;
}) {
  const { data, complete } = useFragment({
    fragment: ConsultantPanel_ConsultantFragmentDoc,
    fragmentName: 'ConsultantPanel_consultant',
    from: consultant,
  });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!complete) return null;
  return (
    <section className={panel.panel} aria-labelledby="consultant-heading">
      <h2 id="consultant-heading" className={panel.heading}>
        {UI_TEXTS.consultantInformation}
      </h2>
      {editing ? (
        <ConsultantForm
          consultant={{ firstName: data.firstName, secondName: data.secondName, email: data.email ?? '' }}
          onDone={(didSave) => {
            setEditing(false);
            setSaved(didSave);
          }}
        />
      ) : (
        <>
          {saved && <Alert tone="success">{UI_TEXTS.consultantDetailsSaved}</Alert>}
          <dl className={styles.panelList}>
            <dt>{UI_TEXTS.firstName}</dt>
            <dd>{data.firstName}</dd>
            <dt>{UI_TEXTS.secondName}</dt>
            <dd>{data.secondName}</dd>
            <dt>{UI_TEXTS.eMail}</dt>
            <dd>{data.email ?? '—'}</dd>
          </dl>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {UI_TEXTS.edit}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
