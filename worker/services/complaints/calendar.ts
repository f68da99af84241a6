import type { AuthorClocks, ClockView } from "./clocks";

/*
 * The author's deadlines as an iCalendar file (RFC 5545; decision 044): one all-day
 * VEVENT per deadline still ahead (`DTSTART;VALUE=DATE`, RFC 5545 §3.3.4, so no time zone is
 * needed), with the rule's title, what to do, the law, its source and the complaint's link.
 */

/** The words of the file, in the author's language. */
export type CalendarWords = {
  name: string;
  title: (clock: ClockView) => string;
  whatToDo: (clock: ClockView) => string;
  source: (clock: ClockView) => string;
  unverified: string;
  link: string;
};

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each further line starts with one space;
 * never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDay = (ymd: string) => ymd.replaceAll("-", "");
const nextDay = (ymd: string) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (at: number) => `${new Date(at).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** The calendar file of a complaint's deadlines still ahead (CRLF lines, as RFC 5545 asks). */
export function clocksCalendar(
  clocks: AuthorClocks,
  words: CalendarWords,
  complaintUrl: string,
  host: string,
  now: number,
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//UCK//Complaint deadlines//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(words.name)}`,
  ];
  for (const clock of clocks.clocks) {
    if (clock.passed) continue;
    const description = [
      words.whatToDo(clock),
      `${words.source(clock)}: ${clock.source}`,
      ...(clock.verified ? [] : [words.unverified]),
      words.link,
    ].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${clocks.complaintId}-${clock.id}-${compactDay(clock.deadline)}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDay(clock.deadline)}`,
      `DTEND;VALUE=DATE:${compactDay(nextDay(clock.deadline))}`,
      `SUMMARY:${escapeText(words.title(clock))}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${complaintUrl}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
