const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date or time in the reader's language and time zone (the zone the server rendered with, so
 * the first paint and the hydrated page agree; decision 030). Formats are made once per shape.
 */
export function formatDate(
  at: number | Date,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = {},
) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format.format(typeof at === "number" ? at : at.getTime());
}
