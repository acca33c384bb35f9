/** An option of a combo box (components/combo-box-field.tsx). */
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

/** What a text typed in full names (a combo box's `named` rule). */
export interface NamedOptions {
  /** The ids of the options it names: one is selected, several ask the person to choose. */
  ids: readonly string[];
  /** With several, the message asking to choose, naming the field. */
  choose?: string;
}
