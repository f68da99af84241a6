import { safeRedirect } from "@shared/safe-redirect";
import type { SessionUser } from "@worker/auth/current-user";
import { formFields, type RefusalCode, readForm, statusOf } from "@worker/http/kit";
import type { UckLoadContext } from "@worker/load-context";
import { errorText, logEvent } from "@worker/log";
import { data, redirect } from "react-router";
import { sayToast } from "~/i18n/say.server";
import { GENERIC_FAILED, type Toast } from "~/i18n/toast-words";

/**
 * The route kit: every form action reads its form, checks the actor, answers refusals with the
 * spec's toast and turns an unexpected failure into its own failure toast the same way.
 */
export type ActionToast = Toast;

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

/**
 * A route's declared answer: the one shape with the route's own fields, each optional (a refusal
 * or an unexpected failure answers without them). Its component reads it through
 * `useFetcher<typeof action>()` or `Route.ComponentProps["actionData"]`, without a cast.
 */
export type Answer<Extra extends object = object> = ActionResult<Partial<Extra>>;

/** What an action's handler returns: its answer, or a redirect. */
export type Reply<Extra extends object = object> =
  | ReturnType<typeof data<Answer<Extra>>>
  | Response;

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
  /**
   * A full-page submit (scripts off) renders this route's page with the answer instead of going
   * back with the toast as a flash (the plain create form shows its refusal in place).
   */
  renderDocument?: boolean;
};

/**
 * A full-page form submit (no JavaScript), as opposed to a fetcher: browsers mark navigations
 * with Sec-Fetch-Mode (Chromium, Firefox, Safari 16.4+).
 */
export const isDocumentSubmit = (request: Request) =>
  request.headers.get("Sec-Fetch-Mode") === "navigate";

/**
 * Where a full-page submit goes back to: the form's `redirectTo`, else the page it came from
 * (same origin only), else home.
 */
export function backTo(request: Request, fields: Record<string, string>) {
  if (fields.redirectTo !== undefined) return safeRedirect(fields.redirectTo);
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return "/";
    return safeRedirect(`${from.pathname}${from.search}`);
  } catch {
    return "/";
  }
}

type DataAnswer = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isAnswer = (value: unknown): value is DataAnswer =>
  typeof value === "object" &&
  value !== null &&
  "type" in value &&
  value.type === "DataWithResponseInit";

/**
 * Post/Redirect/Get for a full-page submit: the answer a fetcher would read becomes a redirect
 * back to the page, its toast (or its in-place error) a flash the page shows as text (and as a
 * toast once hydrated). The answer's own headers (a cookie it sets) go with it. A refusal that
 * brings back what was typed (`draft`, or `errors` per field) renders the page instead, so the
 * form shows it again with its messages.
 */
function documentAnswer<T>(args: Args, fields: Record<string, string>, answer: T): T {
  const sent: unknown = answer;
  if (!isAnswer(sent)) return answer;
  const result = sent.data as Partial<ActionResult> & { errors?: unknown; draft?: unknown };
  if (!result.ok && (result.errors !== undefined || result.draft !== undefined)) return answer;
  const headers = new Headers(sent.init?.headers);
  const toast = result.toast ?? (result.error ? { title: result.error } : undefined);
  if (toast) {
    const kind = result.ok ? "success" : "error";
    headers.append("Set-Cookie", args.context.flashCookie({ kind, ...toast }));
  }
  throw redirect(backTo(args.request, fields), { headers });
}

/**
 * The answer's toast said in the request's language from its words (decision 037), before it
 * becomes a fetcher's toast or a full-page submit's flash: no page receives words to look up.
 */
function sayAnswer<T>(locale: UckLoadContext["locale"], answer: T): T {
  const sent: unknown = answer;
  if (!isAnswer(sent)) return answer;
  const result = sent.data as Partial<ActionResult>;
  if (result?.toast?.words) result.toast = sayToast(locale, result.toast);
  return answer;
}

/** Responses and `data()` thrown on purpose (redirects, 404s) pass through the kit. */
const isDeliberate = (thrown: unknown) => thrown instanceof Response || isAnswer(thrown);

async function run<User, Extra extends object>(
  args: Args,
  options: Options,
  user: User,
  handler: (input: ActionInput<User>, args: Args) => Promise<Reply<Extra>>,
  form: FormData,
): Promise<Reply<Extra>> {
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  const document = isDocumentSubmit(args.request) && !options.inline && !options.renderDocument;
  try {
    const answer = sayAnswer(
      args.context.locale,
      await handler({ form, fields, intent, user, now: Date.now() }, args),
    );
    return document ? documentAnswer(args, fields, answer) : answer;
  } catch (thrown) {
    if (isDeliberate(thrown)) throw thrown;
    logEvent(`${options.name}_failed`, {
      intent,
      requestId: args.context.requestId,
      error: errorText(thrown),
    });
    const failed =
      typeof options.failure === "function" ? options.failure(intent) : options.failure;
    // In the request's language, from its words.
    const { locale } = args.context;
    const toast = failed && sayToast(locale, failed);
    if (options.failureRedirect !== undefined || document) {
      const flash = args.context.flashCookie({
        kind: "error",
        ...(toast ?? sayToast(locale, GENERIC_FAILED)),
      });
      const to = options.failureRedirect ?? backTo(args.request, fields);
      throw redirect(to, { headers: { "Set-Cookie": flash } });
    }
    // The route's own fields are all optional (`Answer`), so the bare failure is one of its answers.
    if (!options.inline) return refuse(intent, "failed", toast) as Reply<Extra>;
    const error = toast?.description ?? toast?.title;
    const attemptId = crypto.randomUUID();
    return refuse(intent, "failed", undefined, { error, attemptId }) as Reply<Extra>;
  }
}

/**
 * An action anyone may post to; `user` is the signed-in person or null. `Extra` declares the
 * route's own answer fields (`Answer<Extra>`).
 */
export function formAction<A extends Args, Extra extends object = object>(
  options: Options,
  handler: (input: ActionInput<SessionUser | null>, args: A) => Promise<Reply<Extra>>,
) {
  return async (args: A) =>
    run(
      args,
      options,
      args.context.user,
      handler as (i: ActionInput<SessionUser | null>, a: Args) => Promise<Reply<Extra>>,
      await readForm(args.request),
    );
}

type SignedInOptions<A extends Args, Extra extends object> = Options & {
  /** The spec's sign-in message, which may differ per intent. */
  signIn: ActionToast | ((intent: string) => ActionToast);
  /** What a signed-out refusal carries back so nothing typed is lost (the plain form's draft). */
  keep?: (form: FormData) => Partial<Extra>;
  /**
   * A full-page submit stays on its page with the sign-in message as a flash (the spec's toast
   * for a visitor's uck or follow), instead of going to sign-in.
   */
  stayOnPage?: boolean;
  /**
   * Intents anyone may perform (sharing a complaint), each with its own handler, which gets the
   * signed-in person or null; every other intent needs a signed-in person.
   */
  open?: Record<string, (input: ActionInput<SessionUser | null>, args: A) => Promise<Reply<Extra>>>;
};

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The one sign-in refusal: a full-page submit goes to sign-in and back to the page after it; a
 * fetcher gets the spec's toast with a 401 (an inline form its `error`), with what `keep` keeps;
 * `stayOnPage` keeps a full-page submit on its page with the toast as a flash.
 */
function signedOut<A extends Args, Extra extends object>(
  args: A,
  options: SignedInOptions<A, Extra>,
  form: FormData,
): Reply<Extra> {
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  const asked = typeof options.signIn === "function" ? options.signIn(intent) : options.signIn;
  const toast = sayToast(args.context.locale, asked);
  const document = isDocumentSubmit(args.request) && !options.inline && !options.renderDocument;
  if (document && options.stayOnPage)
    return documentAnswer(args, fields, refuse(intent, "unauthenticated", toast) as Reply<Extra>);
  if (document) {
    const back = encodeURIComponent(backTo(args.request, fields));
    const flash = args.context.flashCookie({ kind: "error", ...toast });
    throw redirect(`/auth/login?redirectTo=${back}`, { headers: { "Set-Cookie": flash } });
  }
  const kept = options.keep?.(form);
  if (options.inline) {
    const error = toast.description ?? toast.title;
    return refuse(
      intent,
      "unauthenticated",
      undefined,
      { error, ...kept },
      NO_STORE,
    ) as Reply<Extra>;
  }
  return refuse(intent, "unauthenticated", toast, kept, NO_STORE) as Reply<Extra>;
}

/**
 * An action for signed-in people only (the one way a route requires one): anyone else gets the
 * spec's sign-in message (`signedOut`), except for the `open` intents anyone may perform. Whether
 * the person is a member of a company is a company's rule, checked by its service inside the write.
 */
export function signedInAction<A extends Args, Extra extends object = object>(
  options: SignedInOptions<A, Extra>,
  handler: (input: ActionInput<SessionUser>, args: A) => Promise<Reply<Extra>>,
) {
  return async (args: A): Promise<Reply<Extra>> => {
    const form = await readForm(args.request);
    const user = args.context.user;
    const intent = formFields(form).intent ?? "";
    // Own keys only: an intent named "constructor" is not an open one.
    const open = options.open && Object.hasOwn(options.open, intent) ? options.open[intent] : null;
    type Handler<U> = (i: ActionInput<U>, a: Args) => Promise<Reply<Extra>>;
    if (open) return run(args, options, user, open as Handler<SessionUser | null>, form);
    if (!user) return signedOut(args, options, form);
    return run(args, options, user, handler as Handler<SessionUser>, form);
  };
}
