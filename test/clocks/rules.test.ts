import {
  addMonths,
  CLOCK_RULES,
  type ClockCase,
  clocksFor,
  deadlineOf,
  readClockAnswers,
  rulesFor,
} from "@shared/clocks";
import { FOS_MONTHS_AFTER_ANSWER, FOS_WAIT_MS } from "@shared/venues";
import { describe, expect, it } from "vitest";

/**
 * Each rule's deadline from a start day, worked out by hand: month ends, 29 February, the turn of
 * the year, leap and common years (issue 63's "Done when": at least 40 dated cases).
 */
const CASES: [rule: string, start: string, deadline: string][] = [
  ["eu-withdrawal", "2024-02-15", "2024-02-29"],
  ["eu-withdrawal", "2023-02-15", "2023-03-01"],
  ["eu-withdrawal", "2025-12-25", "2026-01-08"],
  ["eu-withdrawal", "2024-12-31", "2025-01-14"],
  ["uk-cancel", "2026-01-31", "2026-02-14"],
  ["uk-cancel", "2028-02-29", "2028-03-14"],
  ["tr-withdrawal", "2026-02-20", "2026-03-06"],
  ["tr-withdrawal", "2024-02-20", "2024-03-05"],
  ["br-withdrawal", "2026-12-28", "2027-01-04"],
  ["br-withdrawal", "2024-02-26", "2024-03-04"],
  ["br-withdrawal", "2025-02-26", "2025-03-05"],
  ["uk-reject", "2026-01-31", "2026-03-02"],
  ["uk-reject", "2024-01-31", "2024-03-01"],
  ["uk-reject", "2026-12-15", "2027-01-14"],
  ["uk-delivery", "2024-02-29", "2024-03-30"],
  ["uk-delivery", "2025-11-30", "2025-12-30"],
  ["eu-delivery", "2023-02-01", "2023-03-03"],
  ["eu-delivery", "2026-06-30", "2026-07-30"],
  ["uk-presumption", "2026-08-31", "2027-02-28"],
  ["uk-presumption", "2027-08-31", "2028-02-29"],
  ["uk-presumption", "2026-03-31", "2026-09-30"],
  ["uk-presumption", "2026-01-15", "2026-07-15"],
  ["tr-presumption", "2025-12-31", "2026-06-30"],
  ["tr-presumption", "2024-02-29", "2024-08-29"],
  ["fos-refer", "2026-10-31", "2027-04-30"],
  ["fos-refer", "2026-07-31", "2027-01-31"],
  ["eu-presumption", "2024-02-29", "2025-02-28"],
  ["eu-presumption", "2027-02-28", "2028-02-28"],
  ["eu-guarantee", "2024-02-29", "2026-02-28"],
  ["eu-guarantee", "2026-02-28", "2028-02-28"],
  ["es-presumption", "2026-12-31", "2028-12-31"],
  ["es-guarantee", "2025-02-28", "2028-02-28"],
  ["es-guarantee", "2028-02-29", "2031-02-28"],
  ["tr-limitation", "2026-01-01", "2028-01-01"],
  ["uk-limitation", "2020-02-29", "2026-02-28"],
  ["uk-limitation", "2026-11-29", "2032-11-29"],
  ["card-dispute", "2026-01-01", "2026-05-01"],
  ["card-dispute", "2024-01-01", "2024-04-30"],
  ["card-dispute", "2026-11-01", "2027-03-01"],
  ["card-dispute", "2027-11-01", "2028-02-29"],
  ["us-fcba", "2026-01-01", "2026-03-02"],
  ["us-fcba", "2028-01-01", "2028-03-01"],
  ["us-fcba", "2026-12-31", "2027-03-01"],
  ["fos-wait", "2026-01-05", "2026-03-02"],
  ["fos-wait", "2028-01-05", "2028-03-01"],
  ["fos-wait", "2026-12-20", "2027-02-14"],
];

const rule = (id: string) => {
  const found = CLOCK_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};

describe("the clocks' deadlines", () => {
  it("has at least 40 dated cases and one for every rule", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map(([id]) => id))).toEqual(new Set(CLOCK_RULES.map((r) => r.id)));
  });

  it.each(CASES)("%s from %s ends on %s", (id, start, deadline) => {
    expect(deadlineOf(rule(id), start)).toBe(deadline);
  });

  it("clamps months to the month's last day, forwards and back", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-05-31", -3)).toBe("2026-02-28");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("keeps each rule's source, checked day and verified flag, with at least 12 rules", () => {
    expect(CLOCK_RULES.length).toBeGreaterThanOrEqual(12);
    for (const r of CLOCK_RULES) {
      expect(r.source).toMatch(/^https?:\/\//);
      expect(r.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof r.verified).toBe("boolean");
    }
    expect(new Set(CLOCK_RULES.map((r) => r.id)).size).toBe(CLOCK_RULES.length);
  });

  it("reads the ombudsman's weeks and months from the venue rules", () => {
    expect(rule("fos-wait").length * 7 * 86_400_000).toBe(FOS_WAIT_MS);
    expect(rule("fos-refer").length).toBe(FOS_MONTHS_AFTER_ANSWER);
  });
});

const base: ClockCase = {
  complainantCountry: null,
  companyCountry: null,
  category: null,
  problem: null,
  payment: null,
  purchaseDate: null,
  sentAt: null,
  answerAt: null,
};
const NOW = Date.parse("2026-11-29T10:00:00Z");

describe("which clocks apply", () => {
  it("a faulty card purchase in the UK: reject, cancel, card, presumption, limitation; next first", () => {
    const clocks = clocksFor(
      {
        ...base,
        complainantCountry: "United Kingdom",
        problem: "faulty",
        payment: "credit_card",
        purchaseDate: "2026-11-20",
      },
      NOW,
    );
    expect(clocks.map((c) => [c.rule.id, c.deadline])).toEqual([
      ["uk-cancel", "2026-12-04"],
      ["uk-reject", "2026-12-20"],
      ["card-dispute", "2027-03-20"],
      ["uk-presumption", "2027-05-20"],
      ["uk-limitation", "2032-11-20"],
    ]);
  });

  it("puts passed deadlines after the ones ahead", () => {
    const clocks = clocksFor(
      { ...base, complainantCountry: "Turkey", problem: "faulty", purchaseDate: "2026-06-01" },
      NOW,
    );
    expect(clocks.map((c) => [c.rule.id, c.passed])).toEqual([
      ["tr-presumption", false],
      ["tr-limitation", false],
      ["tr-withdrawal", true],
    ]);
  });

  it("falls back to the company's place, and Brazil's seven days", () => {
    const ids = rulesFor({ ...base, companyCountry: "Brazil", problem: "other" }).map((r) => r.id);
    expect(ids).toEqual(["br-withdrawal"]);
  });

  it("Spain has its own guarantee instead of the EU's minimum; France has the EU's", () => {
    const spain = rulesFor({ ...base, complainantCountry: "Spain", problem: "faulty" });
    expect(spain.map((r) => r.id)).toEqual(["eu-withdrawal", "es-presumption", "es-guarantee"]);
    const france = rulesFor({ ...base, complainantCountry: "France", problem: "faulty" });
    expect(france.map((r) => r.id)).toEqual(["eu-withdrawal", "eu-presumption", "eu-guarantee"]);
  });

  it("the FCBA is for US credit cards only; the card dispute for cards", () => {
    const us = { ...base, complainantCountry: "United States", problem: "not_delivered" as const };
    expect(rulesFor({ ...us, payment: "credit_card" }).map((r) => r.id)).toEqual([
      "card-dispute",
      "us-fcba",
    ]);
    expect(rulesFor({ ...us, payment: "debit_card" }).map((r) => r.id)).toEqual(["card-dispute"]);
    expect(rulesFor({ ...us, payment: "bank_transfer" })).toEqual([]);
  });

  it("the ombudsman: eight weeks from sending, then six months from the answer", () => {
    const firm = {
      ...base,
      companyCountry: "United Kingdom",
      complainantCountry: "United Kingdom",
      category: "banking",
      sentAt: Date.parse("2026-10-01T09:00:00Z"),
    };
    expect(clocksFor(firm, NOW).map((c) => [c.rule.id, c.deadline])).toEqual([
      ["fos-wait", "2026-11-26"],
    ]);
    const answered = clocksFor({ ...firm, answerAt: Date.parse("2026-10-20T09:00:00Z") }, NOW);
    expect(answered.map((c) => [c.rule.id, c.deadline])).toEqual([["fos-refer", "2027-04-20"]]);
  });

  it("no date, no purchase clocks", () => {
    expect(
      clocksFor({ ...base, complainantCountry: "United Kingdom", problem: "faulty" }, NOW),
    ).toEqual([]);
  });
});

describe("the three answers", () => {
  it("takes empty as not said and refuses what is not on the list or not a day", () => {
    expect(readClockAnswers({}, NOW)).toEqual({
      ok: true,
      values: { problem: null, payment: null, purchaseDate: null },
    });
    expect(
      readClockAnswers({ problem: "faulty", payment: "cash", purchaseDate: "2024-02-29" }, NOW),
    ).toEqual({
      ok: true,
      values: { problem: "faulty", payment: "cash", purchaseDate: "2024-02-29" },
    });
    expect(readClockAnswers({ problem: "stolen" }, NOW)).toMatchObject({ ok: false });
    expect(readClockAnswers({ payment: "crypto" }, NOW)).toMatchObject({ ok: false });
    for (const day of ["2023-02-29", "2026-13-01", "29/02/2024", "2026-12-01", "1999-12-31"]) {
      expect(readClockAnswers({ purchaseDate: day }, NOW)).toMatchObject({
        ok: false,
        words: { text: "clocks.problem.date" },
      });
    }
    // A filer a day ahead of UTC may give their today.
    expect(readClockAnswers({ purchaseDate: "2026-11-30" }, NOW)).toMatchObject({ ok: true });
  });
});

describe("the rules' ids", () => {
  it("lists every rule once, in order", async () => {
    const { CLOCK_RULE_ID_LIST } = await import("@shared/clocks");
    expect([...CLOCK_RULE_ID_LIST]).toEqual(CLOCK_RULES.map((r) => r.id));
  });
});
