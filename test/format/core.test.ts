/**
 * The formatting core (shared/format/, decision 036): fill, plural, money in every currency's
 * ISO 4217 minor units (KWD's three too), durations, the spec's relative time and dates.
 */
import {
  decimalAmount,
  duration,
  fill,
  formatDate,
  fromDecimal,
  minorUnits,
  money,
  parseMoney,
  pluralCategory,
  pluralTemplate,
  relativeTime,
} from "@shared/format";
import { describe, expect, it } from "vitest";

const ENGLISH_WORDS = { justNow: "Just now", unknown: "Unknown time" };

describe("money", () => {
  it("reads each currency's minor units from ISO 4217: JPY 0, USD 2, KWD 3", () => {
    expect([minorUnits("JPY"), minorUnits("usd"), minorUnits("KWD"), minorUnits("CLF")]).toEqual([
      0, 2, 3, 4,
    ]);
  });

  it("writes a stored amount as what it is, in each language", () => {
    expect(money(5000, "JPY", "en")).toBe("¥5,000");
    expect(money(124050, "EUR", "en")).toBe("€1,240.50");
    expect(money(124050, "EUR", "es")).toBe("1240,50\u00a0€");
    expect(money(18_000_000, "TRY", "tr")).toBe("₺180.000,00");
    expect(money(2500, "USD", "en")).toBe("$25.00");
    expect(money(1234, "KWD", "en")).toBe("KWD\u00a01.234");
    // Intl's own digits for IQD are 0; ISO's are 3, and the stored minor units follow ISO.
    expect(money(1500, "IQD", "en")).toBe("IQD\u00a01.500");
  });

  it("writes and reads decimals in the currency's own digits", () => {
    expect(decimalAmount(5000, "JPY")).toBe("5000");
    expect(decimalAmount(124050, "USD")).toBe("1240.50");
    expect(decimalAmount(1234, "KWD")).toBe("1.234");
    expect(decimalAmount(5, "EUR")).toBe("0.05");
    for (const [minor, currency] of [
      [5000, "JPY"],
      [124050, "USD"],
      [1234, "KWD"],
      [7, "EUR"],
    ] as const) {
      expect(fromDecimal(decimalAmount(minor, currency), currency)).toBe(minor);
    }
  });

  it("parses what a person typed in the currency's digits, and refuses the rest", () => {
    expect(parseMoney("5000", "JPY", 1_000_000)).toBe(5000);
    expect(parseMoney("50.5", "JPY", 1_000_000)).toBeNull();
    expect(parseMoney("1,240.50", "USD", 1_000_000)).toBe(124050);
    expect(parseMoney("1.234", "KWD", 1_000_000)).toBe(1234);
    expect(parseMoney("1.2345", "KWD", 1_000_000)).toBeNull();
    expect(parseMoney("0", "USD", 1_000_000)).toBeNull();
    expect(parseMoney("2000000", "USD", 1_000_000)).toBeNull();
  });
});

describe("words", () => {
  it("fills placeholders once and leaves unknown ones as written", () => {
    expect(fill("{a} and {b}", { a: "{b}", b: "x" })).toBe("{b} and x");
    expect(fill("{missing}", {})).toBe("{missing}");
  });

  it("takes the CLDR category's form, else other", () => {
    const messages = { n_one: "one thing", n_other: "{count} things" };
    expect(pluralCategory("en", 1)).toBe("one");
    expect(pluralTemplate(messages, "n", 1, "en")).toBe("one thing");
    expect(pluralTemplate(messages, "n", 2, "en")).toBe("{count} things");
    // Spanish calls a million "many"; a catalogue without that form falls back to other.
    expect(pluralCategory("es", 1_000_000)).toBe("many");
    expect(pluralTemplate(messages, "n", 1_000_000, "es")).toBe("{count} things");
  });

  it("says durations with the largest two units, in each language", () => {
    const minute = 60_000;
    expect(duration(44 * minute, "en")).toBe("44m");
    expect(duration(200 * minute, "en")).toBe("3h 20m");
    expect(duration(52 * 60 * minute, "en")).toBe("2d 4h");
    expect(duration(200 * minute, "tr")).toBe("3 sa 20 dk");
    expect(duration(50 * 60 * minute, "tr")).toBe("2 gün 2 sa");
    expect(duration(52 * 60 * minute, "es")).toBe("2 d 4 h");
    expect(duration(-5, "en")).toBe("0m");
  });
});

describe("time", () => {
  const NOW = Date.parse("2026-11-21T12:00:00Z");
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it("keeps the spec's steps in English, word for word", () => {
    const said = (ms: number) => relativeTime(NOW - ms, NOW, "en", ENGLISH_WORDS);
    expect(said(0)).toBe("Just now");
    expect(said(HOUR - 1)).toBe("Just now");
    expect(said(HOUR)).toBe("1 hour ago");
    expect(said(23 * HOUR + 59 * 60_000)).toBe("23 hours ago");
    expect(said(DAY)).toBe("1 day ago");
    expect(said(6 * DAY + 23 * HOUR)).toBe("6 days ago");
    expect(said(7 * DAY)).toBe("1 week ago");
    expect(said(30 * DAY)).toBe("4 weeks ago");
    expect(said(-HOUR)).toBe("Just now");
    expect(relativeTime(Number.NaN, NOW, "en", ENGLISH_WORDS)).toBe("Unknown time");
  });

  it("says a day ago as a number in every language, never yesterday", () => {
    const words = { justNow: "", unknown: "" };
    expect(relativeTime(NOW - DAY, NOW, "tr", words)).toBe("1 gün önce");
    expect(relativeTime(NOW - DAY, NOW, "es", words)).toBe("hace 1 día");
  });

  it("writes dates in the reader's zone", () => {
    const at = Date.parse("2026-11-25T22:04:00Z");
    const options = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
    expect(formatDate(at, "en", "UTC", options)).toBe("22:04");
    expect(formatDate(at, "tr", "Europe/Istanbul", options)).toBe("01:04");
  });
});
