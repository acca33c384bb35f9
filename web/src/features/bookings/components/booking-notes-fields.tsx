import type { UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { Button } from '@/ui/button';
import { NOTE_TYPES, type AmendValues } from '../api/amendment-values';
import styles from './booking-amendment.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

/**
 * The amendment form's Booking Notes fieldset (seed 001 §3): each note's type and text with 'Remove note', the
 * gateway's `error` about the notes, and 'Add note' (a new note of type Other).
 */
export function BookingNotesFields({
  notes,
  register,
  error,
}: {
  notes: UseFieldArrayReturn<AmendValues, 'notes'>;
  register: UseFormRegister<AmendValues>;
  error: string | undefined;
}) {
  return (
    <fieldset className={styles.guest}>
      <legend>{LABELS.bookingNotes}</legend>
      {notes.fields.map((item, index) => (
        <div key={item.id} className={styles.note}>
          <label className={styles.select}>
            <span>{UI_TEXTS.noteType}</span>
            <select {...register(`notes.${index}.type`)}>
              {NOTE_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.text}>
            <span>{UI_TEXTS.note}</span>
            <textarea rows={2} {...register(`notes.${index}.note`)} />
          </label>
          <Button size="small" variant="secondary" onClick={() => notes.remove(index)}>
            {UI_TEXTS.removeNote}
          </Button>
        </div>
      ))}
      {error && <p className={styles.error}>{error}</p>}
      <div>
        <Button size="small" variant="secondary" onClick={() => notes.append({ type: 'OTHER', note: '' })}>
          {UI_TEXTS.addNote}
        </Button>
      </div>
    </fieldset>
  );
}
