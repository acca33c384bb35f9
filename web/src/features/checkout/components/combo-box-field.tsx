import { useId, useState, type Ref } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { LabelRow } from '@/ui/field';
import styles from './combo-box-field.module.css';

/** An option of {@link ComboBoxField}. */
export interface ComboBoxOption {
  /** Unique key of the option (e.g. an ISO country code). */
  id: string;
  /** The form value it stands for (several options may share one, e.g. the dial code +1). */
  value: string;
  /** Text shown and filtered on, e.g. 'United Kingdom (+44)'. */
  label: string;
  /** Other texts that select the option when typed in full (case-insensitive): the country name, a demonym. */
  aliases: readonly string[];
  /**
   * Codes that select the option when the field is left with one of them (case-insensitive), never while typing:
   * a short code begins longer words ('BR' of Brazil begins 'British'), so choosing it mid-word would replace what
   * the person is still typing.
   */
  codes?: readonly string[];
  /** Whether the option is listed for the text typed; without it, options whose label contains the text. */
  matches?: (typed: string) => boolean;
}

/** Props of {@link ComboBoxField}: the react-hook-form field (`Controller`'s `field`) plus its label and options. */
export interface ComboBoxFieldProps {
  label: string;
  options: readonly ComboBoxOption[];
  /** The current form value ('' when none). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  /** Receives the input, so react-hook-form can focus the field on a failed submit. */
  inputRef?: Ref<HTMLInputElement>;
  placeholder: string;
  invalid?: boolean;
  required?: boolean;
  /** Autocomplete token of the input (WCAG 1.3.5), or 'off'. */
  autoComplete: string;
}

const norm = (text: string) => text.trim().toLowerCase();

/**
 * A labelled combo box for long lists (countries, dial codes): typing filters the list (by each option's own rule
 * when it has one: '44' and '+44' list the United Kingdom's dial code, 'British' its nationality) and a name or
 * code typed in full selects its option, so the field is completed by keyboard alone; arrows and Enter pick from the list; text
 * naming no option is kept on screen and leaves the value empty. A react-aria ComboBox (listbox semantics, focus
 * kept in the input) driven by a react-hook-form field.
 */
export function ComboBoxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  placeholder,
  invalid,
  required,
  autoComplete,
}: ComboBoxFieldProps) {
  const labelId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = options.find((option) => option.id === chosenId && option.value === value);
  const selectedKey = chosen?.id ?? options.find((option) => option.value === value)?.id ?? null;
  const select = (id: string | null) => {
    const option = options.find((candidate) => candidate.id === id);
    setChosenId(option?.id ?? null);
    onChange(option?.value ?? '');
  };
  const matching = (text: string, withCodes: boolean) =>
    options.find((option) =>
      [option.label, ...option.aliases, ...(withCodes ? (option.codes ?? []) : [])].some(
        (candidate) => norm(candidate) === norm(text),
      ),
    );
  // The list shows the options matching what is typed: each option's own rule (a dial code by its digits, a
  // nationality by its demonym), else its label containing the text.
  const byLabel = new Map(options.map((option) => [option.label, option]));
  const listed = (label: string, text: string) => {
    const option = byLabel.get(label);
    if (option?.matches) return option.matches(text);
    return norm(label).includes(norm(text));
  };
  const typed = (text: string) => {
    const match = matching(text, false);
    if (match && match.id !== selectedKey) select(match.id);
  };
  // Typed text is kept when the list closes (it also closes when the page scrolls, e.g. while a focused field is
  // scrolled into view): leaving the field with text that names no option clears the value, which the form then
  // reports, instead of silently dropping what was typed.
  const leave = (text: string) => {
    const match = matching(text, true);
    if ((match?.id ?? null) !== selectedKey) select(match?.id ?? null);
    onBlur();
  };
  return (
    <ComboBox
      className={styles.field}
      name={name}
      selectedKey={selectedKey}
      onSelectionChange={(key) => select(key === null ? null : String(key))}
      onInputChange={typed}
      onBlur={(event) => leave((event.target as HTMLInputElement).value)}
      allowsCustomValue
      isInvalid={invalid}
      isRequired={required}
      validationBehavior="aria"
      menuTrigger="input"
      defaultFilter={(textValue, typed) => listed(textValue, typed)}
      aria-labelledby={labelId}
    >
      <LabelRow required={required}>
        <Label id={labelId} className={styles.label}>
          {label}
        </Label>
      </LabelRow>
      <div className={styles.control}>
        <Input
          ref={inputRef}
          className={styles.input}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
        <Button className={styles.toggle}>
          <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
            <polyline points="1 1 6 6 11 1" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
