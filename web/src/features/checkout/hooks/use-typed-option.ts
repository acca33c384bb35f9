import { useRef, useState } from 'react';
import type { ComboBoxOption, NamedOptions } from '../api/combo-box-options';

const norm = (text: string) => text.trim().toLowerCase();

/** What {@link useTypedOption} reads: the combo box's options, its rule for typed text and the form value. */
export interface TypedOptionSource {
  options: readonly ComboBoxOption[];
  /** The options a text typed in full names. */
  named: (typed: string) => NamedOptions;
  /** The current form value ('' when none). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The state of a combo box (components/combo-box-field.tsx) whose text may be typed in full: the option selected (the
 * one chosen, else the first holding the form value; several may share one), the message asking to choose when
 * the typed text names several options, and the handlers react-aria's ComboBox calls.
 * @returns `selectedKey`, `choose` (the message, or null), `select(id)`, `resolve()` (reads the text typed so
 *   far: selects the option it names, or asks to choose; true when it asks), `type(text)` (the input's text
 *   changed) and `listed(label, typed)` (whether an option is listed for the text typed).
 */
export function useTypedOption({ options, named, value, onChange }: TypedOptionSource) {
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
  const resolve = (): boolean => {
    const typed = text.current;
    const byLabel = options.find((option) => norm(option.label) === norm(typed));
    const found = byLabel ? { ids: [byLabel.id] } : named(typed);
    const only = found.ids.length === 1 ? found.ids[0] : undefined;
    select(only ?? null);
    setChoose(found.ids.length > 1 ? (found.choose ?? null) : null);
    return found.ids.length > 1;
  };
  const type = (typed: string) => {
    text.current = typed;
    setChoose(null);
  };
  // The list shows the options matching what is typed: each option's own rule (a dial code by its digits, a
  // nationality by its demonym), else its label containing the text.
  const byLabel = new Map(options.map((option) => [option.label, option]));
  const listed = (label: string, typed: string) => {
    const option = byLabel.get(label);
    if (option?.matches) return option.matches(typed);
    return norm(label).includes(norm(typed));
  };
  return { selectedKey, choose, select, resolve, type, listed };
}
