import { formatDobInput, normaliseDateOfBirthInput } from '@tourdesk/domain/passenger-details';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Rewrites an input's value as typed (auto-capitalised names, dd-mm-yyyy) before react-hook-form reads it. */
export function reformat(
  registered: UseFormRegisterReturn,
  format: (value: string) => string,
): UseFormRegisterReturn {
  const onChange: UseFormRegisterReturn['onChange'] = (event) => {
    const input = event.target as HTMLInputElement;
    input.value = format(input.value);
    return registered.onChange(event);
  };
  return { ...registered, onChange };
}

/**
 * The date-of-birth input: typed freely ('3-4-1990', '03/04/1990', '1990-04-03', '03041990') and written as
 * dd-mm-yyyy once the person leaves the field (domain normaliseDateOfBirthInput).
 */
export function dateOfBirthInput(registered: UseFormRegisterReturn): UseFormRegisterReturn {
  const typed = reformat(registered, formatDobInput);
  const onBlur: UseFormRegisterReturn['onBlur'] = (event) => {
    const input = event.target as HTMLInputElement;
    const normalised = normaliseDateOfBirthInput(input.value);
    if (normalised !== input.value) {
      input.value = normalised;
      void registered.onChange(event);
    }
    return registered.onBlur(event);
  };
  return { ...typed, onBlur };
}
