import fc from "fast-check";
import { expect } from "vitest";
import type { z } from "zod";

/** Runs per target: the issue asks for at least 500 generated bad inputs each. */
export const RUNS = 500;

/**
 * A message a person can read: words, no "[object …]", no stack frame, not a wall of text. A
 * quoted part (zod quoting the caller's own unknown key back) is not judged.
 */
export function isHumanMessage(message: unknown): message is string {
  if (typeof message !== "string") return false;
  const own = message.replace(/"[^"]*"/g, '""');
  return (
    own.length >= 5 &&
    own.length <= 300 &&
    /[A-Za-z]{2,}[ ,:][A-Za-z0-9]/.test(own) &&
    !/\[object |\bat \S+ \(|Unexpected Server Error/.test(own)
  );
}

/**
 * safeParse does not throw, refuses the input, and its first issue reads as a sentence (one of
 * `messages` when the schema's spec fixes its texts).
 */
export function expectRejected(schema: z.ZodType, input: unknown, messages?: readonly string[]) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  if (result.success) return;
  const message = result.error.issues[0]?.message;
  expect(isHumanMessage(message), String(message)).toBe(true);
  if (messages) expect(messages).toContain(message);
}

/**
 * fast-check's report with long runs of one character folded ("a…×1048576"), so a failure on
 * a 1 MiB input stays readable.
 */
export function compactReporter<Ts>(out: fc.RunDetails<Ts>) {
  if (!out.failed) return;
  const message = fc.defaultReportMessage(out) ?? "Property failed";
  const folded = message.replace(/(.)\1{40,}/gsu, (run, char: string) => `${char}…×${run.length}`);
  throw new Error(folded.slice(0, 6000), { cause: out.errorInstance });
}
