import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

/** Props of {@link Field}: a native input's attributes plus its label and validation message. */
export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message for this input; marks it invalid and describes it. */
  error?: string;
  /** Marks the input invalid without a message of its own (the form shows one message for several fields). */
  invalid?: boolean;
  /**
   * A required field: a '*' after the label (see {@link LabelRow}) and `aria-required`, shown before any
   * attempt to save.
   */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A field's label followed, for a required field, by a '*' beside the label element rather than in it, so the
 * field's name stays its label. The mark is hidden from screen readers, which announce the field's
 * `aria-required` instead; forms say once what the mark means.
 */
export function LabelRow({ required, children }: { required?: boolean; children: ReactNode }) {
  return (
    <span className={styles.labelRow}>
      {children}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

/**
 * A labelled text input (works with react-hook-form's `register`, which passes `ref`, `name`, `onChange` and
 * `onBlur`). An error message is tied to the input with `aria-describedby` and `aria-invalid`; a required field
 * carries the mark and `aria-required` from the start.
 */
export function Field({ label, error, invalid, required, id, className, ...input }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <LabelRow required={required}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      </LabelRow>
      <input
        id={inputId}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
