import type { SessionUser } from "@worker/auth/current-user";
import {
  errorText,
  formFields,
  logEvent,
  type RefusalCode,
  readForm,
  statusOf,
} from "@worker/http/kit";
import type { UckLoadContext } from "@worker/load-context";
import { data, redirect } from "react-router";

/**
 * The route kit: every form action reads its form, checks the actor, answers refusals with the
 * spec's toast and turns an unexpected failure into its own failure toast the same way.
 */
export type ActionToast = { title: string; description?: string };

/**
 * The one answer shape: fetchers read `ok` and `intent` and show `toast`; forms that show their
 * message in place (sign-in, registration, password mail) read `error` and key it by `attemptId`.
 */
export type ActionResult<Extra extends object = object> = {
  ok: boolean;
  intent: string;
  toast?: ActionToast;
  error?: string;
  attemptId?: string;
} & Extra;

/** A refusal with the status its code names. */
export function refuse<Extra extends object = object>(
  intent: string,
  code: RefusalCode,
  toast?: ActionToast,
  extra?: Extra,
  headers?: HeadersInit,
) {
  const result = { ok: false, intent, toast, ...extra } as ActionResult<Partial<Extra>>;
  return data(result, { status: statusOf(code), headers });
}

/** A success, with the toast to show and what else the page needs. */
export function succeed<Extra extends object = object>(
  intent: string,
  toast?: ActionToast,
  extra?: Extra,
  headers?: HeadersInit,
) {
  const result = { ok: true, intent, toast, ...extra } as ActionResult<Partial<Extra>>;
  return data(result, { headers });
}

type Args = { request: Request; context: UckLoadContext };

export type ActionInput<User> = {
  form: FormData;
  /** The form's text fields, for a schema. */
  fields: Record<string, string>;
  intent: string;
  user: User;
  now: number;
};

type Options = {
  /** Names the log event of an unexpected failure: `{name}_failed`. */
  name: string;
  /** The toast of an unexpected failure (the spec's "… failed. Please try again."), if any. */
  failure: ActionToast | ((intent: string) => ActionToast | undefined);
  /** The form shows its messages in place: a failure answers `error` instead of a toast. */
  inline?: boolean;
  /** A page navigation, not a fetcher: a failure goes here with its toast as a flash message. */
  failureRedirect?: string;
};

/** Responses and `data()` thrown on purpose (redirects, 404s) pass through the kit. */
function isDeliberate(thrown: unknown) {
  return (
    thrown instanceof Response ||
    (typeof thrown === "object" &&
      thrown !== null &&
      "type" in thrown &&
      thrown.type === "DataWithResponseInit")
  );
}

async function run<User, Result>(
  args: Args,
  options: Options,
  user: User,
  handler: (input: ActionInput<User>, args: Args) => Promise<Result>,
) {
  const form = await readForm(args.request);
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  try {
    return await handler({ form, fields, intent, user, now: Date.now() }, args);
  } catch (thrown) {
    if (isDeliberate(thrown)) throw thrown;
    logEvent(`${options.name}_failed`, {
      intent,
      requestId: args.context.requestId,
      error: errorText(thrown),
    });
    const toast = typeof options.failure === "function" ? options.failure(intent) : options.failure;
    if (options.failureRedirect !== undefined) {
      const flash = args.context.flashCookie({ kind: "error", title: "Error", ...toast });
      throw redirect(options.failureRedirect, { headers: { "Set-Cookie": flash } });
    }
    if (!options.inline) return refuse(intent, "failed", toast);
    const error = toast?.description ?? toast?.title;
    return refuse(intent, "failed", undefined, { error, attemptId: crypto.randomUUID() });
  }
}

/** An action anyone may post to; `user` is the signed-in person or null. */
export function formAction<A extends Args, Result>(
  options: Options,
  handler: (input: ActionInput<SessionUser | null>, args: A) => Promise<Result>,
) {
  return (args: A) =>
    run(
      args,
      options,
      args.context.user,
      handler as (i: ActionInput<SessionUser | null>, a: Args) => Promise<Result>,
    );
}

/**
 * An action for signed-in people only: anyone else gets the spec's sign-in toast with a 401
 * (it may differ per intent, e.g. "You must be logged in to delete complaints.").
 */
export function memberAction<A extends Args, Result>(
  options: Options & { signIn: ActionToast | ((intent: string) => ActionToast) },
  handler: (input: ActionInput<SessionUser>, args: A) => Promise<Result>,
) {
  return async (args: A) => {
    const user = args.context.user;
    if (!user) {
      const intent = formFields(await readForm(args.request)).intent ?? "";
      const toast = typeof options.signIn === "function" ? options.signIn(intent) : options.signIn;
      return refuse(intent, "unauthenticated", toast);
    }
    return run(
      args,
      options,
      user,
      handler as (i: ActionInput<SessionUser>, a: Args) => Promise<Result>,
    );
  };
}

/** What a use case that mails after the answer needs from the load context. */
export const mailAfterAnswer = (context: UckLoadContext) => ({
  db: context.db,
  mailer: context.mailer,
  publicHost: context.config.publicHost,
  waitUntil: context.waitUntil,
});
