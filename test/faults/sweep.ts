import { env } from "cloudflare:test";
import { type Answer, fetchApp, get, post } from "../harness/app";
import { FaultPlan, faultyEnv } from "./failing-bindings";

export type { Answer };

/**
 * One request through the route harness (test/harness/app.ts) in production mode (so a thrown
 * error answers as a user sees it: a 500 "Unexpected Server Error", logged) with every storage
 * binding wrapped by `plan`; waits for the work the request left to waitUntil (image clean-up)
 * before answering. A form given as a record is sent urlencoded, a FormData as multipart;
 * without a body the request is a GET.
 */
export function send(
  plan: FaultPlan,
  path: string,
  init: { cookie?: string; form?: FormData | Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const request =
    init.json !== undefined
      ? post(path, { json: init.json }, init.cookie)
      : init.form instanceof FormData
        ? post(path, { form: init.form }, init.cookie)
        : init.form
          ? post(path, { urlencoded: init.form }, init.cookie)
          : get(path, init.cookie);
  return fetchApp(request, {
    mode: "production",
    env: faultyEnv(env, plan),
    onAnswer: () => plan.markAnswered(),
  });
}

/** The generic answers of an unexpected failure (Hono's onError; React Router's error route). */
export const GENERIC_ERRORS = [
  "Something went wrong. Please try again.",
  "Unexpected Server Error",
  { success: false, error: "Something went wrong. Please try again." },
];

/**
 * The delivery of queued mail after an answer (the request's postbox, settled in `waitUntil`):
 * its calls cannot change what the person saw, and it has its own retries. The mail queued in
 * a request's own batch is not this (a `d1.batch` call).
 */
const MAIL_DELIVERY =
  /^d1\.(?!batch)\S+ .*"(mail_queue|mail_tokens|email_outbox|mail_digests|mail_suppressions|mail_complaints)"/;

/**
 * Fails each storage call of `act` in turn. A healthy run counts the calls; then for each call
 * n: a fresh `arrange()`, `act` with the nth call failing, `check` of what the user saw and what
 * is stored, and, unless that attempt succeeded anyway, a healthy retry that must succeed.
 * Returns how many calls were failed in turn and how many of those failed the request.
 */
export async function sweepFaults<S>(flow: {
  arrange: () => Promise<S>;
  act: (plan: FaultPlan, setup: S) => Promise<Answer>;
  succeeded: (answer: Answer) => boolean;
  check: (setup: S, answer: Answer, plan: FaultPlan) => Promise<void>;
}) {
  const counting = new FaultPlan();
  const first = await flow.act(counting, await flow.arrange());
  if (!flow.succeeded(first)) throw new Error(`healthy run failed: ${JSON.stringify(first)}`);
  // `calls` leaves out the calls after the answer whose failure the request did not see.
  let calls = counting.calls.length;
  let failed = 0;
  for (let n = 1; n <= counting.calls.length; n++) {
    const setup = await flow.arrange();
    const plan = new FaultPlan().failNth(n);
    const answer = await flow.act(plan, setup);
    await flow.check(setup, answer, plan);
    if (flow.succeeded(answer)) {
      // A fault only in what ran after the answer (mail delivery, outreach to the company) was
      // never the person's to see: that call is not counted.
      const unseen =
        plan.failedOnlyAfterAnswer() ||
        (plan.failed.length > 0 && plan.failed.every((call) => MAIL_DELIVERY.test(call)));
      if (unseen) calls -= 1;
      continue;
    }
    failed += 1;
    const retry = await flow.act(new FaultPlan(), setup);
    if (!flow.succeeded(retry))
      throw new Error(`retry after ${plan.failed.join()} failed: ${JSON.stringify(retry)}`);
    await flow.check(setup, retry, plan);
  }
  return { calls, failed };
}
