/**
 * Money in every currency: amounts are kept in minor units, and each currency's exponent comes
 * from ISO 4217 (List One, as published by SIX; the table below is every currency whose exponent
 * is not 2, taken from the `currency-codes` 2.2.0 copy of List One updated 2024-06-25, checked
 * 2026-11-29). Intl is told the digits explicitly, since CLDR's display digits differ from ISO's
 * for some currencies (IQD), and a stored amount must read as what it is.
 */
const NOT_TWO: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLF: 4,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  UYW: 4,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
};

/** How many minor units a currency has after the decimal point (JPY 0, USD 2, KWD 3). */
export const minorUnits = (currency: string) => NOT_TWO[currency.toUpperCase()] ?? 2;

const formats = new Map<string, Intl.NumberFormat>();

/** "$40.00", "€1.240,50", "¥5,000", "KWD 1.234": `minor` units of `currency` in `locale`. */
export function money(minor: number, currency: string, locale: string) {
  const digits = minorUnits(currency);
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(minor / 10 ** digits);
}

/** The amount as a plain decimal for data (JSON, CSV, a mail's fact line): "1240.50", "5000". */
export function decimalAmount(minor: number, currency: string) {
  const digits = minorUnits(currency);
  const sign = minor < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(minor) / 10 ** digits);
  const fraction = String(Math.abs(minor) % 10 ** digits).padStart(digits, "0");
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * Minor units from what a person typed ("40", "40.5", "1,240.00"), or null when it is not an
 * amount of that currency above 0 and at most `max` major units.
 */
export function parseMoney(typed: string, currency: string, max: number): number | null {
  const digits = minorUnits(currency);
  const text = typed.trim().replace(/,(?=\d{3}(\D|$))/g, "");
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+([.,]\\d{1,${digits}})?$`);
  if (!pattern.test(text)) return null;
  const [whole = "0", fraction = ""] = text.replace(",", ".").split(".");
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  if (minor <= 0 || minor > max * 10 ** digits) return null;
  return minor;
}

/** Minor units back from `decimalAmount`'s text ("1240.50" USD → 124050, "5000" JPY → 5000). */
export function fromDecimal(amount: string, currency: string): number {
  const digits = minorUnits(currency);
  const [whole = "0", fraction = ""] = amount.trim().replace(/^-/, "").split(".");
  const minor =
    Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0").slice(0, digits) || "0");
  return amount.trim().startsWith("-") ? -minor : minor;
}
