import { guestName } from '@tourdesk/domain/booking';
import type { UseFormRegister } from 'react-hook-form';
import { Field } from '@/ui/field';
import { shownFields, type AmendValues, type Guest } from '../api/amendment-values';
import styles from './booking-amendment.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

/**
 * One guest's fieldset in the amendment form (legend: the guest's name and age category): the gender select when
 * the booking asks for it, then the fields it asks for, each with its message from `errorAt` (the gateway's
 * field name) and marked required as the booking says. `index` is the guest's place in the form's values.
 */
export function GuestAmendmentFields({
  guest,
  index,
  register,
  errorAt,
}: {
  guest: Guest;
  index: number;
  register: UseFormRegister<AmendValues>;
  errorAt: (field: string) => string | undefined;
}) {
  return (
    <fieldset className={styles.guest}>
      <legend>
        {guestName(guest, index)}
        <span className={styles.category}> ({guest.ageCategory.toLowerCase()})</span>
      </legend>
      <div className={styles.fields}>
        {(guest.requiredFields.includes('GENDER') || guest.optionalFields.includes('GENDER')) && (
          <label className={styles.select}>
            <span>
              {UI_TEXTS.gender}
              {guest.requiredFields.includes('GENDER') && <span aria-hidden="true"> *</span>}
            </span>
            <select
              aria-invalid={errorAt('gender') ? true : undefined}
              {...register(`guests.${index}.gender`)}
            >
              <option value="">{UI_TEXTS.choose}</option>
              <option value="FEMALE">{LABELS.female}</option>
              <option value="MALE">{LABELS.male}</option>
            </select>
            {errorAt('gender') && <span className={styles.error}>{errorAt('gender')}</span>}
          </label>
        )}
        {shownFields(guest).map(({ key, label, type, field }) => (
          <Field
            key={key}
            label={label}
            type={type}
            required={guest.requiredFields.includes(field)}
            // The gateway names fields as the domain's passenger rules do.
            error={errorAt(key === 'nationality' ? 'isoNationality' : key)}
            {...register(`guests.${index}.${key}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
