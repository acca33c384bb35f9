/** Money as the report API returns it: integer minor units (2-decimal currencies) and an ISO currency code. */
export interface MinorMoney {
  amountMinor: number;
  currency: string;
}

/** Renders minor units as a plain decimal string with 2 places, e.g. 12950 → '129.50', -5 → '-0.05'. No floats. */
export function toDecimal(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

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
