import { controlCharactersMessage, hasControlCharacter } from "./control-characters";

import { COMPLAINT_TEXT_MAX, LOCATION_MAX } from "./text-limits";

/** The spec's complaint form rules, in the spec's order; the browser and the server share them. */
export {
  COMMENT_TEXT_MAX,
  COMPLAINT_TEXT_MAX,
  LOCATION_MAX,
  REPORT_REASON_MAX,
} from "./text-limits";

import type { Words } from "./messages/words";

/** A form's problem: the spec's English and its words in the `create` section. */
export type FormProblem = { title: string; description: string; words?: Words };

/** The spec's toast when a photo cannot be uploaded, whatever failed. */
/** A problem's words in the `create` section: `create.problem.{name}.title` and `.description`. */
const wordsOf = (name: string, values?: Record<string, number>) => ({
  title: `create.problem.${name}.title`,
  text: `create.problem.${name}.description`,
  ...(values && { values }),
});

export const UPLOAD_FAILED: FormProblem = {
  title: "Upload failed",
  description: "There was an error uploading your image. Please try again.",
  words: wordsOf("uploadFailed"),
};

/** The spec's toast when a complaint cannot be filed for a reason other than its content. */
export const SUBMIT_FAILED: FormProblem = {
  title: "Error submitting complaint",
  description: "Please try again or contact support if the problem persists.",
  words: wordsOf("submitFailed"),
};

/** /create's refusal to someone signed out (the spec's words). */
export const SIGN_IN_TO_FILE: FormProblem = {
  title: "Authentication Required",
  description: "Please sign in to submit a complaint.",
  words: wordsOf("unauthenticated"),
};

export const COMPLAINT_PROBLEMS = {
  companyName: {
    title: "Company name required",
    description: "Please enter a company name for your complaint.",
    words: wordsOf("companyName"),
  },
  companyNameControl: {
    title: "Invalid company name",
    description: `${controlCharactersMessage("Company name")}.`,
    words: wordsOf("companyNameControl"),
  },
  text: {
    title: "Complaint text required",
    description: "Please describe your complaint.",
    words: wordsOf("text"),
  },
  domain: {
    title: "Company domain required",
    description:
      "Please search for a company using their domain name or select from search results to complete your complaint.",
    words: wordsOf("domain"),
  },
  tooLong: {
    title: "Complaint too long",
    description: `Please keep your complaint to ${COMPLAINT_TEXT_MAX} characters.`,
    words: wordsOf("tooLong", { max: COMPLAINT_TEXT_MAX }),
  },
  location: {
    title: "Location too long",
    description: `Please keep the location to ${LOCATION_MAX} characters.`,
    words: wordsOf("location", { max: LOCATION_MAX }),
  },
} satisfies Record<string, FormProblem>;

export type ComplaintDraft = {
  companyName: string;
  companySlug: string;
  companyDomain: string;
  text: string;
  location: string;
};

/** The first problem of a draft, or null when it can be filed. */
export function complaintProblem(draft: ComplaintDraft): FormProblem | null {
  if (!draft.companyName.trim()) return COMPLAINT_PROBLEMS.companyName;
  if (hasControlCharacter(draft.companyName.trim())) return COMPLAINT_PROBLEMS.companyNameControl;
  if (!draft.text.trim()) return COMPLAINT_PROBLEMS.text;
  if (!draft.companySlug.trim() || !draft.companyDomain.trim()) return COMPLAINT_PROBLEMS.domain;
  if (draft.text.trim().length > COMPLAINT_TEXT_MAX) return COMPLAINT_PROBLEMS.tooLong;
  if (draft.location.trim().length > LOCATION_MAX) return COMPLAINT_PROBLEMS.location;
  return null;
}

const SILICON_VALLEY = [
  "silicon valley",
  "palo alto",
  "menlo park",
  "mountain view",
  "sunnyvale",
  "cupertino",
  "santa clara",
  "san jose",
  "redwood city",
  "los altos",
  "los gatos",
  "milpitas",
  "campbell",
  "saratoga",
  "east palo alto",
];

/** Whether a location names a Silicon Valley place (the spec's enhanced-visibility variant). */
export function isSiliconValley(location: string | null | undefined) {
  const value = (location ?? "").toLowerCase();
  return SILICON_VALLEY.some((place) => value.includes(place));
}
