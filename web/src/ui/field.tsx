import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './field.module.css';

/** Props of {@link Field}: a native input's attributes plus its label and validation message. */
export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message for this input; marks it invalid and describes it. */
  error?: string;
  /** Marks the input invalid without a message of its own (the form shows one message for several fields). */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input (works with react-hook-form's `register`, which passes `ref`, `name`, `onChange` and
 * `onBlur`). An error message is tied to the input with `aria-describedby` and `aria-invalid`.
 */
export function Field({ label, error, invalid, id, className, ...input }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
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
