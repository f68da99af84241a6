/**
 * Issue 56, decision 041: the composite 0–10, version 1, pinned on fixed inputs: Reclame Aqui's
 * published inputs (2 × answered% + 3 × solved% + 2 × would-return% + 3 × 10 × average score /
 * 10) ÷ 100, withheld below 10 verdicts, below 50% answered, or with a part nobody gave. A change
 * to the weights or floors fails here and must come with a new version on /methodology.
 */
import {
  COMPOSITE,
  type CompositeInputs,
  compositeScore,
} from "@worker/services/companies/figures";
import { describe, expect, it } from "vitest";

/** 20 complaints, 16 answered (80%); 12 verdicts, 9 Yes (75%); 10 scores averaging 7.2; 8 "again?", 6 Yes (75%). */
const base: CompositeInputs = {
  totalComplaints: 20,
  totalResponses: 16,
  verdicts: 12,
  resolvedVerdicts: 9,
  scores: 10,
  scoreSum: 72,
  wouldReturnAnswers: 8,
  wouldReturnYes: 6,
};

describe("the composite, version 1", () => {
  it("is version 1 with weights 2, 3, 2, 3 and floors of 10 verdicts and 50% answered", () => {
    expect(COMPOSITE).toEqual({
      version: 1,
      weights: { answered: 2, solved: 3, wouldReturn: 2, score: 3 },
      minVerdicts: 10,
      minAnsweredPercent: 50,
    });
  });

  it("computes (2 × 80 + 3 × 75 + 2 × 75 + 3 × 10 × 7.2) ÷ 100 = 7.51, shown as 7.5", () => {
    expect(compositeScore(base)).toEqual({ version: 1, value: 7.5, withheld: null });
  });

  it("is 10 when every part is full and 0 when every part is empty", () => {
    expect(
      compositeScore({
        ...base,
        totalResponses: 20,
        resolvedVerdicts: 12,
        scoreSum: 100,
        wouldReturnYes: 8,
      }).value,
    ).toBe(10);
    // Answered at the floor (50%) with nothing else: 2 × 50 ÷ 100 = 1.
    expect(
      compositeScore({
        ...base,
        totalResponses: 10,
        resolvedVerdicts: 0,
        scoreSum: 0,
        wouldReturnYes: 0,
      }).value,
    ).toBe(1);
  });

  it("weighs each part as published", () => {
    // Only the score moves: 3 × 10 × (8.2 − 7.2) ÷ 100 = 0.3 more.
    expect(compositeScore({ ...base, scoreSum: 82 }).value).toBe(7.8);
    // Only solved moves, 75% → 100%: 3 × 25 ÷ 100 = 0.75 more (8.26 → 8.3).
    expect(compositeScore({ ...base, resolvedVerdicts: 12 }).value).toBe(8.3);
  });

  it("is withheld below 10 verdicts, and shown at 10", () => {
    expect(compositeScore({ ...base, verdicts: 9, resolvedVerdicts: 9 })).toEqual({
      version: 1,
      value: null,
      withheld: "few_verdicts",
    });
    expect(compositeScore({ ...base, verdicts: 10 }).value).not.toBeNull();
  });

  it("is withheld below 50% answered, and shown at 50%", () => {
    expect(compositeScore({ ...base, totalResponses: 9 })).toEqual({
      version: 1,
      value: null,
      withheld: "few_answered",
    });
    expect(compositeScore({ ...base, totalResponses: 10 }).withheld).toBeNull();
    expect(compositeScore({ ...base, totalComplaints: 0, totalResponses: 0 }).withheld).toBe(
      "few_answered",
    );
  });

  it("is withheld while nobody gave a score or said whether they would return", () => {
    expect(compositeScore({ ...base, scores: 0, scoreSum: 0 }).withheld).toBe("missing_parts");
    expect(compositeScore({ ...base, wouldReturnAnswers: 0, wouldReturnYes: 0 }).withheld).toBe(
      "missing_parts",
    );
  });
});
