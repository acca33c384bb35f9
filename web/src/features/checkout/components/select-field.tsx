import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { LabelRow } from '@/ui/field';
import styles from './checkout.module.css';

/** Props of {@link SelectField}: a native select's attributes plus its label and options. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option. */
  placeholder: string;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select (works with react-hook-form's `register`). Native, so the browser's autofill reads its
 * `autocomplete` token (WCAG 1.3.5) and typing a letter jumps to an option on every platform.
 */
export function SelectField({
  label,
  options,
  placeholder,
  invalid,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={[styles.selectField, className].filter(Boolean).join(' ')}>
      <LabelRow required={Boolean(select['aria-required'])}>
        <label className={styles.selectLabel} htmlFor={selectId}>
          {label}
        </label>
      </LabelRow>
      <select id={selectId} className={styles.select} aria-invalid={invalid || undefined} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option, index) => (
          <option key={`${index}-${option.value}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
