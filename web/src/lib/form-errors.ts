import type { UserError } from '@tourdesk/domain/user-error';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';

/**
 * A react-hook-form resolver from a domain validator (GUIDE: rules live once, in domain/): each `UserError` with a
 * `field` becomes that field's error (the first one per field), so the form marks the input and shows the message
 * at it, and react-hook-form focuses the first invalid field. `context` is the form's `context` option.
 */
export function domainResolver<T extends FieldValues, C = undefined>(
  validate: (values: T, context: C | undefined) => readonly UserError[],
): Resolver<T, C> {
  return (values, context) => {
    const errors = validate(values, context);
    if (errors.length === 0) return { values, errors: {} };
    const fieldErrors: Record<string, { type: string; message: string }> = {};
    for (const error of errors) {
      if (error.field && !fieldErrors[error.field]) {
        fieldErrors[error.field] = { type: error.code, message: error.message };
      }
    }
    return { values: {}, errors: fieldErrors as FieldErrors<T> };
  };
}

/**
 * Shows the gateway's `userErrors` (`field` a path such as `['input', 'email']`) at the form's fields: an error
 * whose path ends in one of `fields` marks that field (the first one is focused). Returns the messages of the
 * errors that name none of them, for the form's alert.
 */
export function showUserErrors<T extends FieldValues>(
  errors: readonly { field?: readonly string[] | null; message: string }[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const unplaced: string[] = [];
  let focused = false;
  for (const error of errors) {
    const field = fields.find((f) => f === error.field?.at(-1));
    if (field) {
      setError(field, { type: 'server', message: error.message }, { shouldFocus: !focused });
      focused = true;
    } else unplaced.push(error.message);
  }
  return unplaced;
}
