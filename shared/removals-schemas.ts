import { z } from "zod";
import { APPEAL_TEXT_MAX, APPEAL_TEXT_PROBLEMS, REMOVAL_REASON_MAX } from "./removals";

/**
 * The removal and appeal forms' schemas (decision 033), for the server: zod never ships to a
 * browser (scripts/check-page-js.ts), so the limits a page shows live in ./removals.ts.
 */

export const RemovalReasonSchema = z
  .string()
  .trim()
  .min(1, "Write the reason the stub will show.")
  .max(REMOVAL_REASON_MAX, `Keep the reason under ${REMOVAL_REASON_MAX} characters.`);

export const AppealTextSchema = z
  .string()
  .trim()
  .min(1, APPEAL_TEXT_PROBLEMS.empty)
  .max(APPEAL_TEXT_MAX, APPEAL_TEXT_PROBLEMS.tooLong.text);

export const AppealNoteSchema = z
  .string()
  .trim()
  .max(REMOVAL_REASON_MAX, `Keep the note under ${REMOVAL_REASON_MAX} characters.`)
  .catch("");
