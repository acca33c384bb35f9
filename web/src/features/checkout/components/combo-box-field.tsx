import { useContext, useId, type Ref } from 'react';
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
import type { ComboBoxOption, NamedOptions } from '../api/combo-box-options';
import { useTypedOption } from '../hooks/use-typed-option';
import styles from './combo-box-field.module.css';

export type { ComboBoxOption, NamedOptions } from '../api/combo-box-options';

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
  const { selectedKey, choose, select, resolve, type, listed } = useTypedOption({
    options,
    named,
    value,
    onChange,
  });
  return (
    <ComboBox
      className={styles.field}
      name={name}
      selectedKey={selectedKey}
      // react-aria clears the selection when text that is not the selected option's label is committed (Tab,
      // Enter, a click elsewhere): that text is read instead.
      onSelectionChange={(key) => (key === null ? resolve() : select(String(key)))}
      onInputChange={type}
      onBlur={() => {
        resolve();
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
          onEnter={resolve}
        />
        <ListToggle />
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

/** The button opening the list (a chevron). */
function ListToggle() {
  return (
    <Button className={styles.toggle}>
      <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
        <polyline points="1 1 6 6 11 1" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Button>
  );
}
