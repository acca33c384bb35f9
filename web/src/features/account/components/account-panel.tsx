import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { AccountPanel_AgencyFragmentDoc, type AccountPanel_AgencyFragment } from '@/apollo/generated/graphql';
import { UI_TEXTS } from '@/texts';
import styles from './account-card.module.css';
import panel from './profile-panel.module.css';

if (false) {
  gql`
    fragment AccountPanel_agency on Agency {
      code
      name
      address1
      address2
      postCode
      telephone
      email
    }
  `;
}

/** My Profile, account information (seed 000 §2, §3 Agency): the agency's details, read-only. */
export function AccountPanel({ agency }: { agency: FragmentType<AccountPanel_AgencyFragment> }) {
  const { data, complete } = useFragment({
    fragment: AccountPanel_AgencyFragmentDoc,
    fragmentName: 'AccountPanel_agency',
    from: agency,
  });
  if (!complete) return null;
  const rows: [string, string | null][] = [
    ['Agency code', data.code],
    ['Agency name', data.name],
    ['Address line 1', data.address1],
    ['Address line 2', data.address2],
    ['Post code', data.postCode],
    ['Telephone', data.telephone],
    ['E-mail', data.email],
  ];
  return (
    <section className={panel.panel} aria-labelledby="account-heading">
      <h2 id="account-heading" className={panel.heading}>
        {UI_TEXTS.accountInformation}
      </h2>
      <dl className={styles.panelList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
