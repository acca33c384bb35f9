/** Quotes one CSV field per RFC 4180 when it holds a comma, quote or line break. */
function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Joins one CSV record (RFC 4180, CRLF line end). */
export function csvLine(fields: (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The money columns of both report shapes, in output order. */
export const MONEY_COLUMNS = ['gross', 'nett', 'commission', 'paid', 'outstanding'] as const;
