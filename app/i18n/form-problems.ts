import {
  COMPLAINT_PROBLEMS,
  COMPLAINT_TEXT_MAX,
  type FormProblem,
  LOCATION_MAX,
  SUBMIT_FAILED,
  UPLOAD_FAILED,
} from "@shared/complaint-validation";
import { RESOLUTION_MAX, RESOLUTION_PROBLEMS } from "@shared/resolution";
import type { PageI18n } from "./page-messages";

/**
 * The complaint form's problems (shared/complaint-validation.ts, shared with the server and
 * written in English there) in the page's language: a problem is known by its English words,
 * so the same lookup serves the browser's own checks and the server's refusals that repeat
 * them. A problem not known here (one only the server's services word, e.g. a rate limit or a
 * duplicate) stays as the server wrote it.
 */
/** /create's refusal to someone signed out (the spec's words). */
export const SIGN_IN_TO_FILE: FormProblem = {
  title: "Authentication Required",
  description: "Please sign in to submit a complaint.",
};

const KNOWN: { problem: FormProblem; key: string; values?: Record<string, number> }[] = [
  { problem: UPLOAD_FAILED, key: "uploadFailed" },
  { problem: SUBMIT_FAILED, key: "submitFailed" },
  { problem: COMPLAINT_PROBLEMS.companyName, key: "companyName" },
  { problem: COMPLAINT_PROBLEMS.companyNameControl, key: "companyNameControl" },
  { problem: COMPLAINT_PROBLEMS.text, key: "text" },
  { problem: COMPLAINT_PROBLEMS.domain, key: "domain" },
  { problem: COMPLAINT_PROBLEMS.tooLong, key: "tooLong", values: { max: COMPLAINT_TEXT_MAX } },
  { problem: COMPLAINT_PROBLEMS.location, key: "location", values: { max: LOCATION_MAX } },
  { problem: SIGN_IN_TO_FILE, key: "unauthenticated" },
];

const RESOLUTION_KEYS = {
  [RESOLUTION_PROBLEMS.tooLong]: ["resolution.problem.tooLong", { max: RESOLUTION_MAX }],
  [RESOLUTION_PROBLEMS.amount]: ["resolution.problem.amount", undefined],
  [RESOLUTION_PROBLEMS.currency]: ["resolution.problem.currency", undefined],
} as const;

type T = PageI18n<"create">["t"];
type ResolutionT = (
  key: (typeof RESOLUTION_KEYS)[keyof typeof RESOLUTION_KEYS][0],
  values?: Record<string, number>,
) => string;

/** One of shared/resolution.ts's problems in the page's language (`create` or `complaint`). */
export function resolutionProblem(t: ResolutionT, text: string): string {
  const known = RESOLUTION_KEYS[text as keyof typeof RESOLUTION_KEYS];
  return known ? t(known[0], known[1]) : text;
}

/** A form problem (title and description) in the page's language, when it is a known one. */
export function formProblem<P extends { title: string; description?: string }>(
  t: T,
  problem: P,
): P {
  const known = KNOWN.find(
    ({ problem: p }) => p.title === problem.title && p.description === problem.description,
  );
  if (known) {
    const prefix = `create.problem.${known.key}` as const;
    return {
      ...problem,
      title: t(`${prefix}.title` as Parameters<T>[0], known.values),
      description: t(`${prefix}.description` as Parameters<T>[0], known.values),
    };
  }
  // A resolution problem comes back under the submit failure's title (the services word it so).
  if (problem.title === SUBMIT_FAILED.title && problem.description !== undefined) {
    const description = resolutionProblem(t, problem.description);
    if (description !== problem.description) {
      return { ...problem, title: t("create.problem.submitFailed.title"), description };
    }
  }
  return problem;
}
