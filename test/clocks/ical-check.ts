/**
 * A small iCalendar check written against RFC 5545 (https://www.rfc-editor.org/rfc/rfc5545), for
 * the tests: no parser package is installed in this project (node_modules is shared and frozen
 * for helpers), so the rules a calendar program relies on are checked here, each with its section:
 * - §3.1: lines end in CRLF, are at most 75 octets, and a folded line continues with one space;
 * - §3.1: a content line is `name *(";" param) ":" value`;
 * - §3.4, §3.6: a VCALENDAR holds PRODID and VERSION:2.0 and one or more components, BEGIN/END
 *   balanced;
 * - §3.6.1: a VEVENT has exactly one UID and one DTSTAMP, and a DTSTART;
 * - §3.3.4: `VALUE=DATE` values are `YYYYMMDD` (a real day); §3.6.1: an all-day DTEND is later than
 *   its DTSTART;
 * - §3.3.11: in TEXT values, commas, semicolons and backslashes are escaped, newlines are `\n`.
 * It returns the events with their values unescaped, so a test can read them.
 */
export type Event = Record<string, { params: Record<string, string>; value: string }>;

const TEXT = new Set(["SUMMARY", "DESCRIPTION", "X-WR-CALNAME"]);
const encoder = new TextEncoder();

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === "n" ? "\n" : char));

function realDay(value: string) {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10).replaceAll("-", "") === value;
}

export function checkICalendar(body: string): { calendar: Event; events: Event[] } {
  if (!body.endsWith("\r\n")) throw new Error("§3.1: the last line must end in CRLF");
  const raw = body.slice(0, -2).split("\r\n");
  for (const line of raw) {
    if (line.includes("\n") || line.includes("\r")) throw new Error("§3.1: a bare LF or CR");
    if (encoder.encode(line).length > 75) throw new Error(`§3.1: longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (lines.length === 0) throw new Error("§3.1: a continuation without a line");
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: string[] = [];
  const calendar: Event = {};
  const events: Event[] = [];
  let event: Event | null = null;
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`§3.1: not a content line: ${line}`);
    const name = (match[1] ?? "").toUpperCase();
    const params: Record<string, string> = {};
    for (const param of (match[2] ?? "").split(";").slice(1)) {
      const [key = "", value = ""] = param.split("=");
      params[key.toUpperCase()] = value;
    }
    const value = match[3] ?? "";
    if (name === "BEGIN") {
      if (stack.length === 0 && value !== "VCALENDAR") throw new Error("§3.4: not a VCALENDAR");
      stack.push(value);
      if (value === "VEVENT") event = {};
      continue;
    }
    if (name === "END") {
      if (stack.pop() !== value) throw new Error(`§3.4: END:${value} without its BEGIN`);
      if (value === "VEVENT" && event) {
        events.push(event);
        event = null;
      }
      continue;
    }
    if (TEXT.has(name) && /(?<!\\)(?:\\\\)*[,;]/.test(value)) {
      throw new Error(`§3.3.11: an unescaped comma or semicolon in ${name}: ${value}`);
    }
    const target = event ?? calendar;
    if (target[name] && (name === "UID" || name === "DTSTAMP" || name === "DTSTART")) {
      throw new Error(`§3.6.1: ${name} twice`);
    }
    target[name] = { params, value: TEXT.has(name) ? unescapeText(value) : value };
  }
  if (stack.length !== 0) throw new Error("§3.4: a component is not closed");
  if (!calendar.PRODID) throw new Error("§3.6: no PRODID");
  if (calendar.VERSION?.value !== "2.0") throw new Error("§3.6: VERSION must be 2.0");
  if (events.length === 0) throw new Error("§3.6: a calendar needs a component");
  for (const item of events) {
    for (const name of ["UID", "DTSTAMP", "DTSTART"]) {
      if (!item[name]) throw new Error(`§3.6.1: a VEVENT without ${name}`);
    }
    if (!/^\d{8}T\d{6}Z$/.test(item.DTSTAMP?.value ?? "")) throw new Error("§3.3.5: DTSTAMP form");
    for (const name of ["DTSTART", "DTEND"]) {
      const property = item[name];
      if (!property) continue;
      if (property.params.VALUE !== "DATE") throw new Error(`§3.3.4: ${name} is not VALUE=DATE`);
      if (!realDay(property.value)) throw new Error(`§3.3.4: ${name} is not a day`);
    }
    if (item.DTEND && (item.DTEND.value ?? "") <= (item.DTSTART?.value ?? "")) {
      throw new Error("§3.6.1: DTEND must be after DTSTART");
    }
  }
  return { calendar, events };
}
