/** A cell whose first character a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain number as the report writes them (counts, decimals): never a formula, left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field: OWASP's CSV-injection guard first (a text starting with = + - @, tab or carriage return gets a
 * leading single quote, so a spreadsheet shows it as text instead of running it; plain numbers are left as
 * they are), then RFC 4180 quoting when it holds a comma, quote or line break (and always for a guarded cell,
 * as OWASP advises).
 */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) {
    return `"'${text.replaceAll('"', '""')}"`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Joins one CSV record (RFC 4180, CRLF line end), every field guarded by {@link csvField}. */
export function csvLine(fields: (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The money columns of both report shapes, in output order. */
export const MONEY_COLUMNS = ['gross', 'nett', 'commission', 'paid', 'outstanding'] as const;
