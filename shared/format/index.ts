/**
 * The one formatting core (decision 036): pages, the Worker's words, mail, the API and open data
 * all fill, pluralise, write money, durations, relative times and dates through it.
 * `lint/one-formatting-core.grit` refuses its jobs done anywhere else.
 */
export { formatDate } from "./dates";
export { duration } from "./duration";
export { fill } from "./fill";
export { decimalAmount, fromDecimal, minorUnits, money, parseMoney } from "./money";
export { pluralCategory, pluralTemplate } from "./plural";
export { relativeTime } from "./relative-time";
