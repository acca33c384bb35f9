import { useContext, useId, useRef, useState, type Ref } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
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
  /** Whether the option is listed for the text typed; without it, options whose label contains the text. */
  matches?: (typed: string) => boolean;
}

/** What a text typed in full names (see {@link ComboBoxFieldProps.named}). */
export interface NamedOptions {
  /** The ids of the options it names: one is selected, several ask the person to choose. */
  ids: readonly string[];
  /** With several, the message asking to choose, naming the field. */
  choose?: string;
}

/** Props of {@link ComboBoxField}: the react-hook-form field (`Controller`'s `field`) plus its label and options. */
export interface ComboBoxFieldProps {
  label: string;
  options: readonly ComboBoxOption[];
  /**
   * The options a text typed in full names when the field is left (Tab, Enter, a click elsewhere): the domain's
   * rule for the list ('44', '+44' or 'United Kingdom' name the United Kingdom's dial code). An option's own label
   * always names it.
   */
  named: (typed: string) => NamedOptions;
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
 * when it has one: '44' and '+44' list the United Kingdom's dial code, 'British' its nationality); arrows and Enter
 * pick from the list. Text typed in full is read when the field is left with Tab or Enter (or a click elsewhere):
 * when it names one option ({@link ComboBoxFieldProps.named}) that option is selected and shown, so the field is
 * completed by keyboard alone; when it names several the value stays empty and a message under the field (read
 * out politely) asks to choose, and Enter opens the list of those options instead of submitting the form; text
 * naming no option is kept on screen and leaves the value empty, which the form then reports. A react-aria
 * ComboBox (listbox semantics, focus kept in the input) driven by a react-hook-form field.
 */
export function ComboBoxField({
  label,
  options,
  named,
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
  const [choose, setChoose] = useState<string | null>(null);
  // The text in the input, as react-aria reports it: read when the field is left or its text committed.
  const text = useRef('');
  const chosen = options.find((option) => option.id === chosenId && option.value === value);
  const selectedKey = chosen?.id ?? options.find((option) => option.value === value)?.id ?? null;
  const select = (id: string | null) => {
    const option = options.find((candidate) => candidate.id === id);
    setChosenId(option?.id ?? null);
    onChange(option?.value ?? '');
  };
  /** Reads the typed text: selects the option it names, or asks to choose; returns whether it asks. */
  const resolve = (typed: string): boolean => {
    const byLabel = options.find((option) => norm(option.label) === norm(typed));
    const found = byLabel ? { ids: [byLabel.id] } : named(typed);
    const only = found.ids.length === 1 ? found.ids[0] : undefined;
    select(only ?? null);
    setChoose(found.ids.length > 1 ? (found.choose ?? null) : null);
    return found.ids.length > 1;
  };
  // The list shows the options matching what is typed: each option's own rule (a dial code by its digits, a
  // nationality by its demonym), else its label containing the text.
  const byLabel = new Map(options.map((option) => [option.label, option]));
  const listed = (label: string, typed: string) => {
    const option = byLabel.get(label);
    if (option?.matches) return option.matches(typed);
    return norm(label).includes(norm(typed));
  };
  return (
    <ComboBox
      className={styles.field}
      name={name}
      selectedKey={selectedKey}
      // react-aria clears the selection when text that is not the selected option's label is committed (Tab,
      // Enter, a click elsewhere): that text is read instead.
      onSelectionChange={(key) => (key === null ? resolve(text.current) : select(String(key)))}
      onInputChange={(typed) => {
        text.current = typed;
        setChoose(null);
      }}
      onBlur={() => {
        resolve(text.current);
        onBlur();
      }}
      allowsCustomValue
      isInvalid={invalid || choose !== null}
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
        <TypedInput
          inputRef={inputRef}
          placeholder={placeholder}
          autoComplete={autoComplete}
          onEnter={() => resolve(text.current)}
        />
        <Button className={styles.toggle}>
          <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
            <polyline points="1 1 6 6 11 1" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
      <div aria-live="polite">{choose && <FieldError className={styles.choose}>{choose}</FieldError>}</div>
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

/**
 * The combo box's input: Enter reads the typed text (after react-aria has committed it) before the form can
 * submit; when the text names several options the form is not submitted and the list opens on them.
 */
function TypedInput({
  inputRef,
  placeholder,
  autoComplete,
  onEnter,
}: {
  inputRef?: Ref<HTMLInputElement>;
  placeholder: string;
  autoComplete: string;
  /** Reads the typed text; true when it names several options. */
  onEnter: () => boolean;
}) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      ref={inputRef}
      className={styles.input}
      placeholder={placeholder}
      autoComplete={autoComplete}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || (state?.isOpen && state.selectionManager.focusedKey !== null)) return;
        if (onEnter()) {
          event.preventDefault();
          state?.open(null, 'input');
        }
      }}
    />
  );
}
