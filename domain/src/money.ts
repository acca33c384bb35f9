/**
 * Money as integer minor units (seed 001 §2 prices, §9 "Discount percentage shown rounded to whole numbers",
 * "Multi-day discount 10%"; GUIDE "never float arithmetic on amounts").
 *
 * A {@link Money} is `{ amountMinor, currency }`: `amountMinor` is a safe integer count of the currency's minor
 * unit (pence, cents) and `currency` an ISO 4217 code. All seven tourdesk currencies (AUD, CAD, EUR, GBP, NZD,
 * USD, ZAR) have 2 decimals. Provider decimals (`129.5`, `"129.50"`) are converted exactly, by string digits,
 * never by multiplying a float by 100.
 */

/** Number of decimals of every supported currency's minor unit (AUD, CAD, EUR, GBP, NZD, USD, ZAR). */
export const MINOR_UNIT_DIGITS = 2;

const MINOR_FACTOR = 10n ** BigInt(MINOR_UNIT_DIGITS);

/**
 * An amount of money.
 * - `amountMinor`: safe integer in minor units of `currency` (e.g. 12950 = £129.50 when currency is GBP).
 * - `currency`: ISO 4217 code, upper case (e.g. 'GBP').
 */
export interface Money {
  readonly amountMinor: number;
  readonly currency: string;
}

/** Rounding applied when a value has more precision than the minor unit. */
export type MoneyRounding =
  /** Ties away from zero (commercial rounding): 0.005 → 0.01, -0.005 → -0.01. */
  | 'halfUp'
  /** Refuse (throw RangeError) when digits would be lost. */
  | 'exact';

interface Decimal {
  negative: boolean;
  /** Absolute value of the digits, decimal point removed. */
  digits: bigint;
  /** Value = digits × 10^-scale (scale may be negative). */
  scale: number;
}

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function parseDecimal(value: number | string): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${value}`);
  }
  // String(number) is the shortest round-trip representation (129.5 → "129.5"), so no binary noise is added.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_RE.exec(text);
  const intPart = match?.[2] ?? '';
  const fracPart = match?.[3] ?? '';
  if (!match || intPart.length + fracPart.length === 0) {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  }
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  return {
    negative: match[1] === '-',
    digits: BigInt(intPart + fracPart),
    scale: fracPart.length - exponent,
  };
}

/** Divides |n| by d (> 0), rounding ties away from zero; sign handled by caller. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  return r * 2n >= d ? q + 1n : q;
}

function toSafeNumber(n: bigint, what: string): number {
  if (n > BigInt(Number.MAX_SAFE_INTEGER) || n < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${what} exceeds the safe integer range`);
  }
  const result = Number(n);
  return result === 0 ? 0 : result; // never -0
}

/** Scales a decimal by 10^shift and rounds to an integer. */
function decimalToInteger(dec: Decimal, shift: number, rounding: MoneyRounding, what: string): number {
  const exp = shift - dec.scale;
  let magnitude: bigint;
  if (exp >= 0) {
    magnitude = dec.digits * 10n ** BigInt(exp);
  } else {
    const divisor = 10n ** BigInt(-exp);
    if (rounding === 'exact' && dec.digits % divisor !== 0n) {
      throw new RangeError(`${what} has more precision than allowed`);
    }
    magnitude = divideHalfUp(dec.digits, divisor);
  }
  return toSafeNumber(dec.negative ? -magnitude : magnitude, what);
}

/**
 * Converts a provider decimal in major units to integer minor units, exactly.
 * @param value A number (`129.5`) or decimal string (`"129.50"`, `"-3"`, `"1e2"`) in major units.
 * @param rounding `'halfUp'` (default): digits beyond the minor unit are rounded ties-away-from-zero
 *   (tolerates provider float noise such as `33.330000000000005`); `'exact'`: such digits throw.
 * @returns Safe integer minor units (`129.5` → `12950`).
 * @throws RangeError when the value is not a finite decimal, loses digits under `'exact'`, or overflows.
 */
export function parseDecimalToMinor(value: number | string, rounding: MoneyRounding = 'halfUp'): number {
  return decimalToInteger(parseDecimal(value), MINOR_UNIT_DIGITS, rounding, 'Amount');
}

/**
 * Builds a {@link Money} from a provider decimal in major units (see {@link parseDecimalToMinor}).
 * @param currency ISO 4217 code; upper-cased.
 * @throws RangeError as {@link parseDecimalToMinor}.
 */
export function moneyFromDecimal(value: number | string, currency: string): Money {
  return { amountMinor: parseDecimalToMinor(value), currency: currency.toUpperCase() };
}

/**
 * Builds a {@link Money} from minor units.
 * @throws RangeError when `amountMinor` is not a safe integer.
 */
export function moneyFromMinor(amountMinor: number, currency: string): Money {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amountMinor must be a safe integer, got ${amountMinor}`);
  }
  return { amountMinor: amountMinor === 0 ? 0 : amountMinor, currency: currency.toUpperCase() };
}

/** Zero in the given currency. */
export function zeroMoney(currency: string): Money {
  return moneyFromMinor(0, currency);
}

/**
 * The amount as a plain decimal string in major units with exactly 2 decimals ("129.50", "-0.05"), e.g. for
 * provider requests or `Intl.NumberFormat`. No rounding happens: minor units are exact.
 */
export function toDecimalString(m: Money): string {
  const abs = Math.abs(m.amountMinor);
  const factor = Number(MINOR_FACTOR);
  const major = Math.floor(abs / factor);
  const minor = String(abs % factor).padStart(MINOR_UNIT_DIGITS, '0');
  return `${m.amountMinor < 0 ? '-' : ''}${major}.${minor}`;
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new RangeError(`Currency mismatch: ${a.currency} vs ${b.currency}`);
  }
}

/**
 * a + b.
 * @throws RangeError when the currencies differ or the result leaves the safe integer range.
 */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return moneyFromMinor(a.amountMinor + b.amountMinor, a.currency);
}

/**
 * a − b.
 * @throws RangeError when the currencies differ or the result leaves the safe integer range.
 */
export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return moneyFromMinor(a.amountMinor - b.amountMinor, a.currency);
}

/**
 * Sum of amounts, all in `currency` (the currency is needed for the empty list, whose sum is zero).
 * @throws RangeError when an item is in another currency or the sum overflows.
 */
export function sumMoney(items: readonly Money[], currency: string): Money {
  return items.reduce((acc, m) => addMoney(acc, m), zeroMoney(currency));
}

/**
 * `percent`% of `m`, rounded half-up (ties away from zero) to the minor unit. Exact: the percentage is read as a
 * decimal, the arithmetic is integer. Example: 10% of £129.95 = £13.00 (12.995 rounds up). Seed 001 §9
 * "Multi-day discount 10%".
 * @param percent Percentage as number or decimal string (10, 12.5, "7.5").
 * @throws RangeError for a non-decimal percent or overflow.
 */
export function percentOf(m: Money, percent: number | string): Money {
  const p = parseDecimal(percent);
  const numerator = BigInt(m.amountMinor) * p.digits;
  // value = amountMinor × digits × 10^-scale / 100
  const exp = -p.scale - 2;
  let magnitude: bigint;
  const absNumerator = numerator < 0n ? -numerator : numerator;
  if (exp >= 0) magnitude = absNumerator * 10n ** BigInt(exp);
  else magnitude = divideHalfUp(absNumerator, 10n ** BigInt(-exp));
  const negative = numerator < 0n !== p.negative;
  return moneyFromMinor(toSafeNumber(negative ? -magnitude : magnitude, 'Percentage'), m.currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats money for display with Intl.NumberFormat, always 2 decimals (e.g. `£1,299.50` in en-GB).
 * The exact decimal string is handed to Intl, so no float rounding can creep in.
 * @param locale BCP 47 locale, default 'en-GB'.
 * @param currencyDisplay 'symbol' (default), 'narrowSymbol', 'code' or 'name'.
 */
export function formatMoney(
  m: Money,
  locale = 'en-GB',
  currencyDisplay: 'symbol' | 'narrowSymbol' | 'code' | 'name' = 'symbol',
): string {
  return formatter(locale, {
    style: 'currency',
    currency: m.currency,
    currencyDisplay,
    minimumFractionDigits: MINOR_UNIT_DIGITS,
    maximumFractionDigits: MINOR_UNIT_DIGITS,
  }).format(toDecimalString(m) as `${number}`);
}

/**
 * Formats the number only, without a currency sign, 2 decimals and grouping (e.g. `1,299.50`), for texts that
 * print the code separately such as 'From {price} {currency} per person' (seed 001 §2).
 * @param locale BCP 47 locale, default 'en-GB'.
 */
export function formatMoneyAmount(m: Money, locale = 'en-GB'): string {
  return formatter(locale, {
    style: 'decimal',
    minimumFractionDigits: MINOR_UNIT_DIGITS,
    maximumFractionDigits: MINOR_UNIT_DIGITS,
  }).format(toDecimalString(m) as `${number}`);
}

/**
 * Discount percentage for display, rounded to a whole number half-up (seed 001 §9 "Discount percentage shown
 * rounded to whole numbers"): 9.5 → 10, 12.4999 → 12.
 * @param percent The provider's discount_percentage (number or decimal string).
 * @throws RangeError for a non-decimal value.
 */
export function roundDiscountPercent(percent: number | string): number {
  return decimalToInteger(parseDecimal(percent), 0, 'halfUp', 'Percentage');
}

/**
 * Discount as a whole percentage of the price, rounded half-up (seed 001 §9), e.g. 1300 of 12995 → 10.
 * @returns 0 when the price is not above zero.
 * @throws RangeError when the currencies differ.
 */
export function discountPercentOf(discount: Money, price: Money): number {
  assertSameCurrency(discount, price);
  if (price.amountMinor <= 0) return 0;
  const n = BigInt(Math.abs(discount.amountMinor)) * 100n;
  const r = Number(divideHalfUp(n, BigInt(price.amountMinor)));
  return discount.amountMinor < 0 ? -r : r;
}

/** '{n}%' with the whole-number rounding of {@link roundDiscountPercent} (seed 001 §2 'Discount (percent)'). */
export function formatDiscountPercent(percent: number | string): string {
  return `${roundDiscountPercent(percent)}%`;
}
